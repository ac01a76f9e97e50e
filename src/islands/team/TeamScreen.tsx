import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { TeamView } from '../../contracts/teams.ts';
import { useT } from '../app-shell/i18n.ts';
import { InviteAcceptance } from './InviteAcceptance.tsx';
import { InviteForm } from './InviteForm.tsx';
import { NoTeamAccess } from './NoTeamAccess.tsx';
import { PendingInvites } from './PendingInvites.tsx';
import { teamApi, teamKeys } from './team-api.ts';
import { TeamAuditSection } from './TeamAuditSection.tsx';
import { TeamPeople } from './TeamPeople.tsx';
import { smallButtonClass } from './TeamSection.tsx';

/** The invitation token the page was opened with (`/team?invite=…`), read once. */
function useInviteToken() {
  const [token, setToken] = useState(() => new URLSearchParams(location.search).get('invite'));
  return { token, clear: () => setToken(null) };
}

/** /team (issue 40 point 9, decision 103): the caller's team as their role lets them see it. */
export function TeamScreen() {
  const t = useT();
  const invite = useInviteToken();
  const team = useQuery({ queryKey: teamKeys.view, queryFn: teamApi.read });
  const heading = useRef<HTMLHeadingElement>(null);
  const focusTop = () => heading.current?.focus();
  return (
    <div className="mx-auto max-w-5xl px-6 py-8 lg:px-10">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-ink-900 outline-none">
        {t('teamScreen.title')}
      </h1>
      <p className="mt-2 text-ink-700">{t('teamScreen.intro')}</p>
      {invite.token && (
        <InviteAcceptance
          token={invite.token}
          onJoined={() => {
            focusTop();
            invite.clear();
          }}
        />
      )}
      {team.isPending && (
        <p role="status" className="mt-6 text-ink-700">
          {t('teamScreen.loading')}
        </p>
      )}
      {team.isError && (
        <div role="alert" className="mt-6">
          <p className="text-red-700">{t('teamScreen.loadFailed')}</p>
          <button
            type="button"
            className={`${smallButtonClass} mt-2`}
            onClick={() => void team.refetch()}
          >
            {t('teamScreen.retry')}
          </button>
        </div>
      )}
      {team.data && <TeamBody view={team.data} onLeft={focusTop} />}
    </div>
  );
}

function TeamBody({ view, onLeft }: { view: TeamView; onLeft: () => void }) {
  if (view.role === null) return <NoTeamAccess hasMembers={false} />;
  if (view.role === 'member') return <TeamPeople view={view} onLeft={onLeft} />;
  return (
    <>
      <TeamPeople view={view} onLeft={onLeft} />
      {view.allowed ? (
        <>
          <InviteForm />
          <PendingInvites invites={view.invites} />
        </>
      ) : (
        <NoTeamAccess hasMembers={view.members.length > 0} />
      )}
      <TeamAuditSection />
    </>
  );
}
