import { AppShell } from '../app-shell/AppShell.tsx';
import { RequireLogin } from '../app-shell/RequireLogin.tsx';
import { Profile } from './Profile.tsx';

/** /profile (login required). */
export default function ProfileIsland() {
  return (
    <AppShell title="profile.title">
      <RequireLogin>
        <Profile />
      </RequireLogin>
    </AppShell>
  );
}
