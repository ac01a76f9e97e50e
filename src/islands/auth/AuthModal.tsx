import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { useT } from '../app-shell/i18n.ts';
import { $authModal, closeAuthModal, showAuthView } from './auth-modal-store.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { ConfirmIdentityView } from './ConfirmIdentityView.tsx';
import { ForgotView } from './ForgotView.tsx';
import { finishGoogleLogin } from './google-sign-in.ts';
import { LoginView } from './LoginView.tsx';
import { RegisterView } from './RegisterView.tsx';
import { VerifyView } from './VerifyView.tsx';

/**
 * Spec §2.6: the login, register, forgot-password and verify modals, one at a time; and the
 * code that finishes a first Google sign-in (decision 092).
 */
export function AuthModal() {
  const { open, view, email, resendAt, confirmation } = useStore($authModal);
  const t = useT();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={closeAuthModal}
      labelledBy={titleId}
      closeLabel={t('authUi.close')}
    >
      {view === 'login' && <LoginView titleId={titleId} email={email} />}
      {view === 'register' && <RegisterView titleId={titleId} email={email} />}
      {view === 'forgot' && <ForgotView titleId={titleId} email={email} />}
      {view === 'verify' && <VerifyView titleId={titleId} email={email} resendAt={resendAt} />}
      {view === 'confirm' && (
        <ConfirmIdentityView
          titleId={titleId}
          email={email}
          confirmation={confirmation}
          onConfirmed={(result) => finishGoogleLogin(t, result)}
          onBack={() => showAuthView('login', email)}
        />
      )}
    </Dialog>
  );
}
