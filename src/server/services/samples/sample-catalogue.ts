import type { SampleKind } from '../../../contracts/samples.ts';
import type { BodyParams, GarmentCategory } from '../../../contracts/tools.ts';

/**
 * The sample models and garments shipped with the product (spec §2.8, the try-on's Sample Models
 * tab). No image file is stored: models are drawn by the local body generator from `body`,
 * garments are SVG drawings in `colour` (see render-sample.ts).
 */
export interface SampleEntry {
  id: string;
  kind: SampleKind;
  category?: GarmentCategory;
  name: { vi: string; en: string };
  /** Models: the body generator's parameters. */
  body?: BodyParams;
  /** Garments: which drawing, in which colour. */
  shape?: GarmentShape;
  colour?: string;
}

export type GarmentShape =
  'dress' | 'skirt' | 't-shirt' | 'blouse' | 'trousers' | 'jacket' | 'coat' | 'ao-dai' | 'ao-ba-ba';

const body = (params: Omit<BodyParams, 'aspectRatio'>): BodyParams => ({
  ...params,
  aspectRatio: '3:4',
});

export const sampleCatalogue: readonly SampleEntry[] = [
  {
    id: 'model-lan',
    kind: 'model',
    name: { vi: 'Lan, dáng thon', en: 'Lan, slim' },
    body: body({
      gender: 'female',
      height: 165,
      weight: 50,
      age: 24,
      skinTone: 'light',
      bodyType: 'slim',
    }),
  },
  {
    id: 'model-mai',
    kind: 'model',
    name: { vi: 'Mai, dáng cong', en: 'Mai, curvy' },
    body: body({
      gender: 'female',
      height: 160,
      weight: 62,
      age: 31,
      skinTone: 'tan',
      bodyType: 'curvy',
    }),
  },
  {
    id: 'model-hoa',
    kind: 'model',
    name: { vi: 'Hoa, dáng cân đối', en: 'Hoa, average' },
    body: body({
      gender: 'female',
      height: 170,
      weight: 58,
      age: 42,
      skinTone: 'dark',
      bodyType: 'average',
    }),
  },
  {
    id: 'model-minh',
    kind: 'model',
    name: { vi: 'Minh, dáng thể thao', en: 'Minh, athletic' },
    body: body({
      gender: 'male',
      height: 176,
      weight: 72,
      age: 27,
      skinTone: 'medium',
      bodyType: 'athletic',
    }),
  },
  {
    id: 'model-huy',
    kind: 'model',
    name: { vi: 'Huy, dáng gầy', en: 'Huy, slim' },
    body: body({
      gender: 'male',
      height: 180,
      weight: 64,
      age: 22,
      skinTone: 'very-light',
      bodyType: 'ectomorph',
    }),
  },
  {
    id: 'model-nam',
    kind: 'model',
    name: { vi: 'Nam, dáng đầy đặn', en: 'Nam, full build' },
    body: body({
      gender: 'male',
      height: 172,
      weight: 88,
      age: 48,
      skinTone: 'brown',
      bodyType: 'endomorph',
    }),
  },
  {
    id: 'garment-red-dress',
    kind: 'garment',
    category: 'dresses',
    name: { vi: 'Váy liền đỏ', en: 'Red dress' },
    shape: 'dress',
    colour: '#c62839',
  },
  {
    id: 'garment-green-dress',
    kind: 'garment',
    category: 'dresses',
    name: { vi: 'Váy liền xanh lá', en: 'Green dress' },
    shape: 'dress',
    colour: '#2f7d4f',
  },
  {
    id: 'garment-yellow-tshirt',
    kind: 'garment',
    category: 'tops',
    name: { vi: 'Áo thun vàng', en: 'Yellow T-shirt' },
    shape: 't-shirt',
    colour: '#e9b518',
  },
  {
    id: 'garment-pink-blouse',
    kind: 'garment',
    category: 'tops',
    name: { vi: 'Áo sơ mi kiểu hồng', en: 'Pink blouse' },
    shape: 'blouse',
    colour: '#e27aa0',
  },
  {
    id: 'garment-grey-trousers',
    kind: 'garment',
    category: 'bottoms',
    name: { vi: 'Quần tây xám', en: 'Grey trousers' },
    shape: 'trousers',
    colour: '#5b6270',
  },
  {
    id: 'garment-navy-skirt',
    kind: 'garment',
    category: 'bottoms',
    name: { vi: 'Chân váy xanh navy', en: 'Navy skirt' },
    shape: 'skirt',
    colour: '#1f3a6b',
  },
  {
    id: 'garment-denim-jacket',
    kind: 'garment',
    category: 'outerwear',
    name: { vi: 'Áo khoác jean', en: 'Denim jacket' },
    shape: 'jacket',
    colour: '#3f6a9c',
  },
  {
    id: 'garment-camel-coat',
    kind: 'garment',
    category: 'outerwear',
    name: { vi: 'Áo măng tô nâu lạc đà', en: 'Camel coat' },
    shape: 'coat',
    colour: '#a8743f',
  },
  {
    id: 'garment-red-ao-dai',
    kind: 'garment',
    category: 'ao-dai',
    name: { vi: 'Áo dài đỏ', en: 'Red ao dai' },
    shape: 'ao-dai',
    colour: '#b3122e',
  },
  {
    id: 'garment-brown-ao-ba-ba',
    kind: 'garment',
    category: 'ao-ba-ba',
    name: { vi: 'Áo bà ba nâu', en: 'Brown ao ba ba' },
    shape: 'ao-ba-ba',
    colour: '#7a4a2a',
  },
];

/** The catalogue entry with this id, if any. */
export function findSample(id: string): SampleEntry | undefined {
  return sampleCatalogue.find((entry) => entry.id === id);
}
