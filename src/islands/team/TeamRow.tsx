import type { ReactNode } from 'react';

/** The team screen's lists (people, invitations): rows divided by a rule. */
export function TeamList({ children }: { children: ReactNode }) {
  return <ul className="mt-4 divide-y divide-ink-100">{children}</ul>;
}

/**
 * One person or invitation: a bold first line, smaller lines under it, and on the right its
 * badge or action. Addresses have no spaces to wrap at, so every line may break anywhere.
 */
export function TeamRow({
  title,
  details,
  aside,
}: {
  title: ReactNode;
  details: ReactNode[];
  aside?: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0 wrap-anywhere">
        <p className="font-semibold text-ink-900">{title}</p>
        {details.map((detail, index) => (
          <p key={index} className="text-sm text-ink-700">
            {detail}
          </p>
        ))}
      </div>
      {aside}
    </li>
  );
}
