/**
 * English strings of the validation area; they define its keys. Contract schemas
 * (src/contracts) carry these keys as their messages; the API and the islands translate them.
 */
export const enValidation = {
  'validation.invalid': 'The request is not valid.',
  'validation.unknownField':
    'Unknown field: {field}. Check its spelling against the documentation.',
  'validation.wrongType': 'This field has the wrong type.',
  'validation.nameRequired': 'Please enter your name',
  'validation.nameTooShort': 'Name must be at least 2 characters',
  'validation.nameTooLong': 'Name must be at most 100 characters',
  'validation.firstNameRequired': 'Please enter your first name',
  'validation.firstNameTooLong': 'First name must be at most 50 characters',
  'validation.lastNameRequired': 'Please enter your last name',
  'validation.lastNameTooLong': 'Last name must be at most 50 characters',
  'validation.phoneRequired': 'Please enter your phone number',
  'validation.phoneInvalid': 'Please enter a valid phone number (9 to 15 digits)',
  'validation.emailRequired': 'Please enter your email',
  'validation.emailInvalid': 'Please enter a valid email',
  'validation.businessTypeInvalid': 'Please choose a business type from the list',
  'validation.messageTooLong': 'Message must be at most 1000 characters',
  'validation.localeInvalid': 'Language must be Vietnamese (vi) or English (en)',
  'validation.topicInvalid': 'Please choose a topic from the list',
  'validation.descriptionRequired': 'Please describe your request',
  'validation.descriptionTooShort': 'Description must be at least 10 characters',
  'validation.descriptionTooLong': 'Description must be at most 5000 characters',
  // Spec §5, word for word.
  'validation.fileType': 'Invalid file type. Please upload {acceptedTypes} files only',
  'validation.payloadTooLarge': 'The request body is too large. Maximum size is {maxSize}MB.',
  'validation.fileTooLarge': 'File is too large. Maximum size is {maxSize}MB',
  'validation.tooManyFiles': 'You can upload at most {maxFiles} files',
  'validation.formRequired': 'Please send the form as multipart/form-data',
  'validation.rateLimited': 'Too many requests. Please try again in {minutes} min.',
  'validation.nulCharacter': 'This field must not contain the NUL character (\\u0000)',
  'validation.formUnreadable': 'The form could not be read. Please send it again',
  'validation.unsupportedMediaType':
    'This content type is not accepted here. Please check the Content-Type header',
  'validation.valueRefused': 'A value in the request is not valid.',
} as const;
