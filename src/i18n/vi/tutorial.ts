import type { Translation } from '../translation.ts';
import type { enTutorial } from '../en/tutorial.ts';

export const viTutorial: Translation<typeof enTutorial> = {
  'tutorial.progress': 'Bước {current} trên {total}',
  'tutorial.previous': 'Quay lại',
  'tutorial.next': 'Tiếp theo',
  'tutorial.finish': 'Hoàn tất',
  'tutorial.skip': 'Bỏ qua',
  'tutorial.countdown': 'Tự chuyển sau {seconds} giây',
  'tutorial.waiting': 'Đang tìm phần tiếp theo của trang...',
  'tutorial.keys': 'Phím mũi tên trái và phải để chuyển bước, Esc để thoát.',
  'tutorial.warning.targetNotFound':
    'Không tìm thấy phần tử của bước hướng dẫn, chuyển sang bước tiếp',
  'tutorial.warning.alreadyActive': 'Một phần hướng dẫn đang chạy',
  'tutorial.completed': 'Đã xong phần hướng dẫn',

  'tutorial.tryOn.welcome.title': 'Chào mừng đến với Thử đồ ảo',
  'tutorial.tryOn.welcome.content':
    'Phần hướng dẫn ngắn này chỉ bạn cách mặc trang phục cho người mẫu. Dùng phím mũi tên hoặc các nút để di chuyển; nhấn Esc để đóng.',
  'tutorial.tryOn.stepper.title': 'Ba bước',
  'tutorial.tryOn.stepper.content':
    'Chọn người mẫu, chọn trang phục, rồi tạo ảnh. Thanh bước cho biết bạn đang ở đâu; chỉ chọn được trang phục sau khi đã chọn người mẫu.',
  'tutorial.tryOn.modelTab.title': 'Chọn người mẫu',
  'tutorial.tryOn.modelTab.content':
    'Chọn một ảnh trong Thư viện tài nguyên hoặc trong Người mẫu có sẵn.',
  'tutorial.tryOn.uploadModel.title': 'Tải lên người mẫu của bạn',
  'tutorial.tryOn.uploadModel.content':
    'Tải lên ảnh toàn thân, tư thế tự nhiên: JPEG, PNG hoặc WebP, tối đa 10MB.',
  'tutorial.tryOn.continue.title': 'Tiếp tục',
  'tutorial.tryOn.continue.content':
    'Khi đã chọn người mẫu, hãy tiếp tục sang bước chọn trang phục.',
  'tutorial.tryOn.garmentTab.title': 'Chọn trang phục',
  'tutorial.tryOn.garmentTab.content':
    'Chọn trang phục trong thư viện hoặc tải lên; lọc theo Tất cả, Váy đầm, Áo, Quần, chân váy, Áo khoác.',
  'tutorial.tryOn.generate.title': 'Tạo ảnh',
  'tutorial.tryOn.generate.content': 'Tạo ảnh thử đồ. Mỗi lần thử đồ dùng 1 tín dụng.',
  'tutorial.tryOn.preview.title': 'Xem trước',
  'tutorial.tryOn.preview.content':
    'Người mẫu và trang phục hiện ở đây, sau đó là kết quả, sẵn sàng mở trong thẻ mới hoặc tải xuống.',
  'tutorial.tryOn.history.title': 'Lịch sử thử đồ',
  'tutorial.tryOn.history.content':
    'Mọi kết quả đều được lưu trong lịch sử thử đồ. Mỗi kết quả mất khoảng 30 đến 45 giây.',
  'tutorial.tryOn.complete.title': 'Bạn đã sẵn sàng',
  'tutorial.tryOn.complete.content':
    'Hãy chọn người mẫu để bắt đầu. Kết quả sẽ có sau khoảng 30 đến 45 giây.',

  'tutorial.help.credits.title': 'Tín dụng',
  'tutorial.help.credits.content':
    'Mỗi lần tạo ảnh dùng tín dụng. Bảng này cho biết chi phí của từng công cụ.',
  'tutorial.help.tools.title': 'Cách dùng từng công cụ',
  'tutorial.help.tools.content': 'Hướng dẫn ngắn cho năm công cụ của studio.',
  'tutorial.help.uploads.title': 'Quy định tải lên',
  'tutorial.help.uploads.content': 'Các tệp studio chấp nhận và loại ảnh cho kết quả tốt nhất.',
  'tutorial.help.shortcuts.title': 'Phím tắt',
  'tutorial.help.shortcuts.content':
    'Di chuyển trong mọi phần hướng dẫn bằng bàn phím. Bước này sẽ tự chuyển tiếp.',
  'tutorial.help.support.title': 'Cần thêm trợ giúp?',
  'tutorial.help.support.content':
    'Gửi tin nhắn cho chúng tôi từ trang liên hệ; bộ phận hỗ trợ phản hồi trong vòng 24 giờ.',
  // First steps (issue 40): the dashboard's tour for a new account
  'tutorial.dashboard.welcome.title': 'Chào mừng đến với studio của bạn',
  'tutorial.dashboard.welcome.content':
    'Phần hướng dẫn ngắn này chỉ cho bạn chỗ xem tín dụng và các công cụ. Dùng phím mũi tên hoặc các nút để di chuyển; Esc để đóng.',
  'tutorial.dashboard.credits.title': 'Tín dụng và gói của bạn',
  'tutorial.dashboard.credits.content':
    'Mỗi ảnh dùng 1 tín dụng, mỗi video từ 2 tín dụng. Gói miễn phí bắt đầu với 5 tín dụng; bạn có thể mua thêm bất cứ lúc nào.',
  'tutorial.dashboard.tools.title': 'Các công cụ của bạn',
  'tutorial.dashboard.tools.content':
    'Mở công cụ tại đây: thử đồ ảo, tạo người mẫu, đổi kiểu tóc, ảnh thành video và chỉnh sửa ảnh.',
  'tutorial.dashboard.complete.title': 'Sẵn sàng thử đồ lần đầu',
  'tutorial.dashboard.complete.content':
    'Mở Thử đồ ảo kèm hướng dẫn từ mục "Bắt đầu": từng bước đưa bạn tới kết quả đầu tiên.',
};
