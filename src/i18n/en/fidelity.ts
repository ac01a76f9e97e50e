/**
 * The garment fidelity report (issue 41): what each check found, in words a seller understands.
 * `{score}`, `{warn}` and `{fail}` are the check's measure and thresholds formatted in the locale:
 * for colour a colour difference (CIEDE2000), for the pattern a texture distance, for the model's face
 * a similarity as a percentage (decision 121). The print's
 * sentences carry no figure: the check's score is the texture's, the print's share is in details.
 */
export const enFidelity = {
  'fidelity.verdict.pass': 'Matches the product',
  'fidelity.verdict.warn': 'Needs review',
  'fidelity.verdict.fail': 'Differs from the product',
  'fidelity.kind.colour': 'Colour',
  'fidelity.kind.pattern': 'Pattern and print',
  'fidelity.kind.shape': 'Shape and length',
  'fidelity.kind.identity': 'Model’s face',
  'fidelity.reason.colour-match':
    'The garment’s colours match the product photo (colour difference ΔE {score}, below {warn}).',
  'fidelity.reason.colour-shifted':
    'The garment’s colours are a little off from the product photo (colour difference ΔE {score}, from {warn} it needs a look). Check them before you publish.',
  'fidelity.reason.colour-far':
    'The garment’s colours are clearly different from the product photo (colour difference ΔE {score}, from {fail} it fails). Do not use this image to show the product.',
  'fidelity.reason.pattern-match':
    'The garment’s pattern and print match the product photo (texture difference {score}, below {warn}).',
  'fidelity.reason.pattern-changed':
    'The garment’s pattern or print looks changed from the product photo (texture difference {score}, from {warn} it needs a look). Check the print, stripes and logos before you publish.',
  'fidelity.reason.pattern-far':
    'The garment’s pattern or print is clearly different from the product photo, or missing (texture difference {score}, from {fail} it fails). Do not use this image to show the product.',
  'fidelity.reason.print-changed':
    'Part of the text or logo printed on the product looks missing or faded on the garment in this image. Check the print before you publish.',
  'fidelity.reason.print-missing':
    'The text or logo printed on the product is missing from the garment in this image, even if its colour looks right. Do not use this image to show the product.',
  'fidelity.reason.shape-match':
    'The garment’s length and sleeves match the product on this body (change {score}, below {warn}).',
  'fidelity.reason.length-changed':
    'The garment looks longer or shorter than the product (its length changed by {score}; from {warn} it needs a look). Check the hem before you publish.',
  'fidelity.reason.length-far':
    'The garment is clearly longer or shorter than the product (its length changed by {score}; from {fail} it fails). Do not use this image to show the product.',
  'fidelity.reason.sleeves-changed':
    'The sleeves look longer or shorter than the product’s (changed by {score}; from {warn} they need a look). Check the sleeves before you publish.',
  'fidelity.reason.sleeves-far':
    'The sleeves are clearly longer or shorter than the product’s (changed by {score}; from {fail} it fails). Do not use this image to show the product.',
  'fidelity.reason.body-missing':
    'No body was found in the image to hold the garment’s length and sleeves against, so they were not checked. Look at them yourself before you publish.',
  'fidelity.reason.identity-match':
    'The face in this image matches your model’s face reference (similarity {score}; below {warn} it needs a look).',
  'fidelity.reason.identity-changed':
    'The face in this image looks somewhat different from your model’s face reference (similarity {score}; below {warn} it needs a look). Check that it is still your model before you publish.',
  'fidelity.reason.identity-different':
    'The face in this image looks like a different person from your model (similarity {score}; below {fail} it fails). Do not use this image as your model.',
  'fidelity.reason.face-missing':
    'No face was found in this image or in your model’s face reference, so the model’s face was not checked. Look at it yourself before you publish.',
  'fidelity.reason.region-missing':
    'The garment could not be found in the image, so this could not be checked. Look at the image yourself before you publish it.',
  'fidelity.reason.region-too-small':
    'The garment takes up too little of the image to be checked. Look at the image yourself before you publish it.',
  'fidelity.reason.check-unavailable':
    'This image could not be checked against the product. Look at it yourself before you publish it.',
  'fidelity.approval.reasonShort':
    'Say in a few words why this image is right (at least 3 characters).',
  'fidelity.approval.reasonLong': 'Keep the reason under 500 characters.',
  'fidelity.approval.nothingToApprove':
    'Only an image whose check warned or failed can be approved.',
  'fidelity.badge.label': 'Garment check:',
  'fidelity.badge.approved': 'Approved',
  'fidelity.details.summary': 'Garment check details',
  'fidelity.approval.heading': 'Approve this image',
  'fidelity.approval.intro':
    'If you looked at the image and the garment is right, say why. It then leaves “Needs review”.',
  'fidelity.approval.reasonLabel': 'Why is this image right?',
  'fidelity.approval.submit': 'Approve',
  'fidelity.approval.approvedOn': 'Approved on {date}',
  'fidelity.approval.reason': 'Reason: {reason}',
  'fidelity.approval.withdraw': 'Withdraw approval',
  'fidelity.approval.done': 'Image approved.',
  'fidelity.approval.withdrawn': 'Approval withdrawn: the image needs review again.',
  'fidelity.approval.failed': 'The approval could not be saved. Try again.',
} as const;
