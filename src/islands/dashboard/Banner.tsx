import { useStore } from '@nanostores/react';
import { ANNUAL_DISCOUNT_PERCENT } from '../../contracts/plans.ts';
import { formatMoney } from '../../lib/format.ts';
import { $locale } from '../../stores/locale.ts';
import { useT } from '../app-shell/i18n.ts';
import { openAuthModal } from '../auth/auth-modal-store.ts';
import { useViewerPlan } from '../billing/use-viewer-plan.ts';
import { nextStep } from './upsell.ts';
import { studioPricingHref } from '../../components/pricing/checkout-link.ts';

const box =
  'flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-gradient-to-r from-brand-800 to-brand-600 p-6 text-white';
const action =
  'shrink-0 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50';

/**
 * The dashboard banner: the free credits for visitors; for members the next step that is true
 * for their plan (issue 22), and nothing on the top plan.
 */
export function Banner({ signedIn }: { signedIn: boolean }) {
  return signedIn ? <UpgradeBanner /> : <VisitorBanner />;
}

function VisitorBanner() {
  const t = useT();
  return (
    <aside aria-labelledby="dashboard-banner" className={box}>
      <div>
        <h2 id="dashboard-banner" className="text-xl font-bold">
          {t('dashboard.banner.visitorTitle')}
        </h2>
        <p className="mt-1 text-brand-50">{t('dashboard.banner.visitorBody')}</p>
      </div>
      <button type="button" onClick={() => openAuthModal('register')} className={action}>
        {t('dashboard.banner.visitorAction')}
      </button>
    </aside>
  );
}

function UpgradeBanner() {
  const t = useT();
  const locale = useStore($locale);
  const viewer = useViewerPlan(true);
  const step = viewer && nextStep(viewer.plan, viewer.plans, locale);
  if (!step) return null;
  const plan = t(`pricing.plan.${step.plan.id}`);
  return (
    <aside aria-labelledby="dashboard-banner" className={box} data-plan={viewer.plan.id}>
      <div>
        <h2 id="dashboard-banner" className="text-xl font-bold">
          {t('dashboard.banner.upgradeTitle', { plan })}
        </h2>
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-brand-50">
          {step.gains.map((line) => (
            <li key={line.key}>{t(line.key, line.params)}</li>
          ))}
        </ul>
        {step.plan.unlimited ? (
          <p className="mt-1 text-brand-50">{t('dashboard.banner.contactBody')}</p>
        ) : (
          <p className="mt-1 text-brand-50">
            {t('dashboard.banner.price', {
              price: formatMoney(step.plan.monthlyPrice, locale),
              percent: ANNUAL_DISCOUNT_PERCENT,
            })}
          </p>
        )}
      </div>
      <a href={studioPricingHref('/dashboard')} className={action}>
        {t('dashboard.banner.freeAction')}
      </a>
    </aside>
  );
}
