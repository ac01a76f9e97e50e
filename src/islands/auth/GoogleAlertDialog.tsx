import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { useT } from '../app-shell/i18n.ts';
import { buttonClass } from './Field.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { $googleAlert, closeGoogleAlert, type GoogleAlert } from './google-alert-store.ts';

/**
 * Spec §8: Google's internal error with details lists its possible causes and suggested actions
 * in an alert dialog (not a toast that disappears): focus moves to its OK button and returns to
 * the Google button when it closes.
 */
export function GoogleAlertDialog() {
  const t = useT();
  const alert = useStore($googleAlert);
  const titleId = useId();
  // The last alert stays rendered while the dialog fades out.
  const [shown, setShown] = useState<GoogleAlert | null>(alert);
  if (alert && alert !== shown) setShown(alert);
  return (
    <Dialog
      open={alert !== null}
      onClose={closeGoogleAlert}
      labelledBy={titleId}
      closeLabel={t('authUi.close')}
      role="alertdialog"
    >
      {shown && (
        <>
          <h2 id={titleId} className="pr-8 text-xl font-bold text-ink-900">
            {t('authUi.error.configTitle', { provider: shown.provider })}
          </h2>
          <h3 className="mt-4 font-semibold text-ink-900">{t('authUi.error.causes')}</h3>
          <ul className="mt-1 list-disc pl-5 text-ink-800">
            {shown.causes.map((cause) => (
              <li key={cause}>{t(`authUi.cause.${cause}`)}</li>
            ))}
          </ul>
          <h3 className="mt-4 font-semibold text-ink-900">{t('authUi.error.actions')}</h3>
          <ul className="mt-1 list-disc pl-5 text-ink-800">
            {shown.actions.map((action) => (
              <li key={action}>{t(`authUi.action.${action}`)}</li>
            ))}
          </ul>
          <button
            type="button"
            autoFocus
            onClick={closeGoogleAlert}
            className={`${buttonClass} mt-6`}
          >
            {t('authUi.alert.ok')}
          </button>
        </>
      )}
    </Dialog>
  );
}
