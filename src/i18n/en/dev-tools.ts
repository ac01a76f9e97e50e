/** English strings of the devTools area; they define its keys. */
export const enDevTools = {
  'devTools.title': 'Developer tools',
  'devTools.description': 'Development helpers: the mail outbox and the configured services.',
  'devTools.heading': 'Developer tools',
  'devTools.intro':
    'Messages the API would have emailed are kept in the development outbox and shown here.',
  'devTools.config': 'Configuration',
  'devTools.apiUrl': 'API URL',
  'devTools.emulatorUrl': 'Firebase Auth emulator',
  'devTools.notSet': 'not set',
  'devTools.outbox': 'Mail outbox',
  'devTools.refresh': 'Refresh',
  'devTools.loading': 'Loading messages…',
  'devTools.empty': 'The outbox is empty. Emails sent by the API will appear here.',
  'devTools.off':
    'The mail outbox is turned off on this API: it sends real email instead of keeping it here.',
  'devTools.unreachable':
    'Cannot reach the API at {url}. Start it with npm start, then press Refresh.',
  'devTools.failed': 'The API answered with an unexpected response ({status}).',
  'devTools.disabled': 'Developer tools are turned off in this build.',
  'devTools.count': '{count} messages, newest first',
  'devTools.to': 'To',
  'devTools.sentAt': 'Sent',
} as const;
