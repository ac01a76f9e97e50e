import { z } from 'zod';
import { garmentCategories } from './tools.ts';

/** Spec §2.8: the try-on's Sample Models tab offers sample models and sample garments. */
export const sampleKinds = ['model', 'garment'] as const;
export type SampleKind = (typeof sampleKinds)[number];

/** GET /samples query: which kind to list. */
export const sampleListQuerySchema = z.object({
  kind: z.enum(sampleKinds, { error: 'tryOn.samples.kindInvalid' }),
});

/** One sample as GET /samples answers it, its name in the caller's language. */
export const sampleSchema = z.object({
  id: z.string(),
  kind: z.enum(sampleKinds),
  category: z.enum(garmentCategories).nullable(),
  name: z.string(),
  image_url: z.string(),
});
export type Sample = z.infer<typeof sampleSchema>;

export const sampleListSchema = z.object({ items: z.array(sampleSchema) });
export type SampleList = z.infer<typeof sampleListSchema>;
