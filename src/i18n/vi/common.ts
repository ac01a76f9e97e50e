import type { Translation } from '../translation.ts';
import type { enCommon } from '../en/common.ts';

export const viCommon: Translation<typeof enCommon> = {
  'site.name': 'Kiểu Studio',
  'site.description':
    'Studio ảnh thời trang và làm đẹp bằng AI cho nhà bán hàng, salon và nhà sáng tạo nội dung Việt Nam.',
  'a11y.skipToContent': 'Bỏ qua, đến nội dung chính',
  'nav.label': 'Điều hướng chính',
  'nav.home': 'Trang chủ',
  'nav.about': 'Giới thiệu',
  'nav.services': 'Dịch vụ',
  'nav.pricing': 'Bảng giá',
  'nav.contact': 'Liên hệ',
  'nav.blog': 'Blog',
  'nav.menu': 'Trình đơn',
  'nav.goApp': 'Vào ứng dụng',
  'nav.account': 'Menu tài khoản',
  'nav.dashboard': 'Bảng điều khiển',
  'nav.profile': 'Hồ sơ',
  'nav.logout': 'Đăng xuất',
  'footer.label': 'Pháp lý và công ty',
  'footer.privacy': 'Chính sách bảo mật',
  'footer.terms': 'Điều khoản dịch vụ',
  'footer.shipping': 'Chính sách giao hàng',
  'footer.warranty': 'Chính sách bảo hành',
  'footer.contact': 'Liên hệ',
  'footer.about': 'Về chúng tôi',
  'footer.copyright': '© {year} Kiểu Studio. Bảo lưu mọi quyền.',
  'notFound.title': 'Không tìm thấy trang',
  'notFound.heading': 'Chúng tôi không tìm thấy trang này',
  'notFound.body': 'Đường dẫn có thể bị hỏng hoặc trang đã được chuyển đi.',
  'notFound.home': 'Về trang chủ',
};
