import type { Translation } from '../translation.ts';
import type { enInputSources } from '../en/input-sources.ts';

export const viInputSources: Translation<typeof enInputSources> = {
  'inputSources.invalid':
    'Mỗi ảnh đầu vào phải là id của một tệp đã tải lên, một URL https hoặc một data URI (data:image/…;base64,…).',
  'inputSources.required':
    'Thiếu {field}: id của một tệp đã tải lên, một URL https hoặc data URI của ảnh.',
  'inputSources.consentRequired':
    'Cần trường consent khi {field} là URL hoặc data URI: subject (người trong ảnh đã đồng ý) hoặc self (đó là bạn).',
  'inputSources.personInGarment':
    '{field} có người hoặc khuôn mặt: cần trường consent, subject (người trong ảnh đã đồng ý) hoặc self (đó là bạn).',
  'inputSources.urlRefused':
    '{field} bị từ chối: URL ảnh đầu vào phải dùng https, không chứa tên người dùng hay mật khẩu và trỏ tới một máy chủ công khai, không phải địa chỉ nội bộ, loopback hay link-local.',
  'inputSources.urlUnreachable':
    'Không tải được {field}: máy chủ phải trả về tệp với mã 200 trong vòng {seconds} giây (không đi theo chuyển hướng).',
  'inputSources.notImage':
    '{field} không phải ảnh JPEG, PNG hoặc WebP (kiểm tra theo nội dung tệp).',
  'inputSources.tooLarge': '{field} vượt quá {maxSize} MB.',
  'inputSources.tooManyPixels': '{field} vượt quá {maxMegapixels} megapixel.',
};
