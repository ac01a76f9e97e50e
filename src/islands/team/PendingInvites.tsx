import { useRef, useState } from 'react';
import type { TeamView } from '../../contracts/teams.ts';
import { useT } from '../app-shell/i18n.ts';
import { useFormat } from '../app-shell/use-format.ts';
import { ConfirmedChange } from './ConfirmedChange.tsx';
import { teamApi } from './team-api.ts';
import { TeamList, TeamRow } from './TeamRow.tsx';
import { smallButtonClass, TeamSection } from './TeamSection.tsx';

type Invite = TeamView['invites'][number];

/** The owner's open invitations with their expiry; revoking one is confirmed first. */
export function PendingInvites({ invites }: { invites: Invite[] }) {
  const t = useT();
  const format = useFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  const [revoking, setRevoking] = useState<Invite | null>(null);
  return (
    <TeamSection id="team-pending" heading={t('teamScreen.pending.title')} ref={heading}>
      {invites.length === 0 ? (
        <p className="mt-2 text-ink-700">{t('teamScreen.pending.none')}</p>
      ) : (
        <TeamList>
          {invites.map((invite) => (
            <TeamRow
              key={invite.id}
              title={invite.email}
              details={[
                t('teamScreen.pending.expires', { date: format.dateTime(invite.expiresAt) }),
              ]}
              aside={
                <button
                  type="button"
                  className={smallButtonClass}
                  onClick={() => setRevoking(invite)}
                >
                  {t('teamScreen.pending.revoke', { email: invite.email })}
                </button>
              }
            />
          ))}
        </TeamList>
      )}
      {revoking && (
        <ConfirmedChange
          question={t('teamScreen.pending.revokeQuestion', { email: revoking.email })}
          confirmLabel={t('teamScreen.pending.revokeConfirm')}
          change={() => teamApi.revoke(revoking.id)}
          success={t('teamScreen.pending.revoked', { email: revoking.email })}
          onCancel={() => setRevoking(null)}
          onDone={() => {
            // The row is gone: focus goes to the section's heading.
            heading.current?.focus();
            setRevoking(null);
          }}
        />
      )}
    </TeamSection>
  );
}
