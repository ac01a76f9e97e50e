import { useT, type IslandKey } from '../app-shell/i18n.ts';

/** Spec §8: a failed list says so and offers Retry. */
export function LoadError({
  title,
  body,
  onRetry,
}: {
  title: IslandKey;
  body?: IslandKey;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4">
      <p className="font-semibold text-red-900">{t(title)}</p>
      {body && <p className="mt-1 text-sm text-red-800">{t(body)}</p>}
      <button
        type="button"
        onClick={onRetry}
        className="mt-3 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-900 hover:bg-red-100"
      >
        {t('dashboard.retry')}
      </button>
    </div>
  );
}
