import type { Translation } from '../translation.ts';
import type { enAccountExport } from '../en/account-export.ts';

/** "Tải dữ liệu của tôi" trên /profile và thư báo (issue 26 điểm 2, quyết định 055). */
export const viAccountExport: Translation<typeof enAccountExport> = {
  'accountExport.heading': 'Tải dữ liệu của tôi',
  'accountExport.intro':
    'Nhận một tệp ZIP gồm hồ sơ, gói dịch vụ, thanh toán, lịch sử tín dụng, tên và thiết lập của token API, các lượt tạo ảnh cùng thiết lập, thư viện tài nguyên và mọi ảnh, video mà tài khoản còn lưu. Chúng tôi sẽ gửi đường dẫn qua email khi tệp sẵn sàng.',
  'accountExport.start': 'Chuẩn bị dữ liệu của tôi',
  'accountExport.starting': 'Đang bắt đầu…',
  'accountExport.queued': 'Yêu cầu xuất dữ liệu đang chờ bắt đầu.',
  'accountExport.running': 'Đang chuẩn bị dữ liệu: đã xong {percent}.',
  'accountExport.progressLabel': 'Tiến độ xuất dữ liệu',
  'accountExport.ready': 'Dữ liệu của bạn đã sẵn sàng.',
  'accountExport.download': 'Tải dữ liệu của tôi (ZIP, {size})',
  'accountExport.expires': 'Đường dẫn có hiệu lực đến {date}.',
  'accountExport.again': 'Chuẩn bị bản xuất mới',
  'accountExport.failed': 'Không thể chuẩn bị bản xuất dữ liệu. Vui lòng thử lại.',
  'accountExport.expired': 'Bản xuất gần nhất đã hết hạn. Hãy chuẩn bị bản mới để tải dữ liệu.',
  'accountExport.startFailed': 'Không thể bắt đầu xuất dữ liệu',
  'accountExport.schemaNote': 'Tệp account.json trong ZIP tuân theo một JSON Schema được công bố.',
  'accountExport.schemaLink': 'Xem lược đồ',
  'accountExport.mail.subject': 'Dữ liệu Kiểu Studio của bạn đã sẵn sàng để tải',
  'accountExport.mail.intro':
    'Xin chào {name}, tệp ZIP chứa dữ liệu Kiểu Studio của bạn đã sẵn sàng. Đường dẫn dưới đây có hiệu lực đến {date}; sau đó tệp sẽ bị xóa và bạn có thể chuẩn bị bản mới từ trang hồ sơ.',
  'accountExport.mail.link': 'Tải dữ liệu của tôi',
};
