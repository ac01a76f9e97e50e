import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { LOGIN_RETURN_KEY, rememberReturnPath } from '../../lib/return-path.ts';
import { $session } from '../../stores/session.ts';
import { StudioApp } from '../studio-shell/StudioApp.tsx';
import { TeamScreen } from './TeamScreen.tsx';

/**
 * A signed-out visitor who follows an invitation is asked to log in (the studio's guard); the
 * login then brings them back to the invitation instead of the dashboard (decision 103).
 */
function useInvitationLoginReturn() {
  const { status } = useStore($session);
  useEffect(() => {
    const token = new URLSearchParams(location.search).get('invite');
    if (status === 'anonymous' && token) {
      rememberReturnPath(`/team?invite=${encodeURIComponent(token)}`, LOGIN_RETURN_KEY);
    }
  }, [status]);
}

/** /team (decision 103): members, invitations, the audit, and joining from an invitation. */
export default function TeamIsland() {
  useInvitationLoginReturn();
  return (
    <StudioApp title="teamScreen.title" section="team">
      <TeamScreen />
    </StudioApp>
  );
}
