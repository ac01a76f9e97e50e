import type { ReactNode } from 'react';

/** A labelled control with its hint and its error, linked for screen readers. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria-invalid and aria-describedby of a control inside `Field`. */
export function describedBy(id: string, error?: string, hint?: string) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { id, 'aria-invalid': Boolean(error), 'aria-describedby': ids || undefined };
}

export const inputClass = 'mt-1 w-full rounded-md border border-ink-300 bg-white px-3 py-2';

/** Issues of a zod parse as translated messages by top-level field. */
export function issuesByField(
  issues: { path: PropertyKey[]; message: string }[],
  translate: (message: string) => string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    out[field] ??= translate(issue.message);
  }
  return out;
}
