import type { Translation } from '../translation.ts';
import type { enCatalogueExport } from '../en/catalogue-export.ts';

/** Thông báo của gói xuất cho sàn: mẫu, tác vụ, thư (issue 20). */
export const viCatalogueExport: Translation<typeof enCatalogueExport> = {
  'catalogueExport.error.empty':
    'Không có kết quả ảnh thành công nào để xuất trong phần bạn chọn. Hãy hoàn tất hoặc thử lại vài lượt thử đồ trước.',
  'catalogueExport.error.notExportable':
    'Chỉ xuất được các kết quả ảnh thành công. Hãy bỏ các kết quả bị lỗi, đang chạy hoặc là video.',
  'catalogueExport.error.tooManyResults': 'Mỗi gói xuất chứa tối đa {max} kết quả.',
  'catalogueExport.error.tooManyOpen':
    'Bạn đang có {max} gói xuất đang được chuẩn bị. Hãy chờ một gói xong rồi thử lại.',
  'catalogueExport.error.tooLarge': 'Không thể nén một ảnh xuống dưới giới hạn dung lượng của sàn.',
  'catalogueExport.error.failed': 'Không thể chuẩn bị gói xuất. Vui lòng thử lại.',
  'catalogueExport.error.needsReview':
    'Số ảnh cần xem lại trong gói xuất này: {count}. Hãy bỏ chúng ra khỏi gói ZIP, hoặc mở từng ảnh và duyệt những ảnh đúng kèm lý do trước.',
  'catalogueExport.error.tiktokReview':
    'TikTok Shop chỉ nhận ảnh khớp với sản phẩm hoặc ảnh bạn đã duyệt kèm lý do. Số ảnh cần xem lại: {count}. Hãy mở chúng trong danh mục để duyệt hoặc xóa, rồi xuất lại.',
  'catalogueExport.error.allNeedReview':
    'Mọi ảnh của gói xuất này đều cần xem lại ({count}), nên không còn ảnh nào để đóng gói. Hãy mở và duyệt những ảnh đúng kèm lý do trước.',
  'catalogueExport.mail.subject': 'Ảnh cho {preset} của bạn đã sẵn sàng để tải',
  'catalogueExport.mail.intro':
    'Xin chào {name}, tệp ZIP gồm {count} ảnh cho {preset} đã sẵn sàng. Liên kết bên dưới dùng được đến {date}; sau đó tệp sẽ bị xóa và bạn có thể xuất lại từ danh mục.',
  'catalogueExport.mail.link': 'Tải tệp ZIP',
};
