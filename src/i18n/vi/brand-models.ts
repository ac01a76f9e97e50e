import type { Translation } from '../translation.ts';
import type { enBrandModels } from '../en/brand-models.ts';

/** Người mẫu của thương hiệu (issue 42, decision 119): lỗi của /models, /v1/models và khi chọn người mẫu. */
export const viBrandModels: Translation<typeof enBrandModels> = {
  'brandModels.nameRequired': 'Hãy đặt tên cho người mẫu.',
  'brandModels.nameTooLong': 'Tên người mẫu dài tối đa {maximum} ký tự.',
  'brandModels.nameTaken':
    'Bạn đã có một người mẫu tên “{name}”. Hãy chọn tên khác, hoặc cho người mẫu đó nghỉ trước.',
  'brandModels.sourceRequired':
    'Hãy mô tả người mẫu bằng các thông số của công cụ tạo dáng người (params), có thể kèm ảnh khuôn mặt (face), hoặc chọn một ảnh toàn thân trong thư viện (photo).',
  'brandModels.faceNeedsParams':
    'Ảnh khuôn mặt được dùng cùng các thông số của công cụ tạo dáng người: hãy gửi params cùng với face.',
  'brandModels.photoAlone':
    'Người mẫu tạo từ ảnh không nhận thông số hay ảnh khuôn mặt: chỉ gửi photo.',
  'brandModels.assetNotFound': 'Không có ảnh này trong thư viện của bạn: {field}.',
  'brandModels.faceWrongKind': 'Ảnh khuôn mặt phải là ảnh trong thư viện thuộc loại “Khuôn mặt”.',
  'brandModels.photoWrongKind':
    'Ảnh người mẫu phải là ảnh trong thư viện thuộc loại “Người mẫu”: một ảnh toàn thân.',
  'brandModels.consentMissing':
    'Ảnh người này được tải lên mà chưa có sự đồng ý. Hãy tải lại và xác nhận bạn có sự đồng ý của người trong ảnh, hoặc đó là chính bạn.',
  'brandModels.modelNotFound':
    'Không tìm thấy người mẫu: {model} không phải người mẫu của bạn, cũng không phải người mẫu có sẵn.',
  'brandModels.modelRetired':
    'Người mẫu “{name}” đã nghỉ và không dùng được cho ảnh mới. Hãy chọn người mẫu khác.',
  'brandModels.modelPending':
    'Người mẫu “{name}” đang được tạo. Hãy thử lại sau ít phút, khi người mẫu đã sẵn sàng.',
  'brandModels.modelFailed':
    'Không tạo được người mẫu “{name}”, nên chưa dùng được. Hãy tạo lại, hoặc chọn người mẫu khác.',
};
