import { useT } from '../app-shell/i18n.ts';
import { Confirmation } from '../ui/Confirmation.tsx';
import { useTeamChange } from './use-team-change.ts';

/**
 * The question before a change of the team (remove, revoke, leave), which runs the change on
 * Confirm: busy meanwhile, then the success toast and `onDone` (where focus goes next).
 */
export function ConfirmedChange({
  question,
  confirmLabel,
  change,
  success,
  onCancel,
  onDone,
}: {
  question: string;
  confirmLabel: string;
  change: () => Promise<unknown>;
  success: string;
  onCancel: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const team = useTeamChange(t);
  return (
    <Confirmation
      question={question}
      busy={team.busy}
      confirmLabel={confirmLabel}
      cancelLabel={t('teamScreen.cancel')}
      onCancel={onCancel}
      onConfirm={() => team.run(change, success, onDone)}
    />
  );
}
