/** The public API's inputs given by URL or data URI (decision 080). `{field}` is `inputs.<role>`. */
export const enInputSources = {
  'inputSources.invalid':
    'Each input must be an upload id, an https URL or a data URI (data:image/…;base64,…).',
  'inputSources.required':
    '{field} is required: an upload id, an https URL or a data URI of the image.',
  'inputSources.consentRequired':
    'consent is required when {field} is a URL or a data URI: subject (the person in the photo agreed) or self (it is you).',
  'inputSources.personInGarment':
    'A person or a face is seen in {field}: consent is required, subject (the person in the photo agreed) or self (it is you).',
  'inputSources.urlRefused':
    '{field} is refused: an input URL must use https, carry no user name or password and reach a public host, not a private, loopback or link-local address.',
  'inputSources.urlUnreachable':
    '{field} could not be downloaded: the host must answer 200 with the file within {seconds} seconds (redirects are not followed).',
  'inputSources.notImage': '{field} is not a JPEG, PNG or WebP image (checked by its content).',
  'inputSources.tooLarge': '{field} is over {maxSize} MB.',
  'inputSources.tooManyPixels': '{field} is over {maxMegapixels} megapixels.',
};
