import type { Translation } from '../translation.ts';
import type { enModelTools } from '../en/model-tools.ts';

/** Màn hình của hai công cụ tạo ảnh người mẫu từ sản phẩm và đổi người mẫu (issue 42). */
export const viModelTools: Translation<typeof enModelTools> = {
  'modelTools.product.label': 'Ảnh sản phẩm',
  'modelTools.product.kinds':
    'Dùng được cả bốn kiểu ảnh: trang phục trải phẳng, treo trên móc, trên ma-nơ-canh vô hình, hoặc do người mẫu mặc.',
  'modelTools.product.sources': 'Nguồn ảnh sản phẩm',
  'modelTools.slot.product.choose': 'Chọn hoặc tải lên ảnh sản phẩm',
  'modelTools.slot.product.change': 'Đổi ảnh sản phẩm',
  'modelTools.productKind': 'Kiểu chụp sản phẩm',
  'modelTools.worn.label': 'Ảnh người đang mặc sản phẩm',
  'modelTools.worn.hint': 'Trang phục giữ nguyên như trong ảnh, chỉ người mặc thay đổi.',
  'modelTools.slot.worn.choose': 'Chọn hoặc tải lên ảnh',
  'modelTools.slot.worn.change': 'Đổi ảnh',
  'modelTools.model.legend': 'Người mẫu',
  'modelTools.model.suitable': 'Người mẫu phù hợp',
  'modelTools.model.suitableHint':
    'Người mẫu được chọn cho hợp với sản phẩm. Bạn có thể mô tả người mẫu và dáng đứng.',
  'modelTools.model.prompt': 'Người mẫu và dáng',
  'modelTools.model.sample': 'Người mẫu có sẵn',
  'modelTools.model.brand': 'Một người mẫu của tôi',
  'modelTools.model.brandHint':
    'Người mẫu bạn đã tạo trong Người mẫu của tôi: cùng gương mặt và dáng người ở mọi ảnh.',
  'modelTools.brand.legend': 'Chọn một người mẫu của bạn',
  'modelTools.brand.none': 'Bạn chưa có người mẫu nào sẵn sàng.',
  'modelTools.brand.toModels': 'Tạo người mẫu trong Người mẫu của tôi',
  'modelTools.brand.loadFailed': 'Không tải được người mẫu của bạn.',
  'modelTools.model.own': 'Ảnh của bạn',
  'modelTools.model.ownHint': 'Ảnh toàn thân người mẫu của bạn, tư thế đứng.',
  'modelTools.slot.person.choose': 'Chọn hoặc tải lên ảnh người mẫu của bạn',
  'modelTools.slot.person.change': 'Đổi ảnh người mẫu của bạn',
  'modelTools.model.chooseSample': 'Hãy chọn một người mẫu có sẵn bên dưới.',
  'modelTools.aspect': 'Tỷ lệ khung hình',
  'modelTools.aspect.source': 'Như ảnh gốc',
  'modelTools.resolution': 'Độ phân giải',
  'modelTools.resolution.option': '{name}, cạnh dài {pixels} px',
  'modelTools.resolution.hint':
    'Gói nào cũng tạo được 1k; 2k với các gói tạo 1080p; 4k với các gói 4K. Mỗi bậc cao hơn tốn gấp đôi tín dụng.',
  'modelTools.background': 'Nền',
  'modelTools.marketplace': 'Sàn thương mại điện tử',
  'modelTools.scene': 'Mô tả khung cảnh',
  'modelTools.sceneHint': 'Ví dụ: hiên quán cà phê trong nắng sớm.',
  'modelTools.missing.product': 'Hãy chọn ảnh sản phẩm trước.',
  'modelTools.missing.worn': 'Hãy chọn ảnh người đang mặc sản phẩm trước.',
  'modelTools.missing.own': 'Hãy chọn ảnh người mẫu của bạn, hoặc một kiểu người mẫu khác.',
  'modelTools.missing.sample': 'Hãy chọn một người mẫu có sẵn, hoặc một kiểu người mẫu khác.',
  'modelTools.missing.brand': 'Hãy chọn một người mẫu của bạn, hoặc một kiểu người mẫu khác.',
  'modelTools.incomplete.product': 'Hãy chọn ảnh sản phẩm để bắt đầu.',
  'modelTools.incomplete.worn': 'Hãy chọn ảnh người đang mặc sản phẩm để bắt đầu.',
  'modelTools.yourModel': 'Người mẫu của bạn',
};
