import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api-client.ts';
import { useT } from '../app-shell/i18n.ts';
import { useFormat } from '../app-shell/use-format.ts';
import { teamApi, teamKeys } from './team-api.ts';
import { TeamSection } from './TeamSection.tsx';

/** The token leaves the address once it has been used (or refused): it is a secret. */
function forgetInviteInAddress() {
  const url = new URL(location.href);
  url.searchParams.delete('invite');
  history.replaceState(history.state, '', `${url.pathname}${url.search}`);
}

/**
 * The invitation link's card (decision 103): who invites which address, and Accept. A refusal
 * (another address, an expired or revoked link, no free seat) is said in the server's words and
 * takes focus in place of the button; on joining, `onJoined` moves focus to the page heading.
 */
export function InviteAcceptance({ token, onJoined }: { token: string; onJoined: () => void }) {
  const t = useT();
  const format = useFormat();
  const queryClient = useQueryClient();
  const preview = useQuery({
    queryKey: ['team', 'invite', token],
    queryFn: () => teamApi.preview(token),
    retry: false,
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refusalRef = useRef<HTMLParagraphElement>(null);

  const failure =
    refusal ?? (preview.isError ? wordsOf(preview.error, t('teamScreen.actionFailed')) : null);
  useEffect(() => {
    if (preview.isError) forgetInviteInAddress();
  }, [preview.isError]);
  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  async function accept() {
    if (busy || !preview.data) return;
    setBusy(true);
    try {
      await teamApi.accept(token);
      forgetInviteInAddress();
      await queryClient.invalidateQueries({ queryKey: teamKeys.view });
      toast.success(t('teamScreen.join.joined', { owner: preview.data.owner.name }));
      onJoined();
    } catch (error) {
      forgetInviteInAddress();
      setRefusal(wordsOf(error, t('teamScreen.actionFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <TeamSection id="team-join" heading={t('teamScreen.join.title')}>
      {preview.isPending && (
        <p role="status" className="mt-2 text-ink-700">
          {t('teamScreen.join.checking')}
        </p>
      )}
      {preview.data && (
        <>
          <p className="mt-2 text-ink-800">
            {t('teamScreen.join.body', {
              owner: preview.data.owner.name,
              ownerEmail: preview.data.owner.email,
              email: preview.data.email,
            })}
          </p>
          <p className="mt-1 text-sm text-ink-700">
            {t('teamScreen.join.expires', { date: format.dateTime(preview.data.expiresAt) })}
          </p>
        </>
      )}
      {failure ? (
        <p
          ref={refusalRef}
          role="alert"
          tabIndex={-1}
          className="mt-3 font-semibold text-red-700 outline-none"
        >
          {failure}
        </p>
      ) : (
        preview.data && (
          <button
            type="button"
            aria-disabled={busy || undefined}
            onClick={() => void accept()}
            className="mt-4 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 aria-disabled:opacity-60"
          >
            {t('teamScreen.join.accept')}
          </button>
        )
      )}
    </TeamSection>
  );
}

/** The server's own words (already in the page's language), else the fallback. */
function wordsOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && !error.message.startsWith('API request failed')
    ? error.message
    : fallback;
}
