import type { Translation } from '../translation.ts';
import type { enCredits } from '../en/credits.ts';

export const viCredits: Translation<typeof enCredits> = {
  'credits.insufficient': 'Không đủ tín dụng. Bạn có {userBalance}, cần {cost} (thiếu {shortage})',
  'credits.estimateUnavailable': 'Không thể ước tính chi phí',
  'credits.buyMore': 'Mua thêm tín dụng',
};
