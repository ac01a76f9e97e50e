import { useState } from 'react';
import { toast } from 'sonner';
import { otpRules } from '../../contracts/auth.ts';
import { ApiError } from '../../lib/api-client.ts';
import { generateOtp, verifyOtp } from '../../stores/auth-actions.ts';
import { useT } from '../app-shell/i18n.ts';
import { finishLogin } from '../app-shell/navigation.ts';
import { closeAuthModal, showAuthView } from './auth-modal-store.ts';
import { CodeForm, useCodeForm } from './CodeForm.tsx';
import { buttonClass, linkButtonClass, secondaryButtonClass } from './Field.tsx';
import { useResendCountdown } from './resend-countdown.ts';
import { errorToast } from './toasts.ts';

/**
 * Spec §2.6: the email, a code field (at most 6 characters), verify and resend. Used by the
 * modal and by /auth/verify-otp. The right code signs the new account in and lands on the
 * dashboard (issue 40: no second typing of the password); an account the API does not sign in
 * goes on to `onVerified` (the login). Resend waits until `resendAt`, the API's one code a
 * minute counted from the last send.
 */
export function VerifyView({
  titleId,
  email,
  onVerified = () => showAuthView('login', email),
  onBack = () => showAuthView('login', email),
  resendAt: initialResendAt = 0,
}: {
  titleId: string;
  email: string;
  resendAt?: number;
  onVerified?: () => void;
  onBack?: () => void;
}) {
  const t = useT();
  const [resending, setResending] = useState(false);
  const [resendAt, setResendAt] = useState(initialResendAt);
  const waitSeconds = useResendCountdown(resendAt);
  const form = useCodeForm();

  const onCode = async (code: string) => {
    try {
      const result = await verifyOtp(email, code);
      if (result.user) {
        toast.success(t('authUi.toast.verified'), {
          description: t('authUi.toast.verifiedSignedIn'),
        });
        closeAuthModal();
        finishLogin(t, { name: result.user.name, isNewUser: true });
        return;
      }
      toast.success(t('authUi.toast.verified'), { description: t('authUi.toast.verifiedBody') });
      onVerified();
    } catch (error) {
      errorToast(t, 'authUi.toast.verifyFailed', error, 'authUi.toast.verifyFailedBody');
    }
  };

  async function resend() {
    setResending(true);
    try {
      await generateOtp(email);
      setResendAt(Date.now() + otpRules.resendSeconds * 1000);
      toast.success(t('authUi.toast.otpSent'), {
        description: t('authUi.toast.otpSentBody', { email }),
      });
      form.reset({ code: '' });
    } catch (error) {
      errorToast(t, 'authUi.toast.otpFailed', error);
      const retryAfter = retryAfterSeconds(error);
      if (retryAfter) setResendAt(Date.now() + retryAfter * 1000);
    } finally {
      setResending(false);
    }
  }

  return (
    <div>
      <h2 id={titleId} className="text-2xl font-bold text-ink-900">
        {t('authUi.verify.title')}
      </h2>
      {!email ? (
        <>
          <p role="alert" className="mt-4 text-ink-800">
            {t('authUi.verify.noEmail')}
          </p>
          <button type="button" className={`${buttonClass} mt-5`} onClick={onBack}>
            {t('authUi.backToLogin')}
          </button>
        </>
      ) : (
        <>
          <p className="mt-1 text-ink-700">
            {t('authUi.verify.intro')} <strong className="text-ink-900">{email}</strong>
          </p>
          <CodeForm
            form={form}
            label={t('authUi.verify.code')}
            submitLabel={t('authUi.verify.submit')}
            onCode={onCode}
          />
          <button
            type="button"
            className={`${secondaryButtonClass} mt-3`}
            disabled={resending || waitSeconds > 0}
            onClick={resend}
          >
            {waitSeconds > 0
              ? t('authUi.verify.resendIn', { seconds: waitSeconds })
              : t('authUi.verify.resend')}
          </button>
          <p className="mt-5 text-center text-sm">
            <button type="button" className={linkButtonClass} onClick={onBack}>
              {t('authUi.backToLogin')}
            </button>
          </p>
        </>
      )}
    </div>
  );
}

/** The wait the API asked for with a 429 (its body's `retryAfterSeconds`), if any. */
function retryAfterSeconds(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  const seconds = (error.body as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
}
