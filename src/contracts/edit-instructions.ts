/** One step the local engine can do for a written edit instruction. */
export type EditOperation =
  | {
      kind:
        | 'brighter'
        | 'darker'
        | 'warmer'
        | 'cooler'
        | 'black-and-white'
        | 'sharper'
        | 'saturated'
        | 'vintage'
        | 'remove-background'
        | 'blur-background';
    }
  | { kind: 'rotate'; degrees: 90 | 180 | 270 }
  | { kind: 'flip'; axis: 'horizontal' | 'vertical' };

type SimpleKind = Exclude<EditOperation['kind'], 'rotate' | 'flip'>;

/**
 * Keywords per operation, matched on the instruction without diacritics ('Sáng hơn' and
 * 'sang hon' both read 'sang hon'), so people may type Vietnamese with or without accents.
 * Note 'xóa phông' is Vietnamese for a blurred (bokeh) background, not a removed one.
 */
const keywords: [SimpleKind, RegExp][] = [
  ['brighter', /\b(brighter|brighten|lighter|more light|sang hon|tang sang|lam sang)\b/],
  ['darker', /\b(darker|darken|toi hon|giam sang|lam toi)\b/],
  ['warmer', /\b(warmer|warm tone|warm up|am hon|tong am|am ap)\b/],
  ['cooler', /\b(cooler|colder|cool tone|lanh hon|tong lanh)\b/],
  [
    'black-and-white',
    /\b(black and white|black & white|grayscale|greyscale|monochrome|den trang)\b/,
  ],
  ['sharper', /\b(sharper|sharpen|crisper|sac net|net hon|lam net)\b/],
  [
    'saturated',
    /\b(more saturated|saturate|saturated|vivid|vibrant|more colou?rful|ruc ro|tuoi hon|dam mau)\b/,
  ],
  ['vintage', /\b(vintage|retro|sepia|old photo|co dien|hoai co)\b/],
  [
    'remove-background',
    /\b(remove (the )?background|transparent background|no background|cut ?out|xoa nen|tach nen|bo nen)\b/,
  ],
  [
    'blur-background',
    /\b(blur (the )?background|background blur|bokeh|lam mo nen|mo nen|xoa phong)\b/,
  ],
];

/** Words of the rotate and flip steps: the step, then its direction or axis. */
const geometry = {
  rotate: /\b(rotate|rotated|xoay)\b/,
  upsideDown: /\b(180|upside down|lon nguoc)\b/,
  left: /\b(270|left|counter ?clockwise|anti ?clockwise|trai|nguoc chieu)\b/,
  right: /\b(90|right|clockwise|phai|theo chieu kim dong ho)\b/,
  flip: /\b(flip|flipped|mirror|lat|doi xung)\b/,
  vertical: /\b(vertical|vertically|upside|doc|tren duoi)\b/,
  horizontal: /\b(horizontal|horizontally|ngang|trai phai)\b/,
};

/** Lower case, no diacritics, 'đ' as 'd', single spaces. */
export function foldInstruction(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The operations an instruction asks for, in the order the engine applies them: geometry
 * first, then tone and colour, background last. Empty when nothing is understood.
 * @example parseInstruction('Làm sáng hơn và xoay trái') // [{ kind: 'rotate', degrees: 270 }, { kind: 'brighter' }]
 */
export function parseInstruction(text: string): EditOperation[] {
  const folded = foldInstruction(text);
  const operations: EditOperation[] = [];
  if (geometry.rotate.test(folded)) {
    const degrees = geometry.upsideDown.test(folded) ? 180 : geometry.left.test(folded) ? 270 : 90;
    operations.push({ kind: 'rotate', degrees });
  }
  if (geometry.flip.test(folded)) {
    const vertical = geometry.vertical.test(folded);
    operations.push({ kind: 'flip', axis: vertical ? 'vertical' : 'horizontal' });
  }
  for (const [kind, pattern] of keywords) {
    if (pattern.test(folded)) operations.push({ kind });
  }
  return operations;
}

/**
 * Every phrase the parser reads, for finding the parts of an instruction it does not: the
 * steps, and the directions and axes that only mean something beside a rotate or a flip.
 */
export const recognisedPhrases = {
  steps: [geometry.rotate, geometry.flip, ...keywords.map(([, pattern]) => pattern)],
  modifiers: [
    geometry.upsideDown,
    geometry.left,
    geometry.right,
    geometry.vertical,
    geometry.horizontal,
  ],
};
