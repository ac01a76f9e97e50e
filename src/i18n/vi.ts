import type { Dictionary } from './en.ts';

/** Vietnamese strings, the default language; the type makes a missing key fail the type check. */
export const vi: Dictionary = {
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

  'footer.label': 'Pháp lý và công ty',
  'footer.privacy': 'Chính sách bảo mật',
  'footer.terms': 'Điều khoản dịch vụ',
  'footer.shipping': 'Chính sách giao hàng',
  'footer.warranty': 'Chính sách bảo hành',
  'footer.contact': 'Liên hệ',
  'footer.about': 'Về chúng tôi',
  'footer.copyright': '© {year} Kiểu Studio. Bảo lưu mọi quyền.',

  'home.title': 'Kiểu Studio: ảnh thời trang AI cho nhà bán hàng online',
  'home.description':
    'Mặc thử quần áo lên người mẫu ảo, đổi kiểu tóc và biến ảnh sản phẩm thành video ngắn chỉ trong vài phút, không cần buổi chụp hình.',
  'home.eyebrow': 'Studio AI cho thời trang và làm đẹp',
  'home.heading': 'Ảnh sản phẩm bán chạy, không cần buổi chụp hình',
  'home.subheading':
    'Mặc thử trang phục lên người mẫu ảo, thử kiểu tóc mới và biến ảnh tĩnh thành video ngắn, sẵn sàng đăng bán trong vài phút. Bắt đầu miễn phí với 5 tín dụng.',
  'home.cta': 'Mở studio',
  'home.secondaryCta': 'Xem bảng giá',

  'notFound.title': 'Không tìm thấy trang',
  'notFound.heading': 'Chúng tôi không tìm thấy trang này',
  'notFound.body': 'Đường dẫn có thể bị hỏng hoặc trang đã được chuyển đi.',
  'notFound.home': 'Về trang chủ',

  'devTools.title': 'Công cụ nhà phát triển',
  'devTools.description': 'Công cụ hỗ trợ phát triển: hộp thư đi và các dịch vụ đã cấu hình.',
  'devTools.heading': 'Công cụ nhà phát triển',
  'devTools.intro':
    'Các email mà API lẽ ra đã gửi được lưu trong hộp thư đi dành cho môi trường phát triển và hiển thị tại đây.',
  'devTools.config': 'Cấu hình',
  'devTools.apiUrl': 'Địa chỉ API',
  'devTools.emulatorUrl': 'Trình giả lập Firebase Auth',
  'devTools.notSet': 'chưa đặt',
  'devTools.outbox': 'Hộp thư đi',
  'devTools.refresh': 'Làm mới',
  'devTools.loading': 'Đang tải thư…',
  'devTools.empty': 'Hộp thư đi đang trống. Email do API gửi sẽ xuất hiện tại đây.',
  'devTools.off': 'Hộp thư đi đang tắt trên API này: API gửi email thật thay vì lưu lại tại đây.',
  'devTools.unreachable':
    'Không kết nối được tới API tại {url}. Hãy chạy npm start rồi bấm Làm mới.',
  'devTools.failed': 'API trả về phản hồi không mong đợi ({status}).',
  'devTools.disabled': 'Công cụ nhà phát triển đã bị tắt trong bản dựng này.',
  'devTools.count': '{count} thư, mới nhất trước',
  'devTools.to': 'Người nhận',
  'devTools.sentAt': 'Thời gian gửi',
};
