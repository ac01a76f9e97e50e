import type { Translation } from '../translation.ts';
import type { enHelp } from '../en/help.ts';

export const viHelp: Translation<typeof enHelp> = {
  'help.title': 'Trợ giúp',
  'help.description': 'Cách Kiểu Studio hoạt động: tín dụng, công cụ, tải lên, phím tắt và hỗ trợ.',
  'help.heading': 'Trợ giúp',
  'help.intro': 'Giải đáp những câu hỏi thường gặp khi bạn bắt đầu dùng studio.',
  'help.tour': 'Xem hướng dẫn trang này',
  'help.contents': 'Trên trang này',

  'help.credits.heading': 'Cách tính tín dụng',
  'help.credits.body':
    'Mỗi lần tạo ảnh dùng tín dụng trong số dư của bạn. Gói miễn phí có 5 tín dụng và ảnh xuất có hình mờ. Tín dụng chưa dùng được cộng dồn tối đa 12 tháng.',
  'help.credits.caption': 'Tín dụng cho mỗi lần tạo',
  'help.credits.tool': 'Công cụ',
  'help.credits.cost': 'Tín dụng',
  'help.credits.costValue': '{count} tín dụng',
  'help.credits.costOne': '1 tín dụng',
  'help.credits.plans': 'Xem các gói và bảng giá',

  'help.tools.heading': 'Cách dùng từng công cụ',
  'help.tools.intro':
    'Mỗi công cụ gồm các bước: hãy làm lần lượt từng bước. Các công cụ cần máy tính (rộng từ 1024 px, khuyến nghị) hoặc máy tính bảng (rộng từ 768 px). Mọi kết quả được lưu vào lịch sử, nơi bạn có thể tải xuống, chia sẻ, tạo lại hoặc xóa.',
  'help.tools.open': 'Mở công cụ {tool}',
  'help.tools.tryOn.1':
    'Chọn người mẫu trong Thư viện tài nguyên hoặc Người mẫu có sẵn, hoặc tải lên ảnh toàn thân, tư thế tự nhiên.',
  'help.tools.tryOn.2': 'Chọn trang phục: Tất cả, Váy đầm, Áo, Quần, chân váy hoặc Áo khoác.',
  'help.tools.tryOn.3': 'Tạo ảnh. Mỗi kết quả mất khoảng 30 đến 45 giây.',
  'help.tools.body.1':
    'Nhập thông số cơ thể: giới tính, chiều cao, cân nặng, tuổi, màu da và dáng người.',
  'help.tools.body.2': 'Tải lên ảnh khuôn mặt nếu muốn; không bắt buộc.',
  'help.tools.body.3': 'Tạo ảnh và xem kết quả.',
  'help.tools.hair.1': 'Tải lên ảnh chân dung nhìn thẳng.',
  'help.tools.hair.2': 'Chọn kiểu tóc nữ hoặc nam: Tất cả, Ngắn, Ngang vai, Dài, Xoăn hoặc Búi.',
  'help.tools.hair.3': 'Tùy chỉnh màu tóc, thêm mô tả hoặc tô vùng chọn, rồi tạo ảnh.',
  'help.tools.video.1': 'Tải lên một ảnh.',
  'help.tools.video.2':
    'Chọn chuyển động (nhẹ, tự nhiên hoặc mạnh), khung video (theo ảnh gốc, 9:16, 1:1 hoặc 16:9), độ dài (5, 8 hoặc 10 giây, tùy mô hình đã chọn) và độ phân giải (480p hoặc 1080p).',
  'help.tools.video.3': 'Tạo video và xem kết quả.',
  'help.tools.editing.1': 'Tải lên một ảnh.',
  'help.tools.editing.2': 'Mô tả chỉnh sửa hoặc chọn mẫu có sẵn như xóa phông hay chỉnh ánh sáng.',
  'help.tools.editing.3': 'Tạo ảnh và so sánh kết quả.',
  'help.tools.productToModel.1':
    'Tải lên ảnh sản phẩm: trải phẳng, trên móc, trên ma-nơ-canh ẩn hoặc đang được mặc.',
  'help.tools.productToModel.2':
    'Chọn người mẫu của bạn, người mẫu có sẵn hoặc một người mẫu phù hợp, rồi chọn khung hình.',
  'help.tools.productToModel.3': 'Tạo ảnh, rồi xem báo cáo độ trung thực trước khi đăng bán.',
  'help.tools.modelSwap.1': 'Tải lên ảnh một người đang mặc sản phẩm.',
  'help.tools.modelSwap.2': 'Chọn người mẫu của bạn hoặc người mẫu có sẵn.',
  'help.tools.modelSwap.3': 'Tạo ảnh: trang phục giữ nguyên, trên người mẫu mới.',

  'help.uploads.heading': 'Quy định tải lên',
  'help.uploads.formats': 'Định dạng: JPEG, PNG hoặc WebP.',
  'help.uploads.size': 'Dung lượng: tối đa 10MB mỗi tệp.',
  'help.uploads.model': 'Người mẫu thử đồ: ảnh toàn thân, tư thế tự nhiên cho kết quả tốt nhất.',
  'help.uploads.portrait': 'Kiểu tóc: ảnh chân dung nhìn thẳng cho kết quả tốt nhất.',

  'help.shortcuts.heading': 'Phím tắt trong phần hướng dẫn',
  'help.shortcuts.intro': 'Phần hướng dẫn làm nổi bật từng phần của trang. Khi hướng dẫn đang mở:',
  'help.shortcuts.caption': 'Phím tắt của phần hướng dẫn',
  'help.shortcuts.key': 'Phím',
  'help.shortcuts.action': 'Tác dụng',
  'help.shortcuts.left': 'Mũi tên trái',
  'help.shortcuts.leftAction': 'Bước trước',
  'help.shortcuts.right': 'Mũi tên phải, Enter hoặc phím cách',
  'help.shortcuts.rightAction': 'Bước tiếp theo',
  'help.shortcuts.esc': 'Phím Esc',
  'help.shortcuts.escAction': 'Thoát hướng dẫn',
  'help.shortcuts.tab': 'Phím Tab',
  'help.shortcuts.tabAction': 'Chuyển giữa các nút của hướng dẫn',

  'help.support.heading': 'Liên hệ hỗ trợ',
  'help.support.body':
    'Chưa tìm thấy câu trả lời? Hãy gửi tin nhắn cho chúng tôi từ trang liên hệ. Bộ phận hỗ trợ phản hồi trong vòng 24 giờ.',
  'help.support.link': 'Liên hệ hỗ trợ',
};
