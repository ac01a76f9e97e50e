/** How long results and uploads are kept, on the screens and in the warning mail (decision 058). */
export const enRetention = {
  'retention.history':
    'Results are kept for {days} days on your plan, then removed. We email you a week before.',
  'retention.assets':
    'Uploads are kept for {days} days on your plan, then removed. We email you a week before.',
} as const;

/** The mail sent seven days before removal (decision 058); server only. */
export const enRetentionMail = {
  'retention.mail.subject': 'Some of your Kiểu Studio files will be removed on {date}',
  'retention.mail.intro':
    'Hello {name}, your plan keeps results and uploads for {days} days. The files below reach that limit and will be removed on {date}.',
  'retention.mail.results': 'Results ({count})',
  'retention.mail.uploads': 'Uploads ({count})',
  'retention.mail.result': '{tool}, made on {date}',
  'retention.mail.upload': '{name}, uploaded on {date}',
  'retention.mail.more': 'and {count} more',
  'retention.mail.keep':
    'To keep a file, download it before then from your history or your library. A higher plan keeps files longer.',
  'retention.mail.history': 'Open my history',
  'retention.mail.assets': 'Open my library',
} as const;
