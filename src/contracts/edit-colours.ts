/**
 * The colours an edit instruction may name, for a new background or a garment's colour
 * (issue 40): each with the swatch the local engine paints and the words it is read by, matched
 * on the instruction folded to lower case without diacritics ('màu đỏ' reads 'mau do').
 */
export const editColours = {
  white: { hex: '#ffffff', words: 'white|trang(?: tinh| muot)?' },
  black: { hex: '#111111', words: 'black|den' },
  grey: { hex: '#9e9e9e', words: 'gr[ae]y|xam|ghi' },
  red: { hex: '#c62828', words: 'red|do' },
  orange: { hex: '#ef6c00', words: 'orange|cam' },
  yellow: { hex: '#f9d423', words: 'yellow|vang' },
  green: { hex: '#2e7d32', words: 'green|xanh la(?: cay)?|xanh luc' },
  navy: { hex: '#1a237e', words: 'navy(?: blue)?|xanh (?:navy|tim than|than)' },
  blue: { hex: '#1565c0', words: 'blue|xanh(?: duong| da troi| bien| nuoc bien)?' },
  pink: { hex: '#ec6fa0', words: 'pink|hong' },
  purple: { hex: '#6a1b9a', words: 'purple|violet|tim' },
  brown: { hex: '#6d4c41', words: 'brown|nau' },
  beige: { hex: '#e8d8bd', words: 'beige|cream|kem|be' },
} as const;

export type EditColour = keyof typeof editColours;

// In this order: 'xanh navy' and 'xanh lá' are read before 'xanh' (blue) alone.
const names = Object.keys(editColours) as EditColour[];

/** Any colour's words, as one regular expression source (no capturing groups). */
export const colourWords = `(?:${names.map((name) => `(?:${editColours[name].words})`).join('|')})`;

/**
 * The colour a folded phrase names, for the words a colour pattern matched.
 * @example colourNamed('xanh la cay') // 'green'
 */
export function colourNamed(words: string): EditColour | undefined {
  return names.find((name) => new RegExp(`^(?:${editColours[name].words})$`).test(words.trim()));
}
