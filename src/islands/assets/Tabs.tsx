import { useRef, type KeyboardEvent } from 'react';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
  /** A target of the guided tutorial (spec §2.11). */
  tour?: string;
}

interface TabsProps<Id extends string> {
  items: readonly TabItem<Id>[];
  value: Id;
  onChange: (id: Id) => void;
  label: string;
  /** Prefix of the tab ids; the panel is `${idPrefix}-panel`. */
  idPrefix: string;
}

/**
 * An ARIA tab list: one tab in the Tab order, arrows, Home and End move and select.
 * @example <Tabs items={[{ id: 'all', label: 'All' }]} value="all" onChange={setTab} label="Type" idPrefix="t" />
 */
export function Tabs<Id extends string>({
  items,
  value,
  onChange,
  label,
  idPrefix,
}: TabsProps<Id>) {
  const list = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent) {
    const index = items.findIndex((item) => item.id === value);
    const next = {
      ArrowRight: (index + 1) % items.length,
      ArrowLeft: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(items[next]!.id);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  }

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="flex gap-1 border-b border-ink-200"
    >
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          role="tab"
          id={`${idPrefix}-${item.id}`}
          aria-selected={item.id === value}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={item.id === value ? 0 : -1}
          data-tour={item.tour}
          onClick={() => onChange(item.id)}
          className="-mb-px border-b-2 border-transparent px-4 py-2 font-semibold text-ink-700 hover:text-ink-900 aria-selected:border-brand-700 aria-selected:text-brand-800"
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
