/** English strings of the home area; they define its keys. */
export const enHome = {
  'home.title': 'Kiểu Studio: AI fashion photos for online sellers',
  'home.description':
    'Try clothes on virtual models, change hairstyles and turn product photos into short videos in minutes, without a photo shoot.',
  'home.eyebrow': 'AI studio for fashion and beauty',
  'home.heading': 'Product photos that sell, without a photo shoot',
  'home.subheading':
    'Put your garments on virtual models, try new hairstyles and turn a still photo into a short video, ready for your shop in minutes. Start free with 5 credits.',
  'home.cta': 'Open the studio',
  'home.secondaryCta': 'See pricing',
} as const;
