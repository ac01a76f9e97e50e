import { useRef, useState } from 'react';
import type { TeamView } from '../../contracts/teams.ts';
import { useT } from '../app-shell/i18n.ts';
import { useFormat } from '../app-shell/use-format.ts';
import { Confirmation } from '../ui/Confirmation.tsx';
import { teamApi } from './team-api.ts';
import { smallButtonClass, TeamSection } from './TeamSection.tsx';
import { useTeamChange } from './use-team-change.ts';

type Invite = TeamView['invites'][number];

/** The owner's open invitations with their expiry; revoking one is confirmed first. */
export function PendingInvites({ invites }: { invites: Invite[] }) {
  const t = useT();
  const format = useFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  const [revoking, setRevoking] = useState<Invite | null>(null);
  const change = useTeamChange(t);
  return (
    <TeamSection id="team-pending" heading={t('teamScreen.pending.title')} ref={heading}>
      {invites.length === 0 ? (
        <p className="mt-2 text-ink-700">{t('teamScreen.pending.none')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-ink-100">
          {invites.map((invite) => (
            <li key={invite.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-semibold break-all text-ink-900">{invite.email}</p>
                <p className="text-sm text-ink-700">
                  {t('teamScreen.pending.expires', { date: format.dateTime(invite.expiresAt) })}
                </p>
              </div>
              <button
                type="button"
                className={smallButtonClass}
                onClick={() => setRevoking(invite)}
              >
                {t('teamScreen.pending.revoke', { email: invite.email })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {revoking && (
        <Confirmation
          question={t('teamScreen.pending.revokeQuestion', { email: revoking.email })}
          busy={change.busy}
          confirmLabel={t('teamScreen.pending.revokeConfirm')}
          cancelLabel={t('teamScreen.cancel')}
          onCancel={() => setRevoking(null)}
          onConfirm={() =>
            change.run(
              () => teamApi.revoke(revoking.id),
              t('teamScreen.pending.revoked', { email: revoking.email }),
              () => {
                heading.current?.focus();
                setRevoking(null);
              },
            )
          }
        />
      )}
    </TeamSection>
  );
}
