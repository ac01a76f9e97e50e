import { AppShell } from '../app-shell/AppShell.tsx';
import { useT } from '../app-shell/i18n.ts';
import { RequireLogin } from '../app-shell/RequireLogin.tsx';

/** /checkout (spec §2.2): login required; the payment screen comes with the payments work. */
export default function CheckoutIsland() {
  return (
    <AppShell title="session.checkout.title">
      <RequireLogin>
        <Checkout />
      </RequireLogin>
    </AppShell>
  );
}

function Checkout() {
  const t = useT();
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold text-ink-900">{t('session.checkout.title')}</h1>
      <p className="mt-3 text-ink-700">{t('session.checkout.placeholder')}</p>
    </div>
  );
}
