/**
 * Issue 45, defect 11: the public API's own wording of field problems, naming the field (its
 * `path`) and what it takes, where a contract's message speaks to a studio screen.
 */
export const enApiWording = {
  'apiWording.oneOf': '{field} must be one of: {values}.',
  'apiWording.tooLong': '{field} must be at most {maximum} characters long.',
  'apiWording.tooShort': '{field} must be at least {minimum} characters long.',
  'apiWording.tooMany': '{field} must list {maximum} items or fewer.',
  'apiWording.tooFew': '{field} must list {minimum} or more items.',
  'apiWording.tooHigh': '{field} must be {maximum} or less.',
  'apiWording.tooLow': '{field} must be {minimum} or more.',
  'apiWording.wrongType': '{field} must be of type {expected}.',
  'apiWording.format': '{field} is not a valid {format}.',
  'apiWording.exportSourceRequired': 'Send exactly one source: batch_id or job_ids.',
  'apiWording.uploadIdInvalid': '{field} must be an upload id: a UUID from POST /v1/uploads.',
  'apiWording.garmentsRequired':
    'garments is required: one or more garments, each with its upload id (id) and category.',
  'apiWording.modelsRequired': 'models is required: one or more models.',
  'apiWording.batchDuplicate':
    '{field} repeats {first}: a batch takes each garment and each model once. To label one photo with two SKUs, upload it once for each.',
} as const;
