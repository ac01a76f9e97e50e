import { eq } from 'drizzle-orm';
import { batchViewSchema, type BatchView } from '../../../src/contracts/catalogue.ts';
import { assets } from '../../../src/server/db/schema.ts';
import { call, signUp } from './accounts.ts';
import { blankGarmentPhoto, fullBodyPhoto, garmentPhoto, uploadAsset } from './studio-inputs.ts';
import type { TestApi } from './test-api.ts';

/**
 * A seller with `garments` garments (SKU `AO-n`, colour Đỏ, tops) and `models` models (`Lan n.png`)
 * in the library. Models are real full-body photos: a photo the try-on cannot use is refused at
 * submit (decision 099). The garments are red T-shirts when `tryOnsSucceed`, else blank pictures
 * in which the local engine finds no garment (their try-ons fail, refunded).
 */
export async function seller(
  api: TestApi,
  options: { garments: number; models: number; tryOnsSucceed?: boolean },
) {
  const db = api.deps.database.db;
  const account = await signUp(api);
  const photo = await fullBodyPhoto();
  const garmentBytes = options.tryOnsSucceed ? await garmentPhoto() : await blankGarmentPhoto();
  const garments: string[] = [];
  for (let i = 0; i < options.garments; i += 1) {
    const garment = await uploadAsset(api, account.token, garmentBytes, 'garment');
    await db
      .update(assets)
      .set({ sku: `AO-${i + 1}`, color: 'Đỏ', garmentCategory: 'tops' })
      .where(eq(assets.id, garment.id));
    garments.push(garment.id);
  }
  const models: string[] = [];
  for (let i = 0; i < options.models; i += 1) {
    models.push((await uploadAsset(api, account.token, photo, 'model', `Lan ${i + 1}.png`)).id);
  }
  return { ...account, garments, models };
}

/** Polls GET /catalogue/batches/:id as the screen does until the batch is completed. */
export async function completedBatch(api: TestApi, token: string, id: string): Promise<BatchView> {
  let view: BatchView | undefined;
  for (let i = 0; i < 900; i += 1) {
    const res = await call(api, 'GET', `/catalogue/batches/${id}`, { token });
    view = batchViewSchema.parse(res.body.batch);
    if (view.status === 'completed') return view;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`batch ${id} still processing: ${JSON.stringify(view?.counts)}`);
}
