import type { Translation } from '../translation.ts';
import type { enCatalogue } from '../en/catalogue.ts';

/** Màn hình /catalogue và thông báo của các trường trong hợp đồng danh mục (issue 20). */
export const viCatalogue: Translation<typeof enCatalogue> = {
  'catalogue.error.skuInvalid':
    'Nhập mã SKU gồm chữ, số, khoảng trắng, dấu chấm, gạch ngang hoặc gạch dưới',
  'catalogue.error.skuTooLong': 'Mã SKU dài tối đa 64 ký tự',
  'catalogue.error.colorInvalid':
    'Nhập tên màu gồm chữ, số, khoảng trắng, dấu chấm, gạch ngang hoặc gạch dưới',
  'catalogue.error.colorTooLong': 'Tên màu dài tối đa 40 ký tự',
  'catalogue.error.assetInvalid': 'Đây không phải là mục trong thư viện của bạn',
  'catalogue.error.garmentsRequired': 'Hãy chọn ít nhất một trang phục',
  'catalogue.error.modelsRequired': 'Hãy chọn ít nhất một người mẫu',
  'catalogue.error.tooManyGarments': 'Một lô có tối đa 100 trang phục',
  'catalogue.error.tooManyModels': 'Một lô có tối đa 10 người mẫu',
  'catalogue.error.presetInvalid': 'Hãy chọn Shopee, TikTok Shop, Lazada hoặc Ảnh gốc',
  'catalogue.error.batchInvalid': 'Đây không phải là lô của bạn',
  'catalogue.error.generationInvalid': 'Đây không phải là kết quả của bạn',
  'catalogue.error.sourceRequired':
    'Hãy chọn một nguồn: một lô, một mã SKU hoặc các kết quả trong lịch sử',
  'catalogue.error.tooManyResults': 'Một lần xuất có tối đa 500 kết quả',
};
