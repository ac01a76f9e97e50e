import { useState } from 'react';
import { ACCOUNT_EXPORT_SCHEMA_PATH } from '../../contracts/account-export.ts';
import { formatPercent } from '../../lib/format.ts';
import { useT } from '../app-shell/i18n.ts';
import { useFormat } from '../app-shell/use-format.ts';
import { buttonClass } from '../auth/Field.tsx';
import { errorToast } from '../auth/toasts.ts';
import { isUnfinished, useLatestExport, useStartExport } from './account-export-api.ts';
import { ProfileSection } from '../profile/ProfileSection.tsx';

/**
 * "Download my data" on /profile (issue 26 point 2, decision 055): start an export, follow its
 * progress in a live region, then download the ZIP until its link expires.
 */
export function AccountExportSection() {
  const t = useT();
  const format = useFormat();
  const latest = useLatestExport();
  const start = useStartExport();
  const [starting, setStarting] = useState(false);
  const current = latest.data;
  const busy = starting || isUnfinished(current);

  async function onStart() {
    if (busy) return;
    setStarting(true);
    try {
      await start();
    } catch (error) {
      errorToast(t, 'accountExport.startFailed', error);
    } finally {
      setStarting(false);
    }
  }

  let message = '';
  if (starting) message = t('accountExport.starting');
  else if (current?.status === 'queued') message = t('accountExport.queued');
  else if (current?.status === 'running')
    message = t('accountExport.running', {
      percent: formatPercent(current.progress, format.locale),
    });
  else if (current?.status === 'ready') message = t('accountExport.ready');
  else if (current?.status === 'failed') message = t('accountExport.failed');
  else if (current?.status === 'expired') message = t('accountExport.expired');

  const ready = current?.status === 'ready' && current.download_url ? current : null;

  return (
    <ProfileSection id="account-export" heading={t('accountExport.heading')}>
      <p className="mt-2 text-ink-700">{t('accountExport.intro')}</p>
      <p className="mt-2 text-sm text-ink-700">
        {t('accountExport.schemaNote')}{' '}
        <a className="font-semibold text-brand-800 underline" href={ACCOUNT_EXPORT_SCHEMA_PATH}>
          {t('accountExport.schemaLink')}
        </a>
      </p>
      {/* Kept in the page at all times so screen readers announce each change of its text. */}
      <p role="status" aria-live="polite" className="mt-4 font-semibold text-ink-900">
        {message}
      </p>
      {busy && (
        <progress
          className="mt-2 w-full"
          max={1}
          value={current?.progress ?? 0}
          aria-label={t('accountExport.progressLabel')}
        />
      )}
      {ready && (
        <div className="mt-3 space-y-1">
          <a className="font-semibold text-brand-800 underline" href={ready.download_url!} download>
            {t('accountExport.download', { size: format.bytes(ready.byte_size ?? 0) })}
          </a>
          <p className="text-sm text-ink-700">
            {t('accountExport.expires', { date: format.dateTime(ready.expires_at!) })}
          </p>
        </div>
      )}
      <button
        type="button"
        className={`${buttonClass} mt-4 sm:w-auto`}
        // Never disabled: the focused button would drop focus to <body> (aria-disabled instead).
        aria-disabled={busy || undefined}
        onClick={() => void onStart()}
      >
        {current && !isUnfinished(current) ? t('accountExport.again') : t('accountExport.start')}
      </button>
    </ProfileSection>
  );
}
