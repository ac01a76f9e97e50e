import type { FidelityReport } from '../../../contracts/fidelity.ts';
import { failureCodeOf } from '../../../contracts/job-failures.ts';
import type { TryOnCategory } from '../../../contracts/tools.ts';
import { EngineError } from '../../engine/engine.ts';
import { checkFidelity } from '../../fidelity/check-fidelity.ts';
import { issueError } from '../../http/app-error.ts';
import { processUploadImage } from '../assets/process-upload-image.ts';

const noGarment = 'tryOn.check.noGarment';

/** The two pictures of `POST /v1/fidelity`, as sent. */
export interface FidelityPairUpload {
  product: Buffer;
  result: Buffer;
  category?: TryOnCategory;
}

/**
 * `POST /v1/fidelity` (issue 41): the garment fidelity report of any pair, a result made here or
 * elsewhere. Each picture is checked by its content as an upload is (type by its bytes, 40
 * megapixels, decodable) and turned upright by its EXIF orientation, in the caller's language
 * and before any check runs; nothing is stored and no credit is taken. A product photo in which
 * no garment is found is the caller's to fix: 422 `no_garment` on `product`.
 * @example const report = await checkPairFidelity({ product, result, category: 'tops' });
 */
export async function checkPairFidelity(pair: FidelityPairUpload): Promise<FidelityReport> {
  const product = await processUploadImage(pair.product, 'product');
  const result = await processUploadImage(pair.result, 'result');
  try {
    return await checkFidelity({
      product: product.bytes,
      result: result.bytes,
      category: pair.category,
    });
  } catch (error) {
    if (error instanceof EngineError && error.messageKey === noGarment) {
      throw issueError(422, failureCodeOf(noGarment), [{ path: 'product', message: noGarment }]);
    }
    throw error;
  }
}
