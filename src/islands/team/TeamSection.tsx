import { forwardRef, type ReactNode } from 'react';

/**
 * One card of /team, a region named by its own h2. The heading takes focus (tabIndex -1) when
 * the control that was used inside the card is gone, so focus never falls to <body>.
 */
export const TeamSection = forwardRef<
  HTMLHeadingElement,
  { id: string; heading: string; children: ReactNode }
>(function TeamSection({ id, heading, children }, ref) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-6 rounded-xl border border-ink-200 bg-white p-6"
    >
      <h2
        ref={ref}
        id={`${id}-heading`}
        tabIndex={-1}
        className="text-xl font-bold text-ink-900 outline-none"
      >
        {heading}
      </h2>
      {children}
    </section>
  );
});

export const smallButtonClass =
  'rounded-md border border-ink-300 bg-white px-3 py-1.5 text-sm font-semibold text-ink-800 hover:bg-ink-50';
