import { ADMIN_PAGE_DEFAULT } from '../../contracts/admin.ts';
import { useT } from '../app-shell/i18n.ts';
import { useFormat } from './AdminFrame.tsx';

/**
 * The admin lists' paging under their ScrollTable (users, payments): previous, the range shown
 * and next, by pages of ADMIN_PAGE_DEFAULT rows.
 */
export function AdminPaging({
  offset,
  total,
  shown,
  onOffset,
}: {
  offset: number;
  total: number;
  shown: number;
  onOffset: (offset: number) => void;
}) {
  const t = useT();
  const format = useFormat();
  if (total === 0) return null;
  return (
    <nav aria-label={t('admin.paging.label')} className="mt-4 flex items-center gap-4">
      <button
        type="button"
        disabled={offset === 0}
        onClick={() => onOffset(Math.max(0, offset - ADMIN_PAGE_DEFAULT))}
        className="rounded-md border border-ink-300 px-3 py-1 font-semibold text-ink-800 disabled:opacity-50"
      >
        {t('admin.paging.previous')}
      </button>
      <span className="text-sm text-ink-700">
        {t('admin.paging.range', {
          from: format.number(offset + 1),
          to: format.number(offset + shown),
          total: format.number(total),
        })}
      </span>
      <button
        type="button"
        disabled={offset + shown >= total}
        onClick={() => onOffset(offset + ADMIN_PAGE_DEFAULT)}
        className="rounded-md border border-ink-300 px-3 py-1 font-semibold text-ink-800 disabled:opacity-50"
      >
        {t('admin.paging.next')}
      </button>
    </nav>
  );
}
