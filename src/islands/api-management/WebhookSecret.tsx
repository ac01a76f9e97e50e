import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { ApiTokenDetails } from '../../contracts/api-tokens.ts';
import { api } from '../../lib/api-client.ts';
import { useT } from '../app-shell/i18n.ts';

/** Dots in place of the secret until Show is pressed; the `whsec_` brand stays readable. */
const MASK = 'whsec_••••••••••••••••••••••••';

/**
 * A token's webhook signing secret in its details (decision 024): masked, with Show and Copy,
 * and how a receiver checks `Kieu-Signature`. Read from the token's details, so regenerating
 * the token (which changes the secret) shows the new one once the details are read again.
 */
export function WebhookSecret({ tokenId }: { tokenId: string }) {
  const t = useT();
  const labelId = useId();
  const [shown, setShown] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const details = useQuery({
    queryKey: ['api-tokens', tokenId],
    queryFn: () => api.get<ApiTokenDetails>(`/api-tokens/${tokenId}`),
  });
  const secret = details.data?.webhookSecret;
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      setCopyFailed(false);
      toast.success(t('apiTokens.details.webhookSecretCopied'));
    } catch {
      setCopyFailed(true);
      toast.error(t('apiTokens.details.webhookSecretCopyFailed'));
    }
  }
  return (
    <div className="mt-6 border-t border-ink-100 pt-4">
      <h3 id={labelId} className="font-semibold text-ink-900">
        {t('apiTokens.details.webhookSecret')}
      </h3>
      {details.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {t('apiTokens.details.webhookSecretLoadFailed')}
        </p>
      ) : (
        <>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <output
              aria-labelledby={labelId}
              className="min-w-0 flex-1 rounded-md bg-ink-50 p-2 font-mono text-sm break-all text-ink-900"
            >
              {secret === undefined ? t('session.loading') : shown ? secret : MASK}
            </output>
            <button
              type="button"
              disabled={secret === undefined}
              onClick={() => setShown((value) => !value)}
              className="rounded-md border border-ink-300 px-3 py-1.5 text-sm font-semibold text-ink-800 disabled:opacity-60"
            >
              {shown
                ? t('apiTokens.details.webhookSecretHide')
                : t('apiTokens.details.webhookSecretShow')}
            </button>
            <button
              type="button"
              disabled={secret === undefined}
              onClick={() => void copy()}
              className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700 disabled:opacity-60"
            >
              {t('apiTokens.details.webhookSecretCopy')}
            </button>
          </div>
          {copyFailed && (
            <p role="alert" className="mt-2 text-sm text-red-800">
              {t('apiTokens.details.webhookSecretCopyFailed')}
            </p>
          )}
          <p className="mt-2 text-xs text-ink-700">{t('apiTokens.details.webhookSecretHint')}</p>
        </>
      )}
    </div>
  );
}
