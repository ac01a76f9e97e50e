import type { DictionaryKey, Translate } from '../../i18n/index.ts';

/** Spec §2.3: the five studio tools; their pages are not localized. */
export const services = [
  { id: 'tryon', tool: 'virtual-tryon', path: '/virtual-tryon' },
  { id: 'body', tool: 'body-generator', path: '/body-generator' },
  { id: 'hair', tool: 'hairstyle-changer', path: '/hairstyle-changer' },
  { id: 'video', tool: 'image-to-video', path: '/image-to-video' },
  { id: 'edit', tool: 'image-editing', path: '/image-editing' },
  { id: 'productToModel', tool: 'product-to-model', path: '/product-to-model' },
  { id: 'modelSwap', tool: 'model-swap', path: '/model-swap' },
] as const;

export type ServiceId = (typeof services)[number]['id'];

export const serviceKey = (id: ServiceId, part: 'body' | 'link') =>
  `home.services.${id}.${part}` as DictionaryKey;

/** The home FAQ, shared by the page and its FAQPage JSON-LD. */
export function faqItems(tr: Translate): { question: string; answer: string }[] {
  return [1, 2, 3, 4, 5, 6, 7].map((n) => ({
    question: tr(`home.faq.${n}.q` as DictionaryKey),
    answer: tr(`home.faq.${n}.a` as DictionaryKey),
  }));
}

/** Testimonial authors, in order; names are not translated. */
export const testimonialNames = [
  'Nguyễn Thu Hà',
  'Trần Minh Khoa',
  'Lê Bảo Ngọc',
  'Phạm Quỳnh Anh',
];
