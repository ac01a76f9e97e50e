import { useT } from '../app-shell/i18n.ts';
import { StudioApp } from '../studio-shell/StudioApp.tsx';

/** /api-management (spec §2.3); tokens and the public API are built with the business plans. */
export default function ApiManagementIsland() {
  return (
    <StudioApp title="studio.api-management.title" section="api-management">
      <ApiManagement />
    </StudioApp>
  );
}

function ApiManagement() {
  const t = useT();
  return (
    <div className="mx-auto max-w-4xl px-6 py-8 lg:px-10">
      <h1 className="text-3xl font-bold text-ink-900">{t('studio.api-management.title')}</h1>
      <p className="mt-2 text-ink-700">{t('studio.api-management.intro')}</p>
    </div>
  );
}
