import type { Translation } from '../translation.ts';
import type { enAiLabel } from '../en/ai-label.ts';

/** Nhãn AI hiển thị trên ảnh tải xuống (issue 17 điểm 4, quyết định 054). */
export const viAiLabel: Translation<typeof enAiLabel> = {
  'aiLabel.badgeText': 'Ảnh tạo bởi AI',
  'aiLabel.captionText': 'Ảnh được tạo bằng AI – Kiểu Studio',
  'aiLabel.legend': 'Nhãn AI',
  'aiLabel.option.badge': 'Nhãn nhỏ ở góc “Ảnh tạo bởi AI”',
  'aiLabel.option.caption': 'Dòng chú thích dưới ảnh',
  'aiLabel.option.none': 'Không gắn nhãn',
  'aiLabel.captionHint':
    'Với dòng chú thích, ảnh giữ nguyên kích thước và tệp cao thêm một dải {pixels} px bên dưới.',
  'aiLabel.captionHintPlain':
    'Với dòng chú thích, ảnh giữ nguyên kích thước và tệp cao thêm một dải bên dưới.',
  'aiLabel.confirm': 'Tôi xác nhận ảnh này sẽ không được giới thiệu là người thật',
  'aiLabel.confirmNeeded':
    'Vui lòng xác nhận ảnh sẽ không được giới thiệu là người thật, hoặc chọn một loại nhãn',
  'aiLabel.videoNote':
    'Video được tải xuống dưới dạng tệp gốc, không có nhãn hiển thị; thông tin xác thực nội dung trong tệp vẫn ghi rõ video do AI tạo.',
  'aiLabel.settingsHeading': 'Nhãn AI trên ảnh tải xuống',
  'aiLabel.settingsIntro':
    'Luật Trí tuệ nhân tạo của Việt Nam yêu cầu ảnh AI mô phỏng người thật phải được gắn nhãn rõ ràng khi đăng tải. Hãy chọn nhãn cho ảnh bạn tải xuống; hộp thoại tải xuống sẽ bắt đầu với lựa chọn này.',
  'aiLabel.save': 'Lưu lựa chọn nhãn',
  'aiLabel.saved': 'Đã lưu lựa chọn nhãn',
  'aiLabel.saveFailed': 'Không lưu được lựa chọn nhãn',
  'aiLabel.invalid': 'Nhãn phải là nhãn góc, dòng chú thích hoặc không gắn nhãn',
  'aiLabel.invalidConfirmation': 'Xác nhận phải là đúng hoặc sai',
  'aiLabel.confirmRequired':
    'Để tải xuống không gắn nhãn, hãy xác nhận ảnh sẽ không được giới thiệu là người thật',
  'aiLabel.notConfirmed':
    'Tải xuống không gắn nhãn AI cần bạn xác nhận ảnh sẽ không được giới thiệu là người thật. Hãy xác nhận trong hộp thoại tải xuống hoặc trang hồ sơ, hoặc chọn một loại nhãn.',
};
