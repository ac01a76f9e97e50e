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

  'home.hero.before': 'Before: Lan and the dress',
  'home.hero.after': 'After: the try-on',
  'home.hero.note': 'A try-on is usually ready in under {seconds} seconds',
  'home.hero.real': 'Real output of the try-on tool from sample photos, not retouched',
  'home.hero.beforeAlt':
    'Lan, a model from the studio’s sample library, standing on a light grey backdrop',
  'home.hero.garmentAlt': 'Product photo: a red dress on white',
  'home.hero.afterAlt': 'Virtual try-on by Kiểu Studio: Lan wearing the red dress',
  // What the hero may claim on this deployment's engine (decision 098).
  'home.hero.demoNote': 'Demo: made by the local demo engine',
  'home.hero.demoReal':
    'This studio runs try-on on its local demo engine, which draws a simple figure and a flat garment shape rather than an AI photo. These pictures are its real, unretouched output.',
  'home.hero.otherEngine':
    'Illustration made by the local demo engine. This studio’s try-on runs on a hosted AI model, whose photos look different.',

  'home.benefits.heading': 'Why shops and salons choose Kiểu Studio',
  'home.benefits.intro':
    'Fewer photo shoots, more listings that sell. Everything a small fashion or beauty business needs to look like a big brand online.',
  'home.benefits.1.title': 'Fewer paid photo shoots',
  'home.benefits.1.body':
    'No studio rental, no model fees, no reshoots. Photograph a garment once on a hanger and dress it on any model you like.',
  'home.benefits.2.title': 'New listings in minutes, not days',
  'home.benefits.2.body':
    'A full set of photos for a new collection is ready the same afternoon, so you post before your competitors.',
  'home.benefits.3.title': '{count} ready-made models, or your own',
  'home.benefits.3.body':
    'Start from the studio’s ready-made models, upload a photo of your own model, or make one by height, body type, age and skin tone, so each customer sees someone who looks like them.',
  'home.benefits.4.title': 'Videos that stop the scroll',
  'home.benefits.4.body':
    'Turn one still photo into a short clip for TikTok, Reels and livestream teasers, without filming a thing.',

  'home.steps.heading': 'From product photo to finished post in three steps',
  'home.steps.intro': 'Watch how a garment photo becomes a model photo and a short video.',
  'home.steps.1': 'Upload a photo of your product or your customer',
  'home.steps.2': 'Pick a model, a hairstyle or a style and let the AI work',
  'home.steps.3': 'Download the image or video and post it to your shop',
  'home.steps.play': 'Play the three-step video',
  'home.steps.caption':
    'Video, 8 seconds, no sound, captions in Vietnamese and English: 1, upload a product photo; 2, choose a garment or a hairstyle; 3, get photos and a video ready to post.',

  'home.integrations.heading': 'Works with the places you already sell',
  'home.integrations.intro':
    'Export finished photos sized for Shopee, Lazada and TikTok Shop as a ZIP you upload yourself, or connect your own website through the API. There is no marketplace plugin.',
  'home.integrations.inventory.title': 'Photos by SKU',
  'home.integrations.inventory.body':
    'A catalogue batch keeps each product’s code, and the ZIP names every photo by it, with a manifest listing them.',
  'home.integrations.orders.title': 'API and webhooks',
  'home.integrations.orders.body':
    'From the Pro plan up, your own site sends photos through the API and hears back by webhook when each result is ready.',
  'home.integrations.reporting.title': 'Usage',
  'home.integrations.reporting.body':
    'Credits used and images made per API token, on the API management page.',
  'home.integrations.channelsLabel': 'Marketplaces with an export size',
  'home.integrations.website': 'Your website via API',

  'home.services.heading': 'Five AI tools for fashion and beauty',
  'home.services.intro': 'Each tool does one job well. Use one, or chain them together.',
  'home.services.tryon.body':
    'A model photo plus a garment photo gives a natural photo of the model wearing it.',
  'home.services.tryon.link': 'Open virtual try-on',
  'home.services.body.body':
    'Create a virtual model by height, weight, age, body type and skin tone, with your own face if you like.',
  'home.services.body.link': 'Open the body generator',
  'home.services.hair.body':
    'Show clients a new cut or colour on their own portrait before the scissors come out.',
  'home.services.hair.link': 'Open the hairstyle changer',
  'home.services.video.body':
    'Bring a still photo to life with gentle movement, ready for short-video platforms.',
  'home.services.video.link': 'Open image to video',
  'home.services.edit.body':
    'Describe the change in words: new background, new colour, cleaner light. The AI does the rest.',
  'home.services.edit.link': 'Open image editing',
  'home.services.productToModel.body':
    'A flat-lay, hanger or ghost-mannequin photo is enough: the product comes out worn by your own model, in the frame each marketplace wants.',
  'home.services.productToModel.link': 'Open product to model',
  'home.services.modelSwap.body':
    'A supplier’s photo of the product on someone else: the same clothes, on your brand’s model.',
  'home.services.modelSwap.link': 'Open model swap',

  'home.pricing.heading': 'Plans that grow with your shop',
  'home.pricing.intro':
    'Start free with 5 credits. Paid plans remove the watermark and add more credits every month.',
  'home.pricing.perMonth': 'per month',
  'home.pricing.credits': '{credits} credits a month',
  'home.pricing.popular': 'Most popular',
  'home.pricing.plan.basic.note': 'For new shops posting a few products a week.',
  'home.pricing.plan.pro.note': 'For growing shops, with 4K exports and API access.',
  'home.pricing.plan.premium.note': 'For brands and teams with large catalogues.',
  'home.pricing.link': 'Compare all seven plans',

  'home.testimonials.heading': 'How small shops and salons can use it',
  'home.testimonials.illustrative':
    'Illustrative examples: the names, shops and results are made up, not quotes from customers.',
  'home.testimonials.1.quote':
    'We used to rent a studio every two weeks. Now we photograph clothes on a hanger and have model photos the same day. Our conversion on Shopee went up noticeably.',
  'home.testimonials.1.role': 'Owner, Hà Linh Boutique',
  'home.testimonials.1.city': 'Hanoi',
  'home.testimonials.2.quote':
    'Clients choose their new hairstyle on their own photo before they sit down. Fewer surprises, happier customers and more colour bookings.',
  'home.testimonials.2.role': 'Founder, Khoa Hair Salon',
  'home.testimonials.2.city': 'Ho Chi Minh City',
  'home.testimonials.3.quote':
    'The short videos from one photo are perfect for TikTok Shop. I post every day without filming and my livestream viewers keep growing.',
  'home.testimonials.3.role': 'Fashion creator',
  'home.testimonials.3.city': 'Da Nang',
  'home.testimonials.4.quote':
    'Our áo dài come in many sizes. Seeing them on models of different body types helps customers order the right size, and returns dropped.',
  'home.testimonials.4.role': 'Co-founder, Áo Dài Quỳnh',
  'home.testimonials.4.city': 'Hue',

  'home.faq.heading': 'Frequently asked questions',
  'home.faq.1.q': 'Do I need any design or photography skills?',
  'home.faq.1.a': 'No. Upload a clear photo, pick a model or a style and download the result.',
  'home.faq.2.q': 'How do credits work?',
  'home.faq.2.a':
    'Each generation spends credits: an image costs 1 credit and a video from 2, by its length and resolution. Paid plans add credits every month.',
  'home.faq.3.q': 'Can I try it for free?',
  'home.faq.3.a':
    'Yes. Every new account gets 5 free credits. Free exports carry a small watermark, which paid plans remove.',
  'home.faq.4.q': 'Can I use the images for commercial purposes?',
  'home.faq.4.a':
    'Yes. Images and videos you make on a paid plan can be used on your shop, marketplaces, social media and ads.',
  'home.faq.5.q': 'Are my product photos kept private?',
  'home.faq.5.a':
    'Your uploads are used only to make your images. They are never shared or sold, and you can delete them at any time.',
  'home.faq.6.q': 'Does it connect to Shopee, Lazada or my own website?',
  'home.faq.6.a':
    'In two ways: export photos sized for Shopee, Lazada and TikTok Shop as a ZIP and upload them yourself, or, from the Pro plan up, connect your own website through the API. There is no plugin that posts to a marketplace for you.',
  'home.faq.7.q': 'How do I pay?',
  'home.faq.7.a':
    'Pay in Vietnamese đồng the way you already do: a bank transfer by scanning a VietQR code, the MoMo or ZaloPay wallet, or VNPay; the checkout lists the methods open today. Monthly or yearly: annual billing saves 20%, and you can cancel at any time.',

  'home.consult.heading': 'Book a free consultation',
  'home.consult.intro':
    'Tell us about your shop or salon. A Kiểu Studio specialist will call you within one working day to show you what AI can do for your products.',
  'home.consult.name': 'Your name',
  'home.consult.phone': 'Phone number',
  'home.consult.email': 'Email (optional)',
  'home.consult.businessType': 'Type of business (optional)',
  'home.consult.businessType.none': 'Choose one',
  'home.consult.businessType.fashion_shop': 'Online fashion shop',
  'home.consult.businessType.brand': 'Fashion brand',
  'home.consult.businessType.salon': 'Hair or beauty salon',
  'home.consult.businessType.creator': 'Content creator',
  'home.consult.businessType.other': 'Other',
  'home.consult.message': 'What would you like help with? (optional)',
  'home.consult.submit': 'Request my free consultation',
  'home.consult.sending': 'Sending your request…',
  'home.consult.success': 'Thank you! We received your request and will call you soon.',
  'home.consult.networkError':
    'We could not send your request. Please check your connection and try again; your answers are kept.',
  'home.consult.privacy': 'We only use your details to contact you about this consultation.',
} as const;
