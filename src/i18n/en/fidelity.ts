/**
 * The garment fidelity report (issue 41): what each check found, in words a seller understands.
 * `{deltaE}`, `{warn}` and `{fail}` are colour differences (CIEDE2000) formatted in the locale.
 */
export const enFidelity = {
  'fidelity.verdict.pass': 'Matches the product',
  'fidelity.verdict.warn': 'Needs review',
  'fidelity.verdict.fail': 'Differs from the product',
  'fidelity.kind.colour': 'Colour',
  'fidelity.kind.pattern': 'Pattern and print',
  'fidelity.kind.shape': 'Shape and length',
  'fidelity.reason.colour-match':
    'The garment’s colours match the product photo (colour difference ΔE {deltaE}, below {warn}).',
  'fidelity.reason.colour-shifted':
    'The garment’s colours are a little off from the product photo (colour difference ΔE {deltaE}, from {warn} it needs a look). Check them before you publish.',
  'fidelity.reason.colour-far':
    'The garment’s colours are clearly different from the product photo (colour difference ΔE {deltaE}, from {fail} it fails). Do not use this image to show the product.',
  'fidelity.reason.region-missing':
    'The garment could not be found in the image, so this could not be checked. Look at the image yourself before you publish it.',
  'fidelity.reason.region-too-small':
    'The garment takes up too little of the image to be checked. Look at the image yourself before you publish it.',
} as const;
