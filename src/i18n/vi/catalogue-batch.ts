import type { Translation } from '../translation.ts';
import type { enCatalogueBatch } from '../en/catalogue-batch.ts';

/** Thông báo của lô danh mục: gửi, giới hạn, thử lại (issue 20). */
export const viCatalogueBatch: Translation<typeof enCatalogueBatch> = {};
