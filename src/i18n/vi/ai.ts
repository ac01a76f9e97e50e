import type { Translation } from '../translation.ts';
import type { enAi } from '../en/ai.ts';

export const viAi: Translation<typeof enAi> = {
  'ai.missing.virtual-tryon': 'Vui lòng chọn cả người mẫu và trang phục trước khi tạo ảnh',
  'ai.missing.body-generator': 'Vui lòng nhập đầy đủ thông số cơ thể trước khi tạo ảnh',
  'ai.missing.hairstyle-changer': 'Vui lòng chọn cả ảnh và kiểu tóc trước khi tạo ảnh',
  'ai.missing.image-to-video': 'Vui lòng tải lên một ảnh trước khi tạo video',
  'ai.missing.image-editing': 'Vui lòng tải lên một ảnh trước khi chỉnh sửa',
  'ai.missing.product-to-model': 'Vui lòng tải lên ảnh sản phẩm trước khi tạo ảnh',
  'ai.missing.model-swap': 'Vui lòng tải lên ảnh một người đang mặc sản phẩm trước khi tạo ảnh',
  'ai.failed.virtual-tryon': 'Đã xảy ra lỗi trong quá trình xử lý. Vui lòng thử lại sau.',
  'ai.failed.body-generator': 'Đã xảy ra lỗi khi tạo dáng người. Vui lòng thử lại sau.',
  'ai.failed.hairstyle-changer': 'Đã xảy ra lỗi khi tạo kiểu tóc. Vui lòng thử lại sau.',
  'ai.failed.image-to-video': 'Đã xảy ra lỗi trong quá trình xử lý. Vui lòng thử lại sau.',
  'ai.failed.image-editing': 'Đã xảy ra lỗi trong quá trình xử lý. Vui lòng thử lại sau.',
  'ai.failed.product-to-model': 'Đã xảy ra lỗi trong quá trình xử lý. Vui lòng thử lại sau.',
  'ai.failed.model-swap': 'Đã xảy ra lỗi trong quá trình xử lý. Vui lòng thử lại sau.',
  'ai.inputNotFound': 'Ảnh đã chọn không còn trong thư viện của bạn. Vui lòng chọn lại.',
  'ai.inputNotImage': 'Không thể dùng video ở đây. Vui lòng chọn ảnh JPEG, PNG hoặc WebP.',
  'ai.inputConsentMissing':
    'Chưa có sự đồng ý của người trong ảnh đã chọn. Vui lòng tải ảnh lên lại dưới dạng ảnh có người và xác nhận sự đồng ý.',
  'ai.maskInvalid': 'Không đọc được vùng tóc đã tô. Vui lòng tô lại.',
  'ai.maskTooLarge': 'Vùng tóc đã tô quá lớn. Tối đa {maxMegapixels} megapixel.',
  'ai.idempotencyKeyInvalid': 'Tiêu đề Idempotency-Key phải có từ 1 đến 100 ký tự hiển thị.',
  'ai.idempotencyKeyReused':
    'Idempotency-Key này đã được dùng cho một yêu cầu khác. Hãy dùng khóa mới cho yêu cầu mới.',
  'ai.tooManyStudioJobs':
    'Bạn đang có {max} lượt tạo chưa xong. Hãy chờ một lượt hoàn tất rồi tạo tiếp.',
  'ai.tooManyConcurrentJobs':
    'Bạn đang có {max} tác vụ API chưa xong. Hãy chờ một tác vụ hoàn tất rồi gửi lại.',
  // Sử dụng hợp lý của gói Enterprise (quyết định 067)
  'ai.fairUseBudgetReached':
    'Tài khoản của bạn đã dùng hết ngân sách sử dụng hợp lý {budget} chi phí máy tạo ảnh của tháng này, nên chưa tạo và chưa trừ gì. Bạn có thể tạo tiếp từ ngày {date}; muốn nâng ngân sách, hãy liên hệ với chúng tôi.',
  // Tùy chọn mà mô hình được cấu hình không dùng được (quyết định 060)
  'ai.optionNotSupported':
    'Mô hình được cấu hình cho công cụ này không dùng được {option}, nên chưa tạo ảnh và không trừ tín dụng. Hãy bỏ tùy chọn này, hoặc nhờ quản trị viên cấu hình một mô hình hỗ trợ nó.',
  'ai.option.face': 'ảnh khuôn mặt',
  'ai.option.mask': 'vùng tóc đã tô',
  'ai.option.mode': 'chế độ thử đồ',
  'ai.option.garmentPhotoType': 'loại ảnh trang phục',
  'ai.option.seed': 'giá trị hạt giống (seed) cố định',
  'ai.option.numSamples': 'nhiều hơn một ảnh mẫu',
  'ai.option.background': 'nền là một khung cảnh tự mô tả',
};
