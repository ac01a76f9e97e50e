import type { Translation } from '../translation.ts';
import type { enAbout } from '../en/about.ts';

export const viAbout: Translation<typeof enAbout> = {
  'about.title': 'Giới thiệu Kiểu Studio: đội ngũ đứng sau ảnh thời trang AI cho người Việt',
  'about.description':
    'Vì sao chúng tôi xây dựng Kiểu Studio, điều chúng tôi tin tưởng, những con người tạo nên sản phẩm và lộ trình năm 2026, 2027.',
  'about.eyebrow': 'Về chúng tôi',
  'about.heading': 'Chúng tôi giúp doanh nghiệp nhỏ Việt Nam tỏa sáng trên mạng',
  'about.intro':
    'Kiểu Studio là studio ảnh AI do người Việt làm ra, dành cho nhà bán hàng thời trang, salon và nhà sáng tạo nội dung.',
  'about.story.heading': 'Câu chuyện của chúng tôi',
  'about.story.1':
    'Kiểu Studio ra đời năm 2024 từ một cửa hàng quần áo nhỏ ở Hà Nội. Mỗi bộ sưu tập mới là một cuối tuần thuê studio, đặt lịch người mẫu và chỉnh ảnh đến khuya, vậy mà cửa hàng vẫn mất khách vào tay các thương hiệu lớn có ảnh đẹp hơn.',
  'about.story.2':
    'Chúng tôi là kỹ sư, nhiếp ảnh gia và chủ cửa hàng tin rằng phải có cách tốt hơn. Giờ đây công cụ AI của chúng tôi mặc trang phục lên người mẫu ảo, thử kiểu tóc trên chính khách hàng và biến ảnh thành video ngắn, để một cửa hàng chỉ có một người cũng ra mắt được bộ sưu tập trong một buổi chiều.',
  'about.mission.heading': 'Sứ mệnh',
  'about.mission.body':
    'Mang đến cho mọi doanh nghiệp thời trang và làm đẹp ở Việt Nam, dù nhỏ đến đâu, hình ảnh sản phẩm đẹp như những thương hiệu lớn nhất, với mức giá hợp lý.',
  'about.mission.1.title': 'Làm cho người Việt',
  'about.mission.1.body':
    'Tiếng Việt là trên hết, giá tính bằng đồng, và người mẫu giống chính những khách hàng của bạn.',
  'about.mission.2.title': 'Minh bạch và riêng tư',
  'about.mission.2.body':
    'Ảnh của bạn là của bạn. Chúng tôi không bán, cũng không dùng để huấn luyện AI khi chưa có sự đồng ý của bạn.',
  'about.mission.3.title': 'Đơn giản có chủ đích',
  'about.mission.3.body': 'Nếu một công cụ cần sách hướng dẫn, nghĩa là chúng tôi chưa làm xong.',
  'about.team.heading': 'Đội ngũ của chúng tôi',
  'about.team.1.role': 'Đồng sáng lập, Giám đốc điều hành',
  'about.team.1.bio': 'Sáu năm kinh doanh thời trang online trước khi sáng lập Kiểu Studio.',
  'about.team.2.role': 'Đồng sáng lập, Giám đốc công nghệ',
  'about.team.2.bio': 'Dẫn dắt nghiên cứu AI, từ thử đồ ảo đến chuyển ảnh thành video.',
  'about.team.3.role': 'Trưởng nhóm thiết kế',
  'about.team.3.bio': 'Nhiếp ảnh gia thời trang, bảo đảm mọi kết quả đều chân thực.',
  'about.team.4.role': 'Trưởng nhóm đối tác',
  'about.team.4.bio': 'Kết nối Kiểu Studio với các sàn, nền tảng bán hàng và salon.',
  'about.team.5.role': 'Trưởng nhóm chăm sóc khách hàng',
  'about.team.5.bio': 'Đồng hành cùng mỗi cửa hàng, salon mới tạo một trăm tấm ảnh đầu tiên.',
  'about.roadmap.heading': 'Lộ trình 2026–2027',
  'about.roadmap.intro':
    'Những gì chúng tôi sắp xây dựng. Kế hoạch có thể thay đổi khi chúng tôi lắng nghe bạn.',
  'about.roadmap.1.when': 'Quý 1 năm 2026',
  'about.roadmap.1.what': 'Thử đồ hàng loạt: mặc cả bộ sưu tập lên một người mẫu trong một lần.',
  'about.roadmap.2.when': 'Quý 2 năm 2026',
  'about.roadmap.2.what': 'Plugin cài sẵn cho cửa hàng Haravan và Sapo.',
  'about.roadmap.3.when': 'Quý 3 năm 2026',
  'about.roadmap.3.what': 'Video dài hơn có nhạc nền, đúng khổ cho TikTok Shop và Reels.',
  'about.roadmap.4.when': 'Quý 4 năm 2026',
  'about.roadmap.4.what':
    'Không gian làm việc nhóm với người mẫu thương hiệu dùng chung và khâu duyệt ảnh.',
  'about.roadmap.5.when': 'Quý 1 năm 2027',
  'about.roadmap.5.what': 'Ứng dụng di động để salon cho khách xem kiểu tóc mới ngay tại ghế.',
  'about.roadmap.6.when': 'Quý 2 năm 2027',
  'about.roadmap.6.what': 'Báo cáo bán hàng gắn mỗi tấm ảnh với những đơn hàng nó mang về.',
  'about.roadmap.7.when': 'Quý 3 năm 2027',
  'about.roadmap.7.what': 'Thử đồ ảo cho giày, túi xách và trang sức.',
  'about.roadmap.8.when': 'Quý 4 năm 2027',
  'about.roadmap.8.what': 'Mở rộng đến các cửa hàng khắp Đông Nam Á.',
  'about.cta.heading': 'Bạn muốn xem Kiểu Studio làm được gì cho mình?',
  'about.cta.body':
    'Bắt đầu miễn phí với 5 tín dụng, hoặc trò chuyện với đội ngũ của chúng tôi trước.',
  'about.cta.start': 'Dùng thử miễn phí trong studio',
  'about.cta.contact': 'Liên hệ đội ngũ',
};
