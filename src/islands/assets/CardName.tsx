/**
 * A picture card's name (samples, the library, hairstyles): up to two lines, then the whole name
 * in a tooltip while the card is hovered or has keyboard focus, so long Vietnamese names are
 * never cut off unread (issue 25). The card is the `group`; its accessible name already carries
 * the name, so the tooltip is for the eye only.
 * @example <button className="group relative …"><img …/><CardName name="Áo măng tô nâu" /></button>
 */
export function CardName({
  name,
  className = 'text-ink-800',
}: {
  name: string;
  className?: string;
}) {
  return (
    <span className="relative block px-2 py-1 text-left text-sm">
      <span className={`line-clamp-2 break-words ${className}`}>{name}</span>
      <span
        aria-hidden="true"
        data-card-tooltip
        className="pointer-events-none absolute inset-x-1 bottom-full z-10 mb-1 hidden rounded-md bg-ink-900 px-2 py-1 text-xs font-semibold text-white shadow-lg group-hover:block group-focus-visible:block"
      >
        {name}
      </span>
    </span>
  );
}
