import { useStore } from '@nanostores/react';
import {
  checkInstruction,
  instructionRefusal,
  operationName,
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
 * the examples. Both are laid in one grid cell, the other one hidden, and neither shows until
 * the engine is known: the form below keeps its place when the answer arrives.
 */
export function InstructionHint({
  id,
  local,
  prompt,
}: {
  id: string;
  /** Unknown (undefined) until the estimate says which engine runs the tool. */
  local: boolean | undefined;
  prompt: string;
}) {
  const t = useT();
  const locale = useStore($locale);
  const check = checkInstruction(prompt);
  const operations = check.operations.map((operation) => operationName(t, operation));
  // Issue 40: a part that will not be done is named as it is typed, before anything is charged.
  const parts = formatList(
    check.unknown.map((part) => `“${part}”`),
    locale,
  );
  const shown = (which: boolean) =>
    local === which ? { id } : { 'aria-hidden': true, className: 'invisible' };
  return (
    <div className="mt-1 grid text-sm text-ink-600 *:[grid-area:1/1]">
      <div {...shown(false)}>
        <div className="grid gap-1">
          <p>{t('toolsUi.edit.promptHint')}</p>
          {operations.length > 0 && (
            <p className="font-semibold text-ink-800">
              {t('toolsUi.edit.understood', { operations: formatList(operations, locale) })}
            </p>
          )}
          {check.unknown.length > 0 && <p>{t('toolsUi.edit.asWritten', { parts })}</p>}
        </div>
      </div>
      <div {...shown(true)}>
        <div className="grid gap-1">
          <p>
            {t('toolsUi.edit.localHint', { vocabulary: t('generation.instruction.vocabulary') })}
          </p>
          {operations.length > 0 && (
            <p className="font-semibold text-ink-800">
              {t('toolsUi.edit.understood', {
                operations: formatList(operations, locale),
              })}
            </p>
          )}
          {check.unknown.length > 0 && (
            <p className="font-semibold text-red-700">{t('toolsUi.edit.willNotDo', { parts })}</p>
          )}
        </div>
      </div>
    </div>
  );
}
