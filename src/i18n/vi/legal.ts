import type { Translation } from '../translation.ts';
import type { enLegal } from '../en/legal.ts';

export const viLegal: Translation<typeof enLegal> = {
  'legal.updated': 'Cập nhật lần cuối {date}',
  'legal.toc': 'Trong trang này',
  'legal.questions': 'Bạn có câu hỏi về chính sách này? Hãy gửi cho chúng tôi qua trang liên hệ.',
};
