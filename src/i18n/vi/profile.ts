import type { Translation } from '../translation.ts';
import type { enProfile } from '../en/profile.ts';

export const viProfile: Translation<typeof enProfile> = {
  'profile.title': 'Cài đặt hồ sơ',
  'profile.description': 'Tài khoản Kiểu Studio của bạn.',
  'profile.avatar': 'Ảnh đại diện của {name}',
  'profile.details': 'Thông tin tài khoản',
  'profile.name': 'Họ và tên',
  'profile.email': 'Địa chỉ email',
  'profile.memberSince': 'Thành viên từ {date}',
  'profile.save': 'Lưu thay đổi',
  'profile.saved': 'Đã cập nhật hồ sơ',
  'profile.saveFailed': 'Cập nhật thất bại',
  'profile.passwordHeading': 'Đổi mật khẩu',
  'profile.currentPassword': 'Mật khẩu hiện tại',
  'profile.newPassword': 'Mật khẩu mới',
  'profile.confirmPassword': 'Xác nhận mật khẩu mới',
  'profile.changePassword': 'Cập nhật mật khẩu',
  'profile.passwordChanged': 'Đã đổi mật khẩu',
  'profile.passwordFailed': 'Đổi mật khẩu thất bại',
  'profile.noPassword':
    'Tài khoản này đăng nhập bằng Google. Dùng "Quên mật khẩu?" trong cửa sổ đăng nhập để thêm mật khẩu.',
  'profile.tempCredentialsHeading': 'Thông tin đăng nhập được tạo cho bạn',
  'profile.tempCredentialsBody':
    'Email {email}, mật khẩu {password}. Thông tin sẽ bị xóa khỏi thiết bị này lúc {time}.',
  'profile.sessionHeading': 'Phiên đăng nhập',
  'profile.logout': 'Đăng xuất',
};
