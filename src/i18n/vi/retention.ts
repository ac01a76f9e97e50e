import type { Translation } from '../translation.ts';
import type { enRetention, enRetentionMail } from '../en/retention.ts';

/** Thời gian lưu kết quả và tệp tải lên, trên màn hình và trong thư báo trước (quyết định 058). */
export const viRetention: Translation<typeof enRetention> = {
  'retention.history':
    'Gói của bạn lưu kết quả trong {days} ngày, sau đó kết quả sẽ bị xóa. Chúng tôi gửi thư báo trước một tuần.',
  'retention.assets':
    'Gói của bạn lưu tệp tải lên trong {days} ngày, sau đó tệp sẽ bị xóa. Chúng tôi gửi thư báo trước một tuần.',
};

/** Thư gửi bảy ngày trước khi xóa (quyết định 058); chỉ dùng trên máy chủ. */
export const viRetentionMail: Translation<typeof enRetentionMail> = {
  'retention.mail.subject': 'Một số tệp Kiểu Studio của bạn sẽ bị xóa vào ngày {date}',
  'retention.mail.intro':
    'Xin chào {name}, gói của bạn lưu kết quả và tệp tải lên trong {days} ngày. Các tệp dưới đây đã đến hạn và sẽ bị xóa vào ngày {date}.',
  'retention.mail.results': 'Kết quả ({count})',
  'retention.mail.uploads': 'Tệp tải lên ({count})',
  'retention.mail.result': '{tool}, tạo ngày {date}',
  'retention.mail.upload': '{name}, tải lên ngày {date}',
  'retention.mail.more': 'và {count} tệp khác',
  'retention.mail.keep':
    'Để giữ một tệp, hãy tải tệp về trước ngày đó từ lịch sử hoặc thư viện của bạn. Gói cao hơn lưu tệp lâu hơn.',
  'retention.mail.history': 'Mở lịch sử',
  'retention.mail.assets': 'Mở thư viện',
};
