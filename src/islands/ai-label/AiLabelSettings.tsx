import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { toast } from 'sonner';
import { defaultAiLabel, type AiLabel } from '../../contracts/ai-label.ts';
import { useT } from '../app-shell/i18n.ts';
import { buttonClass } from '../auth/Field.tsx';
import { errorToast } from '../auth/toasts.ts';
import { AiLabelChoice } from './AiLabelChoice.tsx';
import { useProfile, useSaveAiLabel } from './ai-label-api.ts';
import { ProfileSection } from '../profile/ProfileSection.tsx';

/**
 * The profile's setting of the visible AI label (decision 054): the same choice the download
 * dialog offers, remembered on the account, which the dialog starts on.
 */
export function AiLabelSettings() {
  const t = useT();
  const profile = useProfile();
  const save = useSaveAiLabel();
  const [label, setLabel] = useState<AiLabel>(defaultAiLabel);
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const confirmRef = useRef<HTMLInputElement>(null);
  const remembered = profile.data?.ai_label;
  const everConfirmed = Boolean(profile.data?.ai_label_none_confirmed_at);

  useEffect(() => {
    if (remembered) setLabel(remembered);
    setConfirmed(everConfirmed);
  }, [remembered, everConfirmed]);

  async function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    if (label === 'none' && !confirmed) {
      setError(t('aiLabel.confirmNeeded'));
      confirmRef.current?.focus();
      return;
    }
    setSaving(true);
    try {
      await save(label, confirmed);
      toast.success(t('aiLabel.saved'));
    } catch (cause) {
      errorToast(t, 'aiLabel.saveFailed', cause);
    } finally {
      setSaving(false);
    }
  }

  return (
    <ProfileSection id="ai-label" heading={t('aiLabel.settingsHeading')}>
      <p className="mt-2 text-ink-700">{t('aiLabel.settingsIntro')}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-2">
        <AiLabelChoice
          ref={confirmRef}
          value={label}
          onChange={(next) => {
            setLabel(next);
            setError(null);
          }}
          confirmed={confirmed}
          onConfirmedChange={(next) => {
            setConfirmed(next);
            if (next) setError(null);
          }}
          error={error}
          className="mt-2 rounded-md border border-ink-200 p-3"
          legendClassName="px-1 text-sm font-semibold text-ink-800"
        />
        <button
          type="submit"
          className={`${buttonClass} mt-4 sm:w-auto`}
          // Not disabled while saving: the focused button would drop focus to <body>.
          aria-disabled={saving || undefined}
          disabled={!profile.data}
        >
          {t('aiLabel.save')}
        </button>
      </form>
    </ProfileSection>
  );
}
