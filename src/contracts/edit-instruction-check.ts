import { parseInstruction, recognisedPhrases, type EditOperation } from './edit-instructions.ts';
import type { EditColour } from './edit-colours.ts';
import { editingPresets } from './tools.ts';

/**
 * Issue 22 §12, decision 044: on an engine that reads only some instructions (the local one),
 * an instruction is checked before anything is spent. The island checks as the user types and
 * the API checks again before the credit hold and the job, with the same function and words.
 */

/** Words that carry no edit of their own ('please make the photo …', 'giúp mình … nhé'). */
const filler = new Set(
  (
    'please pls kindly thanks thank you make it its this that the a an my photo image picture pic ' +
    'bit little slightly more much very some degrees do ' +
    'lam cho giup minh toi em nhe nha nhen voi anh hinh tam mot chut chut hoi them hon rat di ' +
    'turn change convert into to cua sang thanh doi chuyen mau'
  ).split(' '),
);

/** Where one request ends and the next begins: punctuation and 'and', 'then', 'và', 'rồi'. */
const separator = /[,;.!?\n]| and | then | also | plus | va | roi | sau do | voi lai /g;

/** Lower case without diacritics, one character in for one out, so spans map back. */
function foldChar(char: string): string {
  const folded = char.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/gi, 'd').toLowerCase();
  return folded.length === 1 ? folded : char.toLowerCase().slice(0, 1) || ' ';
}

export interface InstructionCheck {
  /** What the engine will do, in the order it does it. */
  operations: EditOperation[];
  /** The parts it does not understand, as the user wrote them. */
  unknown: string[];
  /** True when there is nothing to refuse (also for an empty instruction: a preset decides). */
  ok: boolean;
}

/**
 * Splits an instruction into its requests and says which the local engine understands.
 * @example checkInstruction('sáng hơn và đổi nền thành bãi biển').unknown // ['đổi nền thành bãi biển']
 */
export function checkInstruction(text: string): InstructionCheck {
  const original = text.replace(/\s+/g, ' ').trim();
  const folded = [...original].map(foldChar).join('');
  // Each character's index in `original` (code points may take two UTF-16 units).
  const at: number[] = [];
  let index = 0;
  for (const char of original) {
    at.push(index);
    index += char.length;
  }
  at.push(original.length);
  const known = new Array<boolean>(folded.length).fill(false);
  const turns = recognisedPhrases.steps.slice(0, 2).some((step) => step.test(folded));
  const phrases = [...recognisedPhrases.steps, ...(turns ? recognisedPhrases.modifiers : [])];
  for (const phrase of phrases) {
    for (const match of folded.matchAll(new RegExp(phrase.source, 'g'))) {
      known.fill(true, match.index, match.index + match[0].length);
    }
  }
  const unknown: string[] = [];
  let start = 0;
  const close = (end: number) => {
    const words = [...folded.slice(start, end).matchAll(/[\p{L}\p{N}]+/gu)].map((word) => ({
      from: start + word.index,
      to: start + word.index + word[0].length,
      known: known.slice(start + word.index, start + word.index + word[0].length).some(Boolean),
      filler: filler.has(word[0]),
    }));
    if (!words.some((word) => word.known)) {
      if (words.some((word) => !word.filler))
        unknown.push(original.slice(at[start], at[end]).trim());
      return;
    }
    // Issue 40: a request beside an understood one is not dropped in silence ('sáng hơn như
    // ảnh studio'): each stretch of words not understood, from its first word that is not a
    // filler to its end, is named.
    let stretch: typeof words = [];
    const name = () => {
      const first = stretch.findIndex((word) => !word.filler);
      if (first >= 0)
        unknown.push(original.slice(at[stretch[first]!.from], at[stretch.at(-1)!.to]));
      stretch = [];
    };
    for (const word of words) {
      if (word.known) name();
      else stretch.push(word);
    }
    name();
  };
  for (const match of folded.matchAll(separator)) {
    // A separator inside a phrase ('black and white') does not split it.
    if (known[match.index]) continue;
    close(match.index);
    start = match.index + match[0].length;
  }
  close(folded.length);
  const operations = parseInstruction(text);
  const empty = folded.trim() === '';
  return { operations, unknown, ok: empty || (operations.length > 0 && unknown.length === 0) };
}

/** The dictionary name of an operation ('toolsUi.edit.op.rotate-270' reads 'Rotate left'). */
export function operationKey(operation: EditOperation) {
  const id =
    operation.kind === 'rotate'
      ? (`rotate-${operation.degrees}` as const)
      : operation.kind === 'flip'
        ? (`flip-${operation.axis}` as const)
        : operation.kind;
  return `toolsUi.edit.op.${id}` as const;
}

type NameKey = ReturnType<typeof operationKey> | `toolsUi.edit.colour.${EditColour}`;

/**
 * An operation as the page says it, its colour included ('nền trắng', 'garment in red').
 * @example operationName(t, { kind: 'background-colour', colour: 'white' }) // 'white background'
 */
export function operationName(
  translate: (key: NameKey, params?: Record<string, string>) => string,
  operation: EditOperation,
): string {
  if (operation.kind !== 'recolour-garment' && operation.kind !== 'background-colour') {
    return translate(operationKey(operation));
  }
  return translate(operationKey(operation), {
    colour: translate(`toolsUi.edit.colour.${operation.colour}`),
  });
}

type RefusalKey =
  | 'generation.instruction.notUnderstood'
  | 'generation.instruction.vocabulary'
  | `toolsUi.preset.${(typeof editingPresets)[number]}`;

/**
 * The refusal in one language: what was not understood, what is, and the presets to use
 * instead (reframe is no edit of the picture to use instead: it only extends the frame).
 * `list` joins names as the language does (Intl.ListFormat, 'and' or 'or').
 */
export function instructionRefusal(
  translate: (key: RefusalKey, params?: Record<string, string>) => string,
  check: InstructionCheck,
  list: (items: string[], type: 'conjunction' | 'disjunction') => string,
): string {
  const parts = check.unknown.length ? check.unknown : [''];
  return translate('generation.instruction.notUnderstood', {
    unknown: list(
      parts.map((part) => `“${part}”`),
      'conjunction',
    ),
    vocabulary: translate('generation.instruction.vocabulary'),
    presets: list(
      editingPresets
        .filter((preset) => preset !== 'reframe')
        .map((preset) => translate(`toolsUi.preset.${preset}`)),
      'disjunction',
    ),
  });
}
