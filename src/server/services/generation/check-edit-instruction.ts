import {
  checkInstruction,
  instructionRefusal,
  operationName,
} from '../../../contracts/edit-instruction-check.ts';
import type { EditingParams } from '../../../contracts/tools.ts';
import { t } from '../../../i18n/index.ts';
import { formatList } from '../../../lib/format.ts';
import { AppError, type Lang } from '../../http/app-error.ts';

/**
 * Issue 22 §12, decision 044: on the local engine, an instruction with a part it does not
 * understand is refused (422, in the caller's language) before the credit hold and the job, so
 * it neither charges nor leaves a failed generation in history. Fal reads free text: no check.
 */
export function assertInstructionUnderstood(engineName: string, params: EditingParams): void {
  if (engineName !== 'local' || !params.prompt) return;
  const check = checkInstruction(params.prompt);
  if (check.ok) return;
  const message = (lang: Lang) =>
    instructionRefusal(t(lang), check, (items, type) => formatList(items, lang, type));
  throw new AppError(
    422,
    'instruction_not_understood',
    { en: message('en'), vi: message('vi') },
    (lang) => ({
      errors: [{ path: 'params.prompt', message: message(lang) }],
      understood: check.operations.map((operation) => operationName(t(lang), operation)),
      not_understood: check.unknown,
    }),
  );
}
