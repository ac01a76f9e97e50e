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

  'home.hero.before': 'Trước: người mẫu Lan và chiếc váy',
  'home.hero.after': 'Sau: ảnh thử đồ',
  'home.hero.note': 'Ảnh thử đồ thường xong trong dưới {seconds} giây',
  'home.hero.real': 'Ảnh thật do công cụ thử đồ tạo ra từ ảnh mẫu, không chỉnh sửa thêm',
  'home.hero.beforeAlt':
    'Lan, người mẫu trong thư viện mẫu của studio, đứng thẳng trên nền xám nhạt',
  'home.hero.garmentAlt': 'Ảnh sản phẩm: một chiếc váy đỏ trên nền trắng',
  'home.hero.afterAlt': 'Kết quả thử đồ ảo của Kiểu Studio: Lan mặc chiếc váy đỏ',
  // Điều phần đầu trang được nói theo bộ dựng của bản cài đặt này (quyết định 098).
  'home.hero.demoNote': 'Bản demo: ảnh do bộ dựng demo cục bộ tạo',
  'home.hero.demoReal':
    'Studio này thử đồ bằng bộ dựng demo cục bộ: kết quả là hình vẽ đơn giản và mảng màu trang phục, không phải ảnh AI. Đây là ảnh thật do bộ dựng đó tạo ra, không chỉnh sửa thêm.',
  'home.hero.otherEngine':
    'Ảnh minh họa do bộ dựng demo cục bộ tạo. Công cụ thử đồ của studio này chạy bằng mô hình AI trên máy chủ, nên ảnh thật trông khác.',

  'home.benefits.heading': 'Vì sao shop thời trang và salon chọn Kiểu Studio',
  'home.benefits.intro':
    'Bớt buổi chụp hình, thêm sản phẩm bán chạy. Mọi thứ một shop nhỏ cần để trông chuyên nghiệp như thương hiệu lớn.',
  'home.benefits.1.title': 'Bớt những buổi chụp ảnh tốn kém',
  'home.benefits.1.body':
    'Không thuê studio, không trả phí người mẫu, không chụp lại. Chụp sản phẩm một lần trên móc và mặc lên bất kỳ người mẫu nào bạn muốn.',
  'home.benefits.2.title': 'Lên sản phẩm mới trong vài phút',
  'home.benefits.2.body':
    'Bộ ảnh cho cả bộ sưu tập mới sẵn sàng ngay trong buổi chiều, để bạn đăng bán trước đối thủ.',
  'home.benefits.3.title': '{count} người mẫu có sẵn, hoặc người mẫu của bạn',
  'home.benefits.3.body':
    'Bắt đầu với người mẫu có sẵn của studio, tải ảnh người mẫu của bạn lên, hoặc tạo người mẫu theo chiều cao, dáng người, độ tuổi và màu da, để khách hàng nào cũng thấy mình trong đó.',
  'home.benefits.4.title': 'Video ngắn giữ chân người xem',
  'home.benefits.4.body':
    'Biến một tấm ảnh tĩnh thành clip ngắn cho TikTok, Reels và quảng bá livestream mà không cần quay.',

  'home.steps.heading': 'Từ ảnh sản phẩm đến bài đăng hoàn chỉnh trong ba bước',
  'home.steps.intro': 'Xem một tấm ảnh sản phẩm trở thành ảnh người mẫu và video ngắn như thế nào.',
  'home.steps.1': 'Tải lên ảnh sản phẩm hoặc ảnh khách hàng',
  'home.steps.2': 'Chọn người mẫu, kiểu tóc hoặc phong cách để AI xử lý',
  'home.steps.3': 'Tải ảnh hoặc video về và đăng lên gian hàng',
  'home.steps.play': 'Phát video ba bước',
  'home.steps.caption':
    'Video dài 8 giây, không có tiếng, chú thích tiếng Việt và tiếng Anh: 1, tải ảnh sản phẩm lên; 2, chọn trang phục hoặc kiểu tóc; 3, nhận ảnh và video sẵn sàng đăng bán.',

  'home.integrations.heading': 'Kết nối với nơi bạn đang bán hàng',
  'home.integrations.intro':
    'Xuất ảnh đúng kích cỡ cho Shopee, Lazada và TikTok Shop thành tệp ZIP để bạn tự đăng, hoặc nối website của bạn qua API. Chưa có plugin cho các sàn.',
  'home.integrations.inventory.title': 'Ảnh theo mã sản phẩm',
  'home.integrations.inventory.body':
    'Lô ảnh danh mục giữ mã SKU của từng sản phẩm, và tệp ZIP đặt tên mỗi ảnh theo mã đó, kèm bảng kê.',
  'home.integrations.orders.title': 'API và webhook',
  'home.integrations.orders.body':
    'Từ gói Chuyên sâu trở lên, website của bạn gửi ảnh qua API và nhận thông báo qua webhook khi từng kết quả xong.',
  'home.integrations.reporting.title': 'Mức sử dụng',
  'home.integrations.reporting.body':
    'Tín dụng đã dùng và số ảnh đã tạo theo từng khóa API, trên trang quản lý API.',
  'home.integrations.channelsLabel': 'Các sàn có sẵn kích cỡ ảnh xuất',
  'home.integrations.website': 'Website của bạn qua API',

  'home.services.heading': 'Năm công cụ AI cho thời trang và làm đẹp',
  'home.services.intro': 'Mỗi công cụ làm tốt một việc. Dùng riêng lẻ hoặc kết hợp với nhau.',
  'home.services.tryon.body':
    'Ảnh người mẫu cùng ảnh trang phục cho ra tấm ảnh người mẫu mặc trang phục đó thật tự nhiên.',
  'home.services.tryon.link': 'Mở công cụ thử đồ ảo',
  'home.services.body.body':
    'Tạo người mẫu theo chiều cao, cân nặng, độ tuổi, dáng người và màu da, có thể dùng khuôn mặt của bạn.',
  'home.services.body.link': 'Mở công cụ tạo dáng người',
  'home.services.hair.body':
    'Cho khách xem kiểu cắt hoặc màu tóc mới trên chính ảnh chân dung của họ trước khi cắt.',
  'home.services.hair.link': 'Mở công cụ đổi kiểu tóc',
  'home.services.video.body':
    'Thổi hồn vào ảnh tĩnh bằng chuyển động nhẹ nhàng, sẵn sàng cho các nền tảng video ngắn.',
  'home.services.video.link': 'Mở công cụ ảnh thành video',
  'home.services.edit.body':
    'Mô tả thay đổi bằng lời: nền mới, màu mới, ánh sáng đẹp hơn. AI sẽ lo phần còn lại.',
  'home.services.edit.link': 'Mở công cụ chỉnh sửa ảnh',
  'home.services.productToModel.body':
    'Chỉ cần ảnh trải phẳng, trên móc hoặc ma-nơ-canh ẩn: sản phẩm được mặc lên người mẫu của chính bạn, đúng khung hình từng sàn yêu cầu.',
  'home.services.productToModel.link': 'Mở công cụ từ sản phẩm lên người mẫu',
  'home.services.modelSwap.body':
    'Ảnh sản phẩm của nhà cung cấp trên người khác: giữ nguyên trang phục, mặc lên người mẫu của thương hiệu bạn.',
  'home.services.modelSwap.link': 'Mở công cụ đổi người mẫu',

  'home.pricing.heading': 'Gói cước lớn lên cùng cửa hàng của bạn',
  'home.pricing.intro':
    'Bắt đầu miễn phí với 5 tín dụng. Gói trả phí bỏ hình mờ và cộng thêm tín dụng mỗi tháng.',
  'home.pricing.perMonth': 'mỗi tháng',
  'home.pricing.credits': '{credits} tín dụng mỗi tháng',
  'home.pricing.popular': 'Phổ biến nhất',
  'home.pricing.plan.basic.note': 'Cho shop mới, đăng vài sản phẩm mỗi tuần.',
  'home.pricing.plan.pro.note': 'Cho shop đang phát triển, xuất ảnh 4K và có API.',
  'home.pricing.plan.premium.note': 'Cho thương hiệu và đội nhóm có danh mục lớn.',
  'home.pricing.link': 'So sánh cả bảy gói cước',

  'home.testimonials.heading': 'Các shop nhỏ và salon có thể dùng Kiểu Studio thế nào',
  'home.testimonials.illustrative':
    'Ví dụ minh họa: tên, cửa hàng và kết quả là giả định, không phải lời của khách hàng thật.',
  'home.testimonials.1.quote':
    'Trước đây cứ hai tuần chúng tôi lại thuê studio một lần. Giờ chỉ cần chụp quần áo trên móc là có ảnh người mẫu ngay trong ngày. Tỉ lệ chốt đơn trên Shopee tăng rõ rệt.',
  'home.testimonials.1.role': 'Chủ cửa hàng Hà Linh Boutique',
  'home.testimonials.1.city': 'Hà Nội',
  'home.testimonials.2.quote':
    'Khách chọn kiểu tóc mới trên chính ảnh của mình trước khi ngồi vào ghế. Ít bất ngờ hơn, khách vui hơn và lịch nhuộm kín hơn.',
  'home.testimonials.2.role': 'Nhà sáng lập Khoa Hair Salon',
  'home.testimonials.2.city': 'TP. Hồ Chí Minh',
  'home.testimonials.3.quote':
    'Video ngắn từ một tấm ảnh hợp với TikTok Shop vô cùng. Tôi đăng bài mỗi ngày mà không phải quay, lượng người xem livestream tăng đều.',
  'home.testimonials.3.role': 'Nhà sáng tạo nội dung thời trang',
  'home.testimonials.3.city': 'Đà Nẵng',
  'home.testimonials.4.quote':
    'Áo dài của chúng tôi có nhiều kích cỡ. Khách xem áo trên người mẫu nhiều dáng người nên chọn đúng size, hàng đổi trả giảm hẳn.',
  'home.testimonials.4.role': 'Đồng sáng lập Áo Dài Quỳnh',
  'home.testimonials.4.city': 'Huế',

  'home.faq.heading': 'Câu hỏi thường gặp',
  'home.faq.1.q': 'Tôi có cần biết thiết kế hay chụp ảnh không?',
  'home.faq.1.a':
    'Không cần. Tải lên một tấm ảnh rõ nét, chọn người mẫu hoặc phong cách rồi tải kết quả về.',
  'home.faq.2.q': 'Tín dụng được tính như thế nào?',
  'home.faq.2.a':
    'Mỗi lần tạo sẽ dùng tín dụng: một ảnh tốn 1 tín dụng, một video từ 2 tín dụng, tùy độ dài và độ phân giải. Các gói trả phí cộng thêm tín dụng mỗi tháng.',
  'home.faq.3.q': 'Tôi có thể dùng thử miễn phí không?',
  'home.faq.3.a':
    'Có. Mỗi tài khoản mới nhận 5 tín dụng miễn phí. Ảnh xuất từ gói miễn phí có hình mờ nhỏ, gói trả phí sẽ bỏ hình mờ này.',
  'home.faq.4.q': 'Tôi có được dùng ảnh cho mục đích thương mại không?',
  'home.faq.4.a':
    'Có. Ảnh và video tạo bằng gói trả phí được dùng trên cửa hàng, sàn thương mại điện tử, mạng xã hội và quảng cáo.',
  'home.faq.5.q': 'Ảnh sản phẩm của tôi có được bảo mật không?',
  'home.faq.5.a':
    'Ảnh bạn tải lên chỉ dùng để tạo ảnh cho bạn. Chúng tôi không bao giờ chia sẻ hay bán, và bạn có thể xóa bất cứ lúc nào.',
  'home.faq.6.q': 'Có kết nối được với Shopee, Lazada hay website riêng không?',
  'home.faq.6.a':
    'Có hai cách: xuất ảnh đúng kích cỡ cho Shopee, Lazada và TikTok Shop thành tệp ZIP rồi tự đăng, hoặc từ gói Chuyên sâu trở lên, nối website riêng qua API. Chưa có plugin tự đăng ảnh lên sàn.',
  'home.faq.7.q': 'Tôi thanh toán bằng cách nào?',
  'home.faq.7.a':
    'Thanh toán bằng đồng Việt Nam theo cách bạn vẫn dùng: chuyển khoản ngân hàng bằng cách quét mã VietQR, ví MoMo, ví ZaloPay hoặc VNPay; trang thanh toán liệt kê các phương thức đang mở. Theo tháng hoặc theo năm: trả theo năm tiết kiệm 20%, và bạn có thể hủy bất cứ lúc nào.',

  'home.consult.heading': 'Đăng ký tư vấn miễn phí',
  'home.consult.intro':
    'Hãy kể cho chúng tôi về cửa hàng hoặc salon của bạn. Chuyên viên Kiểu Studio sẽ gọi lại trong vòng một ngày làm việc để cho bạn thấy AI có thể làm gì cho sản phẩm của bạn.',
  'home.consult.name': 'Họ và tên',
  'home.consult.phone': 'Số điện thoại',
  'home.consult.email': 'Email (không bắt buộc)',
  'home.consult.businessType': 'Loại hình kinh doanh (không bắt buộc)',
  'home.consult.businessType.none': 'Chọn một mục',
  'home.consult.businessType.fashion_shop': 'Shop thời trang online',
  'home.consult.businessType.brand': 'Thương hiệu thời trang',
  'home.consult.businessType.salon': 'Salon tóc hoặc làm đẹp',
  'home.consult.businessType.creator': 'Nhà sáng tạo nội dung',
  'home.consult.businessType.other': 'Khác',
  'home.consult.message': 'Bạn cần hỗ trợ điều gì? (không bắt buộc)',
  'home.consult.submit': 'Đăng ký tư vấn miễn phí',
  'home.consult.sending': 'Đang gửi yêu cầu…',
  'home.consult.success': 'Cảm ơn bạn! Chúng tôi đã nhận yêu cầu và sẽ sớm gọi lại.',
  'home.consult.networkError':
    'Chưa gửi được yêu cầu. Vui lòng kiểm tra kết nối mạng và thử lại; thông tin bạn nhập vẫn được giữ nguyên.',
  'home.consult.privacy': 'Chúng tôi chỉ dùng thông tin của bạn để liên hệ tư vấn.',
};
