import type { Translation } from '../translation.ts';
import type { enDevTools } from '../en/dev-tools.ts';

export const viDevTools: Translation<typeof enDevTools> = {
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
