import type { ReactNode } from 'react';

/**
 * One card of /profile: a region named by its own h2, so a screen reader's landmarks list reads
 * each section by its heading. `first` sits further from the page header; `highlight` marks a
 * card that needs the user's attention now (temporary credentials).
 */
export function ProfileSection({
  id,
  heading,
  first = false,
  highlight = false,
  children,
}: {
  id: string;
  heading: string;
  first?: boolean;
  highlight?: boolean;
  children: ReactNode;
}) {
  const spacing = first ? 'mt-8' : 'mt-6';
  const border = highlight ? 'border-accent-300' : 'border-ink-200';
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={`${spacing} rounded-xl border ${border} bg-white p-6`}
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-ink-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}
