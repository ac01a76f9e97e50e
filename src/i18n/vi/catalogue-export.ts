import type { Translation } from '../translation.ts';
import type { enCatalogueExport } from '../en/catalogue-export.ts';

/** Thông báo của gói xuất cho sàn: mẫu, tác vụ, thư (issue 20). */
export const viCatalogueExport: Translation<typeof enCatalogueExport> = {};
