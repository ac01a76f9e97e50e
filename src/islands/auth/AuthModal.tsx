import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { useT } from '../app-shell/i18n.ts';
import { $authModal, closeAuthModal } from './auth-modal-store.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { ForgotView } from './ForgotView.tsx';
import { LoginView } from './LoginView.tsx';
import { RegisterView } from './RegisterView.tsx';
import { VerifyView } from './VerifyView.tsx';

/** Spec §2.6: the login, register, forgot-password and verify modals, one at a time. */
export function AuthModal() {
  const { open, view, email, resendAt } = useStore($authModal);
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
    </Dialog>
  );
}
