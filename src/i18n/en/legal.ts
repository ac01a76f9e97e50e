/** English strings of the legal area; they define its keys. */
export const enLegal = {
  'legal.updated': 'Last updated {date}',
  'legal.toc': 'On this page',
  'legal.questions': 'Questions about this policy? Write to us from the contact page.',
} as const;
