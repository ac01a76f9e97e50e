import { useT } from '../../app-shell/i18n.ts';
import type { ModelCheckState } from './use-model-check.ts';

/**
 * The model photo check beside the model step: a status while it runs, and an alert saying why
 * the photo was refused and what to upload instead.
 */
export function ModelCheckNotice({ state }: { state: ModelCheckState }) {
  const t = useT();
  return (
    <>
      <p role="status" className="mt-2 text-sm text-ink-700">
        {state.status === 'checking' ? t('tryOn.check.checking') : ''}
      </p>
      {state.status === 'refused' && (
        <p
          role="alert"
          className="mt-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {t(state.messageKey)}
        </p>
      )}
    </>
  );
}
