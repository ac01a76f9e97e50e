import type { Translation } from '../translation.ts';
import type { enTryOn } from '../en/try-on.ts';

export const viTryOn: Translation<typeof enTryOn> = {
  'tryOn.description': 'Mặc trang phục từ ảnh lên ảnh người mẫu.',
  'tryOn.tour': 'Xem hướng dẫn',
  'tryOn.intro': 'Chọn người mẫu, sau đó chọn trang phục, rồi tạo ảnh thử đồ.',
  'tryOn.steps': 'Các bước thử đồ',
  'tryOn.step.model': 'Chọn người mẫu',
  'tryOn.step.garment': 'Chọn trang phục',
  'tryOn.step.generate': 'Tạo ảnh',
  'tryOn.stepLabel': 'Bước {number}',
  'tryOn.stepDone': 'đã xong',
  'tryOn.sources': 'Nguồn',
  'tryOn.tab.gallery': 'Thư viện tài nguyên',
  'tryOn.tab.samples': 'Người mẫu có sẵn',
  'tryOn.samples.models': 'Người mẫu có sẵn',
  'tryOn.samples.garments': 'Trang phục có sẵn',
  'tryOn.samples.categories': 'Lọc theo loại',
  'tryOn.samples.all': 'Tất cả',
  'tryOn.samples.none': 'Không có mẫu nào trong loại này.',
  'tryOn.samples.useFailed': 'Không thể dùng mẫu này. Vui lòng thử lại.',
  'tryOn.samples.kindInvalid': 'Vui lòng chọn người mẫu hoặc trang phục',
  'tryOn.modelHint': 'Hãy dùng ảnh toàn thân với tư thế tự nhiên.',
  'tryOn.garmentHint': 'Hãy dùng ảnh rõ nét của một món trang phục.',
  'tryOn.uploadModel': 'Tải lên người mẫu mới',
  'tryOn.uploadGarment': 'Tải lên trang phục mới',
  'tryOn.galleryModels': 'Người mẫu của bạn',
  'tryOn.galleryGarments': 'Trang phục của bạn',
  'tryOn.noModels': 'Chưa có người mẫu. Hãy tải lên một ảnh toàn thân để bắt đầu.',
  'tryOn.noGarments': 'Chưa có trang phục. Hãy tải lên một ảnh trang phục.',
  'tryOn.choose': 'Chọn {name}',
  'tryOn.continue': 'Tiếp tục',
  'tryOn.back': 'Quay lại',
  'tryOn.garmentLocked': 'Hãy chọn người mẫu trước.',
  'tryOn.preview': 'Xem trước',
  'tryOn.previewModel': 'Người mẫu',
  'tryOn.previewGarment': 'Trang phục',
  'tryOn.previewEmpty': 'Chưa chọn người mẫu hoặc trang phục.',
  'tryOn.previewReady': 'Sẵn sàng tạo ảnh.',
  'tryOn.notChosen': 'Chưa chọn',
  'tryOn.reset': 'Đặt lại tất cả',
  'tryOn.missingInputs': 'Vui lòng chọn cả người mẫu và trang phục trước khi tạo ảnh',
  'tryOn.check.checking': 'Đang kiểm tra ảnh người mẫu…',
  'tryOn.check.noGarment':
    'Không tìm thấy trang phục trong ảnh trang phục. Vui lòng tải lên ảnh rõ nét của một trang phục.',
  'tryOn.check.modelMissing': 'Hãy chọn một ảnh người mẫu để kiểm tra.',
  'tryOn.check.noPerson':
    'Không tìm thấy người trong ảnh này. Vui lòng tải lên ảnh toàn thân của một người đứng quay mặt về phía máy ảnh.',
  'tryOn.check.notFullBody':
    'Ảnh này không có toàn bộ cơ thể. Vui lòng tải lên ảnh toàn thân, từ đầu đến chân, đứng quay mặt về phía máy ảnh.',
  'tryOn.check.armsRaised':
    'Trong ảnh này tay đang giơ lên. Vui lòng tải lên ảnh có hai tay thả lỏng dọc theo thân.',
  'tryOn.check.armsCrossed':
    'Trong ảnh này tay đang khoanh lại. Vui lòng tải lên ảnh có hai tay thả lỏng dọc theo thân.',
  'tryOn.check.sideways':
    'Trong ảnh này người mẫu đang đứng nghiêng. Vui lòng tải lên ảnh đứng quay mặt về phía máy ảnh.',
  // Issue 40: ảnh người mẫu đang ngồi (src/server/engine/local/model-check.ts)
  'tryOn.check.seated':
    'Trong ảnh này người mẫu đang ngồi. Vui lòng tải lên ảnh toàn thân, đứng quay mặt về phía máy ảnh.',
};
