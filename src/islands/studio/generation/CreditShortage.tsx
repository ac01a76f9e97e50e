import type { Estimate } from '../../../contracts/generation.ts';
import { useT } from '../../app-shell/i18n.ts';

interface CreditShortageProps {
  id: string;
  /** The estimate when it says the balance is short. */
  estimate: Estimate | undefined;
  /** The server's 402 message (spec §8, in the user's language), when a submit was refused. */
  message: string | undefined;
}

/**
 * Spec §5's shortage message, shown once (issue 22: not also as a toast and a red box), with
 * the way out: a credit pack (issue 40, decision 102), whose payment lands back on this page.
 * Generate points at it with aria-describedby.
 */
export function CreditShortage({ id, estimate, message }: CreditShortageProps) {
  const t = useT();
  const text =
    message ??
    (estimate
      ? t('credits.insufficient', {
          userBalance: estimate.balance,
          cost: estimate.cost,
          shortage: estimate.cost - estimate.balance,
        })
      : '');
  return (
    <div
      role="status"
      className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900"
    >
      <p id={id}>{text}</p>
      <a href={buyCreditsHref()} className="mt-1 inline-block font-semibold underline">
        {t('credits.buyMore')}
      </a>
    </div>
  );
}

/** The pack checkout, told to come back to this page (checked again there). */
function buyCreditsHref(): string {
  const here = `${window.location.pathname}${window.location.search}`;
  return `/checkout?${new URLSearchParams({ pack: 'choose', return: here })}`;
}
