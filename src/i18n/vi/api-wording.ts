import type { Translation } from '../translation.ts';
import type { enApiWording } from '../en/api-wording.ts';

export const viApiWording: Translation<typeof enApiWording> = {
  'apiWording.oneOf': '{field} phải là một trong: {values}.',
  'apiWording.tooLong': '{field} dài tối đa {maximum} ký tự.',
  'apiWording.tooShort': '{field} phải dài ít nhất {minimum} ký tự.',
  'apiWording.tooMany': '{field} có tối đa {maximum} mục.',
  'apiWording.tooFew': '{field} phải có ít nhất {minimum} mục.',
  'apiWording.tooHigh': '{field} phải nhỏ hơn hoặc bằng {maximum}.',
  'apiWording.tooLow': '{field} phải lớn hơn hoặc bằng {minimum}.',
  'apiWording.wrongType': '{field} phải có kiểu {expected}.',
  'apiWording.format': '{field} không phải {format} hợp lệ.',
  'apiWording.exportSourceRequired': 'Hãy gửi đúng một nguồn: batch_id hoặc job_ids.',
  'apiWording.uploadIdInvalid':
    '{field} phải là id của một tệp đã tải lên: một UUID từ POST /v1/uploads.',
  'apiWording.garmentsRequired':
    'Thiếu garments: một hoặc nhiều trang phục, mỗi trang phục kèm id tệp đã tải lên (id) và loại (category).',
  'apiWording.modelsRequired': 'Thiếu models: một hoặc nhiều người mẫu.',
  'apiWording.batchDuplicate':
    '{field} trùng với {first}: mỗi lô nhận mỗi trang phục và mỗi người mẫu một lần. Để gắn một ảnh với hai mã SKU, hãy tải ảnh đó lên một lần cho mỗi mã.',
};
