/** English answers of the public API under /v1 (decision 023). */
export const enPublicApi = {
  'publicApi.errors.serviceNotPermitted':
    'This API token does not have permission for {service}. Add the service to the token in API management.',
  'publicApi.errors.unsupportedVersion':
    'Kieu-Version {version} is not a version of this API. Send one of {versions}, or no header to use your token’s version.',
  'publicApi.errors.unsupportedPublicVersion':
    'Kieu-Version {version} is not a version of this API. Send one of {versions}, or no header for the newest.',
  'publicApi.errors.unsupportedDocumentVersion':
    '{version} is not a version of this API. Ask for the document of one of {versions}, or leave out version for the newest.',
  'publicApi.errors.rateLimitExceeded':
    'Rate limit reached: this token may make {limit} requests a minute. Try again in {seconds} seconds.',
  'publicApi.errors.jobAlreadyFinished':
    'This job has already ended ({status}): only a queued or processing job can be cancelled.',
  'publicApi.errors.methodNotAllowed': '{path} does not take {method}; it takes {allowed}.',
  'publicApi.cancelAfterInvalid':
    'Cancel-After must be a duration from {min} seconds to {maxHours} hours: whole seconds (90), or a whole number with s, m or h (30s, 5m, 2h).',
  'publicApi.invalidUploadId': 'Each input must be the id of an upload.',
  'publicApi.inputsRequired':
    'inputs must be an object that gives the upload id of each input by its role.',
  'publicApi.inputRequired': '{field} is required: the id of an upload.',
  'publicApi.paramRequired': '{field} is required.',
  'publicApi.inputNotFound':
    '{field} is not the id of an upload in this account; it may have been deleted.',
  'publicApi.inputNotImage': '{field} is a video; this input takes a JPEG, PNG or WebP image.',
  'publicApi.inputConsentMissing':
    '{field} has no consent record for the person in it: upload it with consent (subject or self), or send it by URL or data URI with consent.',
  'publicApi.maskInvalid':
    'mask must be a PNG image as a data URL: white where the hair changes, black elsewhere.',
  'publicApi.maskTooLarge': 'mask is over {maxMegapixels} megapixels.',
  'publicApi.invalidService':
    'The service must be virtual-tryon, body-generator, hairstyle-changer, image-to-video or image-editing.',
  'publicApi.invalidStatus':
    'The status must be queued, processing, succeeded, failed or cancelled.',
  'publicApi.invalidLimit': 'The page size must be a whole number from 1 to 100.',
  'publicApi.invalidCursor': 'The page cursor is not valid.',
  'publicApi.invalidKind': 'The kind must be model, garment, face, hair or image.',
  'publicApi.invalidBody': 'The request body does not match this operation.',
  'publicApi.webhookTestUrlRequired':
    'webhook_url is required: this token has no job with a webhook URL to send the test event to.',
};
