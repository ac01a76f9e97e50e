/** English strings of API management and tokens (spec §2.10, §3, §5, §8). */
export const enApiTokens = {
  'apiTokens.errors.nameRequired': 'Please enter a token name.',
  'apiTokens.errors.nameTooLong': 'The token name can be at most 80 characters.',
  'apiTokens.errors.servicesRequired': 'Please select at least one service permission.',
  'apiTokens.errors.serviceInvalid': 'This service does not exist.',
  'apiTokens.errors.rateLimitRange':
    'The rate limit must be a whole number from 1 to 1000 requests per minute.',
  'apiTokens.errors.notFound': 'This API token does not exist.',
  'apiTokens.errors.planWithoutApi':
    'API access comes with the Pro plan and above. Upgrade your plan to create API tokens.',
  'apiTokens.errors.tooMany':
    'You can hold at most {limit} API tokens. Delete one you no longer use.',
  'apiTokens.errors.invalidToken': 'The API token is missing, unknown, disabled or deleted.',

  'apiTokens.service.virtual-tryon': 'Virtual try-on',
  'apiTokens.service.hairstyle-changer': 'Hairstyle generator',
  'apiTokens.service.body-generator': 'Body generator',
  'apiTokens.service.image-to-video': 'Image to video',
  'apiTokens.service.image-editing': 'Image editing',

  'apiTokens.list.title': 'API tokens',
  'apiTokens.list.empty': 'No API tokens yet. Create one to call the API from your own systems.',
  'apiTokens.list.loadFailed': 'Failed to load API tokens.',
  'apiTokens.list.retry': 'Retry',
  'apiTokens.list.create': 'Create token',
  'apiTokens.list.name': 'Name',
  'apiTokens.list.prefix': 'Token',
  'apiTokens.list.services': 'Services',
  'apiTokens.list.rateLimit': 'Rate limit',
  'apiTokens.list.perMinute': '{count} / minute',
  'apiTokens.list.lastUsed': 'Last used',
  'apiTokens.list.never': 'Never',
  'apiTokens.list.status': 'Status',
  'apiTokens.list.active': 'Active',
  'apiTokens.list.inactive': 'Inactive',
  'apiTokens.list.actions': 'Actions',
  'apiTokens.list.details': 'Details',
  'apiTokens.list.toggle': 'Active: {name}',
  'apiTokens.planGate':
    'API access comes with the Pro plan and above. Your tokens stay listed, but new ones need a plan with API access.',
  'apiTokens.planGateLink': 'See the plans',

  'apiTokens.create.title': 'Create API token',
  'apiTokens.create.name': 'Token name',
  'apiTokens.create.namePlaceholder': 'e.g. Shop website',
  'apiTokens.create.services': 'Service permissions',
  'apiTokens.create.rateLimit': 'Rate limit (requests per minute)',
  'apiTokens.create.submit': 'Create token',
  'apiTokens.create.cancel': 'Cancel',
  'apiTokens.create.failed': 'Failed to create the API token.',

  'apiTokens.issued.title': 'Your new API token',
  'apiTokens.issued.once':
    'Copy this token now and keep it safe: it is shown only once. If you lose it, regenerate it.',
  'apiTokens.issued.copy': 'Copy token',
  'apiTokens.issued.copied': 'Token copied to the clipboard',
  'apiTokens.issued.copyFailed': 'Failed to copy token to clipboard',
  'apiTokens.issued.done': 'Done',

  'apiTokens.details.title': 'Token details',
  'apiTokens.details.created': 'Created',
  'apiTokens.details.save': 'Save changes',
  'apiTokens.details.saved': 'Token saved',
  'apiTokens.details.saveFailed': 'Failed to save the API token.',
  'apiTokens.details.regenerate': 'Regenerate token',
  'apiTokens.details.regenerateConfirm':
    'Regenerate this token? The current value stops working at once.',
  'apiTokens.details.delete': 'Delete token',
  'apiTokens.details.deleteConfirm': 'Delete this token? Calls made with it stop working at once.',
  'apiTokens.details.deleted': 'Token deleted',
  'apiTokens.details.deleteFailed': 'Failed to delete the API token.',
  'apiTokens.details.close': 'Close',
} as const;
