import type { Translation } from '../translation.ts';
import type { enPublicApi } from '../en/public-api.ts';

export const viPublicApi: Translation<typeof enPublicApi> = {
  'publicApi.errors.serviceNotPermitted':
    'API token này không có quyền dùng {service}. Hãy thêm dịch vụ này cho token trong mục Quản lý API.',
  'publicApi.errors.unsupportedVersion':
    'Kieu-Version {version} không phải một phiên bản của API này. Hãy gửi một trong {versions}, hoặc bỏ header để dùng phiên bản của token.',
  'publicApi.errors.unsupportedPublicVersion':
    'Kieu-Version {version} không phải một phiên bản của API này. Hãy gửi một trong {versions}, hoặc bỏ header để dùng phiên bản mới nhất.',
  'publicApi.errors.unsupportedDocumentVersion':
    '{version} không phải một phiên bản của API này. Hãy xin tài liệu của một trong {versions}, hoặc bỏ version để lấy phiên bản mới nhất.',
  'publicApi.errors.rateLimitExceeded':
    'Đã chạm giới hạn: token này được gửi {limit} yêu cầu mỗi phút. Hãy thử lại sau {seconds} giây.',
  'publicApi.errors.jobAlreadyFinished':
    'Công việc này đã kết thúc ({status}): chỉ có thể hủy công việc đang chờ hoặc đang xử lý.',
  'publicApi.errors.methodNotAllowed':
    '{path} không nhận phương thức {method}; chỉ nhận {allowed}.',
  'publicApi.cancelAfterInvalid':
    'Cancel-After phải là một khoảng thời gian từ {min} giây đến {maxHours} giờ: số giây nguyên (90), hoặc số nguyên kèm s, m hoặc h (30s, 5m, 2h).',
  'publicApi.invalidUploadId': 'Mỗi ảnh đầu vào phải là id của một tệp đã tải lên.',
  'publicApi.inputsRequired':
    'inputs phải là một đối tượng ghi id tệp đã tải lên của từng ảnh đầu vào theo vai trò của nó.',
  'publicApi.inputRequired': 'Thiếu {field}: id của một tệp đã tải lên.',
  'publicApi.paramRequired': 'Thiếu tham số {field}.',
  'publicApi.inputNotFound':
    '{field} không phải id của một tệp đã tải lên trong tài khoản này; có thể tệp đã bị xóa.',
  'publicApi.inputNotImage': '{field} là một video; đầu vào này cần ảnh JPEG, PNG hoặc WebP.',
  'publicApi.inputConsentMissing':
    '{field} chưa có bản ghi sự đồng ý của người trong ảnh: hãy tải ảnh lên kèm consent (subject hoặc self), hoặc gửi ảnh bằng URL hay data URI kèm consent.',
  'publicApi.maskInvalid':
    'mask phải là ảnh PNG dạng data URL: màu trắng ở phần tóc cần đổi, màu đen ở phần còn lại.',
  'publicApi.maskTooLarge': 'mask vượt quá {maxMegapixels} megapixel.',
  'publicApi.invalidService':
    'Dịch vụ phải là virtual-tryon, body-generator, hairstyle-changer, image-to-video hoặc image-editing.',
  'publicApi.invalidStatus':
    'Trạng thái phải là queued, processing, succeeded, failed hoặc cancelled.',
  'publicApi.invalidLimit': 'Số mục mỗi trang phải là số nguyên từ 1 đến 100.',
  'publicApi.invalidCursor': 'Con trỏ trang không hợp lệ.',
  'publicApi.invalidKind': 'Loại ảnh phải là model, garment, face, hair hoặc image.',
  'publicApi.invalidBody': 'Nội dung yêu cầu không đúng với thao tác này.',
  'publicApi.webhookTestUrlRequired':
    'Cần có webhook_url: token này chưa có công việc nào kèm URL webhook để gửi sự kiện thử.',
};
