import { planCatalogue } from '../../contracts/plans.ts';
import { useT } from '../app-shell/i18n.ts';
import { useFormat } from '../app-shell/use-format.ts';
import { openAuthModal } from '../auth/auth-modal-store.ts';

/** The lowest paid price, from the catalogue rather than written into the copy. */
const lowestPaidPrice = Math.min(
  ...planCatalogue.filter((plan) => plan.monthlyPrice > 0).map((plan) => plan.monthlyPrice),
);

/** The dashboard banner: the free credits for visitors, paid plans for members. */
export function Banner({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const format = useFormat();
  const action =
    'shrink-0 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50';
  return (
    <aside
      aria-labelledby="dashboard-banner"
      className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-gradient-to-r from-brand-800 to-brand-600 p-6 text-white"
    >
      <div>
        <h2 id="dashboard-banner" className="text-xl font-bold">
          {t(signedIn ? 'dashboard.banner.freeTitle' : 'dashboard.banner.visitorTitle')}
        </h2>
        <p className="mt-1 text-brand-50">
          {signedIn
            ? t('dashboard.banner.freeBody', { price: format.money(lowestPaidPrice) })
            : t('dashboard.banner.visitorBody')}
        </p>
      </div>
      {signedIn ? (
        <a href="/studio-pricing" className={action}>
          {t('dashboard.banner.freeAction')}
        </a>
      ) : (
        <button type="button" onClick={() => openAuthModal('register')} className={action}>
          {t('dashboard.banner.visitorAction')}
        </button>
      )}
    </aside>
  );
}
