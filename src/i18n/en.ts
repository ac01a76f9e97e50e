/** English strings; this file defines the keys every dictionary must have. */
export const en = {
  'site.name': 'Kiểu Studio',
  'site.description':
    'AI fashion and beauty image studio for Vietnamese fashion sellers, salons and creators.',
  'a11y.skipToContent': 'Skip to content',

  'nav.label': 'Main',
  'nav.home': 'Home',
  'nav.about': 'About',
  'nav.services': 'Services',
  'nav.pricing': 'Pricing',
  'nav.contact': 'Contact',
  'nav.blog': 'Blog',
  'nav.menu': 'Menu',
  'nav.goApp': 'Go App',

  'footer.label': 'Legal and company',
  'footer.privacy': 'Privacy policy',
  'footer.terms': 'Terms of service',
  'footer.shipping': 'Shipping policy',
  'footer.warranty': 'Warranty policy',
  'footer.contact': 'Contact',
  'footer.about': 'About us',
  'footer.copyright': '© {year} Kiểu Studio. All rights reserved.',

  'home.title': 'Kiểu Studio: AI fashion photos for online sellers',
  'home.description':
    'Try clothes on virtual models, change hairstyles and turn product photos into short videos in minutes, without a photo shoot.',
  'home.eyebrow': 'AI studio for fashion and beauty',
  'home.heading': 'Product photos that sell, without a photo shoot',
  'home.subheading':
    'Put your garments on virtual models, try new hairstyles and turn a still photo into a short video, ready for your shop in minutes. Start free with 5 credits.',
  'home.cta': 'Open the studio',
  'home.secondaryCta': 'See pricing',

  'notFound.title': 'Page not found',
  'notFound.heading': 'We could not find this page',
  'notFound.body': 'The link may be broken or the page may have moved.',
  'notFound.home': 'Back to the home page',

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

/** Every dictionary has exactly the English keys, each a plain string. */
export type Dictionary = { [Key in keyof typeof en]: string };

export type DictionaryKey = keyof Dictionary;
