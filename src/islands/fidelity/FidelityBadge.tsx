import type { ReactNode } from 'react';
import { useT } from '../app-shell/i18n.ts';
import type { FidelityBadgeState } from './fidelity-badge.ts';

const tone: Record<FidelityBadgeState, string> = {
  pass: 'bg-green-100 text-green-900',
  warn: 'bg-amber-100 text-amber-900',
  fail: 'bg-red-100 text-red-900',
  approved: 'bg-sky-100 text-sky-900',
};

// Each state has its own shape too, so the badge does not rest on colour alone.
const icon: Record<FidelityBadgeState, ReactNode> = {
  pass: <path d="M3.5 8.5l3 3 6-7" />,
  warn: (
    <>
      <path d="M8 1.8L14.8 14H1.2z" />
      <path d="M8 6.5v3.5M8 12v.01" />
    </>
  ),
  fail: (
    <>
      <circle cx="8" cy="8" r="6.5" />
      <path d="M5.5 5.5l5 5M10.5 5.5l-5 5" />
    </>
  ),
  approved: (
    <>
      <path d="M8 1.5l5.5 2v4c0 3.5-2.5 6-5.5 7-3-1-5.5-3.5-5.5-7v-4z" />
      <path d="M5.5 8l2 2 3-3.5" />
    </>
  ),
};

const word = {
  pass: 'fidelity.verdict.pass',
  warn: 'fidelity.verdict.warn',
  fail: 'fidelity.verdict.fail',
  approved: 'fidelity.badge.approved',
} as const;

interface FidelityBadgeProps {
  state: FidelityBadgeState;
  /** For `aria-describedby` on a control whose own name hides the badge (a history card). */
  id?: string;
  /** A verdict beside its check's name needs no "Garment check:" before it. */
  plain?: boolean;
}

/**
 * A result's garment fidelity at a glance (issue 41): the verdict's word with a coloured icon,
 * or "approved" once its owner took a result that did not pass. Pair with `fidelityBadgeState`.
 * @example <FidelityBadge state={fidelityBadgeState(item.fidelity, item.fidelity_approval)!} />
 */
export function FidelityBadge({ state, id, plain = false }: FidelityBadgeProps) {
  const t = useT();
  return (
    <span
      id={id}
      className={`inline-flex w-fit items-center gap-1 rounded px-2 py-0.5 text-xs font-semibold ${tone[state]}`}
    >
      <svg
        viewBox="0 0 16 16"
        aria-hidden="true"
        className="size-3.5 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {icon[state]}
      </svg>
      {!plain && <span className="sr-only">{t('fidelity.badge.label')} </span>}
      {t(word[state])}
    </span>
  );
}
