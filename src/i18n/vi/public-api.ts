import type { Translation } from '../translation.ts';
import type { enPublicApi } from '../en/public-api.ts';

export const viPublicApi: Translation<typeof enPublicApi> = {
  'publicApi.errors.serviceNotPermitted':
    'API token này không có quyền dùng {service}. Hãy thêm dịch vụ này cho token trong mục Quản lý API.',
  'publicApi.errors.rateLimitExceeded':
    'Đã chạm giới hạn: token này được gửi {limit} yêu cầu mỗi phút. Hãy thử lại sau {seconds} giây.',
  'publicApi.invalidUploadId': 'Mỗi ảnh đầu vào phải là id của một tệp đã tải lên.',
  'publicApi.unknownInput': 'Dịch vụ này không nhận ảnh đầu vào đó.',
  'publicApi.invalidService':
    'Dịch vụ phải là virtual-tryon, body-generator, hairstyle-changer, image-to-video hoặc image-editing.',
  'publicApi.invalidStatus': 'Trạng thái phải là queued, processing, succeeded hoặc failed.',
  'publicApi.invalidLimit': 'Số mục mỗi trang phải là số nguyên từ 1 đến 100.',
  'publicApi.invalidCursor': 'Con trỏ trang không hợp lệ.',
  'publicApi.invalidKind': 'Loại ảnh phải là model, garment, face, hair hoặc image.',
  'publicApi.invalidBody': 'Nội dung yêu cầu không đúng với thao tác này.',
};
