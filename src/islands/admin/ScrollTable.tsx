import type { ReactNode } from 'react';

/**
 * The admin's numeric tables: a region that scrolls on its own, so it takes focus to scroll by
 * keyboard, named by its table's caption, with a sticky header row. `head` is the header cells,
 * `children` the body rows.
 */
export function ScrollTable({
  caption,
  showCaption = false,
  head,
  children,
}: {
  caption: string;
  showCaption?: boolean;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="max-h-80 overflow-auto rounded-lg border border-ink-200 bg-white"
    >
      <table className="w-full text-right text-sm">
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
