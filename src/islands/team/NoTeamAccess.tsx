import { planCatalogue } from '../../contracts/plans.ts';
import { TEAM_SEATS } from '../../contracts/teams.ts';
import { formatList } from '../../lib/format.ts';
import { useT } from '../app-shell/i18n.ts';
import { useFormat } from '../app-shell/use-format.ts';
import { TeamSection } from './TeamSection.tsx';
import { studioPricingHref } from '../../components/pricing/checkout-link.ts';

/**
 * On a plan without team access: which plans include it, with their seats, and the way to the
 * studio's pricing page, instead of a form that could only be refused. `hasMembers`: the plan
 * lost team access while people are still in the team (decision 103).
 */
export function NoTeamAccess({ hasMembers }: { hasMembers: boolean }) {
  const t = useT();
  const format = useFormat();
  const plans = planCatalogue
    .filter((plan) => plan.teamAccess)
    .map((plan) =>
      t('teamScreen.noAccess.plan', {
        plan: t(`pricing.plan.${plan.id}`),
        count: format.number(TEAM_SEATS[plan.id] ?? 1),
      }),
    );
  return (
    <TeamSection id="team-no-access" heading={t('teamScreen.noAccess.title')}>
      <p className="mt-2 text-ink-700">
        {t('teamScreen.noAccess.body', { plans: formatList(plans, format.locale) })}
      </p>
      {hasMembers && <p className="mt-2 text-ink-700">{t('teamScreen.noAccess.members')}</p>}
      <a
        href={studioPricingHref('/team')}
        className="mt-4 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        {t('teamScreen.noAccess.link')}
      </a>
    </TeamSection>
  );
}
