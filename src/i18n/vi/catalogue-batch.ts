import type { Translation } from '../translation.ts';
import type { enCatalogueBatch } from '../en/catalogue-batch.ts';

/** Thông báo của lô danh mục: gửi, giới hạn, thử lại (issue 20). */
export const viCatalogueBatch: Translation<typeof enCatalogueBatch> = {
  'catalogueBatch.assetNotFound': 'Mục này không còn trong thư viện của bạn. Vui lòng chọn lại.',
  'catalogueBatch.duplicate':
    'Bạn đã chọn cùng một mục hai lần. Hãy chọn mỗi trang phục và mỗi người mẫu một lần.',
  'catalogueBatch.notGarment': 'Mục này không phải trang phục. Hãy chọn trong mục Trang phục.',
  'catalogueBatch.notModel': 'Mục này không phải người mẫu. Hãy chọn trong mục Người mẫu.',
  'catalogueBatch.tooManyCells':
    'Gói {plan} chạy tối đa {max} ảnh trong một lô, còn lưới này có {cells} ảnh. Hãy chọn ít trang phục hoặc người mẫu hơn, hoặc chuyển sang gói {upgrade}, chạy được tới {upgradeMax} ảnh.',
  'catalogueBatch.gridTooLarge':
    'Một lô chạy tối đa {max} ảnh, còn lưới này có {cells} ảnh. Hãy chia thành các lô nhỏ hơn.',
  'catalogueBatch.tooManyOpen':
    'Bạn đang có {max} lô chưa xong. Hãy chờ một lô hoàn tất rồi bắt đầu lô mới.',
  'catalogueBatch.cellNotFailed': 'Chỉ có thể thử lại ảnh bị lỗi; ảnh này không bị lỗi.',
  'catalogueBatch.requestChanged':
    'Idempotency-Key này đã được dùng cho một lô khác. Hãy dùng khóa mới cho lô mới.',
};
