import type { Translation } from '../translation.ts';
import type { enTools } from '../en/tools.ts';

export const viTools: Translation<typeof enTools> = {
  'tools.name.virtual-tryon': 'Thử đồ ảo',
  'tools.name.body-generator': 'Tạo dáng người',
  'tools.name.hairstyle-changer': 'Đổi kiểu tóc',
  'tools.name.image-to-video': 'Ảnh thành video',
  'tools.name.image-editing': 'Chỉnh sửa ảnh',
  'tools.name.product-to-model': 'Từ sản phẩm lên người mẫu',
  'tools.name.model-swap': 'Đổi người mẫu',
  'tools.videoModel.seedance_v1': 'Seedance 1.0',
  'tools.videoModel.veo_v2': 'Veo 2',
  'tools.videoModel.veo3': 'Veo 3',
  'tools.videoModel.hailuo_v2': 'Hailuo 02',
  'tools.videoModel.kling_v2.1': 'Kling 2.1',
};
