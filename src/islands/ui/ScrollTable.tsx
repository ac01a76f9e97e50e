import type { ReactNode } from 'react';

/**
 * One scrolling table for the admin screens (the guide: admin islands share one frame and
 * table) and the team audit: a region
 * that scrolls on its own, so it takes focus to scroll by keyboard, named by its table's caption,
 * with a sticky header row. `head` is the header cells, `children` the body rows. Numeric tables
 * align right and scroll within a fixed height; lists (`align="left"`, `rows="all"`) show every
 * row of their page and scroll only sideways.
 */
export function ScrollTable({
  caption,
  showCaption = false,
  align = 'right',
  rows = 'scroll',
  head,
  children,
}: {
  caption: string;
  showCaption?: boolean;
  align?: 'left' | 'right';
  rows?: 'scroll' | 'all';
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className={`${rows === 'scroll' ? 'max-h-80 overflow-auto' : 'overflow-x-auto'} rounded-lg border border-ink-200 bg-white`}
    >
      <table className={`w-full text-sm ${align === 'left' ? 'text-left' : 'text-right'}`}>
        <caption
          className={showCaption ? 'px-3 py-2 text-left font-semibold text-ink-900' : 'sr-only'}
        >
          {caption}
        </caption>
        <thead className="sticky top-0 bg-ink-50 text-ink-800">
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
