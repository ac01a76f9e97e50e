import type { Translation } from '../translation.ts';
import type { enHome } from '../en/home.ts';

export const viHome: Translation<typeof enHome> = {
  'home.title': 'Kiểu Studio: ảnh thời trang AI cho nhà bán hàng online',
  'home.description':
    'Mặc thử quần áo lên người mẫu ảo, đổi kiểu tóc và biến ảnh sản phẩm thành video ngắn chỉ trong vài phút, không cần buổi chụp hình.',
  'home.eyebrow': 'Studio AI cho thời trang và làm đẹp',
  'home.heading': 'Ảnh sản phẩm bán chạy, không cần buổi chụp hình',
  'home.subheading':
    'Mặc thử trang phục lên người mẫu ảo, thử kiểu tóc mới và biến ảnh tĩnh thành video ngắn, sẵn sàng đăng bán trong vài phút. Bắt đầu miễn phí với 5 tín dụng.',
  'home.cta': 'Mở studio',
  'home.secondaryCta': 'Xem bảng giá',
};
