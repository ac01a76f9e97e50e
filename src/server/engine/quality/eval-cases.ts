import { garmentCategories, type GarmentCategory } from '../../../contracts/tools.ts';
import { sampleCatalogue } from '../../services/samples/sample-catalogue.ts';
import { renderSample } from '../../services/samples/render-sample.ts';
import { samplePhoto } from '../perception/sample-photos.ts';

/** One try-on of the quality harness: a shipped model photo and a shipped garment. */
export interface EvalCase {
  id: string;
  model: { id: string; load: () => Promise<Buffer> };
  garment: { id: string; load: () => Promise<Buffer> };
  category: GarmentCategory;
}

/**
 * The harness's fixed inputs: the shipped sample photos (the real full-body photo and every
 * sample model) and every garment category. `standard` gives each model one garment, cycling
 * through the categories so each appears (7 try-ons, small enough for CI on the local engine);
 * `all` tries every model with every sample garment (70).
 */
export function evalCases(set: 'standard' | 'all' = 'standard'): EvalCase[] {
  const models = [
    { id: 'photo-full-body', load: () => samplePhoto('fullBody') },
    ...sampleCatalogue
      .filter((entry) => entry.kind === 'model')
      .map((entry) => ({ id: entry.id, load: () => renderSample(entry) })),
  ];
  const garments = sampleCatalogue
    .filter((entry) => entry.kind === 'garment')
    .map((entry) => ({
      id: entry.id,
      category: entry.category!,
      load: () => renderSample(entry),
    }));
  const pairs =
    set === 'all'
      ? models.flatMap((model) => garments.map((garment) => ({ model, garment })))
      : // As many try-ons as models or categories, whichever is more, so each appears.
        [...Array(Math.max(models.length, garmentCategories.length)).keys()].map((index) => {
          const model = models[index % models.length]!;
          const category = garmentCategories[index % garmentCategories.length]!;
          return { model, garment: garments.find((garment) => garment.category === category)! };
        });
  return pairs.map(({ model, garment }) => ({
    id: `${model.id}+${garment.id}`,
    model: { id: model.id, load: model.load },
    garment: { id: garment.id, load: garment.load },
    category: garment.category,
  }));
}
