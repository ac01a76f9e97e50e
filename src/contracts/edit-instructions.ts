import { colourNamed, colourWords, type EditColour } from './edit-colours.ts';

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
  | { kind: 'flip'; axis: 'horizontal' | 'vertical' }
  | { kind: 'recolour-garment' | 'background-colour'; colour: EditColour };

type SimpleKind = Exclude<EditOperation['kind'], 'rotate' | 'flip' | ColourKind>;
type ColourKind = 'recolour-garment' | 'background-colour';

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
    /\b(blur(red|ry)? (the )?(background|backdrop)|background blur|bokeh|(lam )?mo (phong )?nen|mo phong( nen)?|(nen|phong) mo|xoa phong)\b/,
  ],
];

const garment =
  '(?:(?:cai|chiec|bo) )?(?:ao(?: dai| thun| so mi| khoac| len| phong)?|vay|dam|quan(?: jeans?)?|trang phuc|quan ao|' +
  '(?:t-?shirt|shirt|top|blouse|dress|skirt|trousers|pants|jeans|jacket|coat|outfit|garment|clothes|clothing|hoodie|sweater)s?)';
const backdrop = '(?:phong nen|nen|phong|background|backdrop)';
const plain = '(?:(?:an?|plain|solid|pure|clean) )*';
const colourAt = colourWords;
const anyColour = new RegExp(`\\b${colourWords}\\b`, 'g');

/**
 * The steps that name a colour (issue 40): a new background of one colour, and a garment in
 * another colour (a seller's colour variants). Read in Vietnamese, with or without diacritics,
 * and in English: 'đổi nền thành màu trắng tinh', 'nen xanh', 'white background', 'change the
 * background to grey', 'đổi màu áo thành đỏ', 'váy màu hồng', 'make the dress red'.
 */
const colourSteps: [ColourKind, RegExp][] = [
  [
    'background-colour',
    new RegExp(
      `\\b(?:(?:(?:doi|thay|chuyen|lam|de) (?:mau )?)?${backdrop} (?:(?:thanh|sang|qua|bang) )?(?:mau )?${plain}${colourAt}|` +
        `(?:(?:make|change|replace|turn|set|paint|swap) (?:the )?${backdrop} (?:(?:to|with|into|for) )?${plain}${colourAt}(?: colou?r| one)?(?: ${backdrop})?)|` +
        `(?:(?:on|with|against) )?${plain}${colourAt} ${backdrop})\\b`,
    ),
  ],
  [
    'recolour-garment',
    new RegExp(
      `\\b(?:(?:(?:doi|thay|chuyen|lam|nhuom) )?(?:mau )?${garment} (?:(?:thanh|sang|qua) )?(?:mau )?${colourAt}|` +
        `(?:(?:make|change|turn|recolou?r|dye|colou?r) (?:the )?(?:colou?r of (?:the )?)?${garment}(?: colou?r)? (?:(?:to|into|in) )?${plain}${colourAt})|` +
        `(?:(?:an?|the) )?${colourAt} (?:colou?r(?:ed)? )?(?:variant of (?:the )?)?${garment})\\b`,
    ),
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
 * first, then a garment's new colour, then tone and colour, background last (a new background
 * colour after a blur or a removal: it is what shows). Empty when nothing is understood.
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
    if (kind === 'remove-background' || kind === 'blur-background') continue;
    if (pattern.test(folded)) operations.push({ kind });
  }
  const recolour = colourStep(folded, 'recolour-garment');
  if (recolour) operations.splice(geometryCount(operations), 0, recolour);
  for (const [kind, pattern] of keywords) {
    if (kind !== 'remove-background' && kind !== 'blur-background') continue;
    if (pattern.test(folded)) operations.push({ kind });
  }
  const background = colourStep(folded, 'background-colour');
  if (background) operations.push(background);
  return operations;
}

const geometryCount = (operations: EditOperation[]) =>
  operations.filter((operation) => operation.kind === 'rotate' || operation.kind === 'flip').length;

/** The colour step of `kind` the folded instruction asks for (the last colour named wins). */
function colourStep(folded: string, kind: ColourKind): EditOperation | undefined {
  const pattern = colourSteps.find(([step]) => step === kind)![1];
  let colour: EditColour | undefined;
  for (const match of folded.matchAll(new RegExp(pattern.source, 'g'))) {
    // The colour is the last colour word of the phrase ('đổi nền thành màu trắng tinh').
    const named = [...match[0].matchAll(anyColour)].at(-1)?.[0];
    colour = (named ? colourNamed(named) : undefined) ?? colour;
  }
  return colour ? { kind, colour } : undefined;
}

/**
 * Every phrase the parser reads, for finding the parts of an instruction it does not: the
 * steps, and the directions and axes that only mean something beside a rotate or a flip.
 */
export const recognisedPhrases = {
  steps: [
    geometry.rotate,
    geometry.flip,
    ...keywords.map(([, pattern]) => pattern),
    ...colourSteps.map(([, pattern]) => pattern),
  ],
  modifiers: [
    geometry.upsideDown,
    geometry.left,
    geometry.right,
    geometry.vertical,
    geometry.horizontal,
  ],
};
