import type { Translation } from '../translation.ts';
import type { enSession } from '../en/session.ts';

export const viSession: Translation<typeof enSession> = {
  'session.loading': 'Đang tải...',
  'session.nav.label': 'Ứng dụng',
  'session.nav.home': 'Trang chủ Kiểu Studio',
  'session.nav.dashboard': 'Bảng điều khiển',
  'session.nav.profile': 'Cài đặt hồ sơ',
  'session.nav.admin': 'Trang quản trị',
  'session.signIn': 'Đăng nhập',
  'session.signUp': 'Tạo tài khoản',
  'session.logout': 'Đăng xuất',
  'session.language': 'Ngôn ngữ',
  'session.toaster.label': 'Thông báo (Alt+T)',
  'session.toaster.close': 'Đóng thông báo',
  'session.authRequired': 'Yêu cầu đăng nhập: Vui lòng đăng nhập để sử dụng tính năng này.',
  'session.loginRequiredTitle': 'Vui lòng đăng nhập',
  'session.loginRequiredBody': 'Đăng nhập hoặc tạo tài khoản để tiếp tục.',
  'session.checkout.title': 'Thanh toán',
  'session.checkout.description': 'Thanh toán gói dịch vụ Kiểu Studio.',
  'session.checkout.placeholder':
    'Hãy chọn gói trên trang bảng giá; trang thanh toán sẽ sớm mở tại đây.',
  'session.admin.title': 'Trang quản trị',
  'session.admin.description': 'Quản trị Kiểu Studio.',
  'session.admin.verifying': 'Đang xác minh quyền quản trị...',
  'session.admin.deniedTitle': 'Truy cập bị từ chối',
  'session.admin.deniedBody':
    'Bạn không có quyền truy cập trang quản trị. Chỉ quản trị viên được ủy quyền mới có thể truy cập khu vực này.',
  'session.admin.signedInAs': 'Đang đăng nhập: {email}',
  'session.admin.goBack': 'Quay lại',
  'session.admin.contactHint':
    'Nếu bạn cần quyền truy cập, vui lòng liên hệ quản trị viên hệ thống.',
  'session.admin.usersHeading': 'Tài khoản',
  'session.admin.total': 'Tổng số tài khoản',
  'session.admin.verified': 'Đã xác minh',
  'session.admin.unverified': 'Chưa xác minh',
  'session.admin.disabled': 'Đã vô hiệu hóa',
  'session.admin.new7': 'Mới trong 7 ngày qua',
  'session.admin.new30': 'Mới trong 30 ngày qua',
  'session.admin.loadFailed': 'Không tải được số liệu quản trị.',
};
