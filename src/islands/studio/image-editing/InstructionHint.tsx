import { useStore } from '@nanostores/react';
import {
  checkInstruction,
  instructionRefusal,
  operationKey,
  type InstructionCheck,
} from '../../../contracts/edit-instruction-check.ts';
import { formatList } from '../../../lib/format.ts';
import { $locale } from '../../../stores/locale.ts';
import { useT } from '../../app-shell/i18n.ts';

/** The refusal the API would give, built from the same check and words (decision 044). */
export function useInstructionRefusal() {
  const t = useT();
  const locale = useStore($locale);
  return (check: InstructionCheck) =>
    instructionRefusal(t, check, (items, type) => formatList(items, locale, type));
}

/**
 * Under the instruction: on the local engine, what it understands and what it will do with the
 * text so far ('Will do: brighter, rotate left.'); on a remote engine, which reads free text,
 * the examples.
 */
export function InstructionHint({
  id,
  local,
  prompt,
}: {
  id: string;
  local: boolean;
  prompt: string;
}) {
  const t = useT();
  const locale = useStore($locale);
  if (!local) {
    return (
      <p id={id} className="mt-1 text-sm text-ink-600">
        {t('toolsUi.edit.promptHint')}
      </p>
    );
  }
  const operations = checkInstruction(prompt).operations.map((operation) =>
    t(operationKey(operation)),
  );
  return (
    <div id={id} className="mt-1 grid gap-1 text-sm text-ink-600">
      <p>{t('toolsUi.edit.localHint', { vocabulary: t('generation.instruction.vocabulary') })}</p>
      {operations.length > 0 && (
        <p className="font-semibold text-ink-800">
          {t('toolsUi.edit.understood', {
            operations: formatList(operations, locale),
          })}
        </p>
      )}
    </div>
  );
}
