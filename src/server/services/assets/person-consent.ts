import { needsConsent } from '../../../contracts/assets.ts';
import type { AssetKind } from '../../../contracts/studio.ts';
import { EngineError } from '../../engine/engine.ts';
import { seesPerson } from '../../engine/local/person-seen.ts';
import { errors } from '../../http/app-error.ts';

/**
 * Whether a person or a face is seen in a picture (engine/local/person-seen.ts). A picture the
 * models cannot read counts as showing one: the consent question is asked rather than skipped.
 * @example if (await showsPerson(image.bytes)) throw refusal;
 */
export async function showsPerson(bytes: Buffer): Promise<boolean> {
  try {
    return await seesPerson(bytes);
  } catch (error) {
    if (error instanceof EngineError && error.code === 'bad-input') return true;
    throw error;
  }
}

/**
 * Issue 39 (decision 093): a garment sent without the consent answer is looked at before it is
 * stored; one in which a person or a face is seen is refused (422 on `consent`) like a photo of
 * a person without the answer. The other kinds need the answer by their contract already.
 * @example await assertConsentForContent(fields, image.bytes);
 */
export async function assertConsentForContent(
  fields: { kind: AssetKind; consent?: string },
  bytes: Buffer,
): Promise<void> {
  if (fields.consent || needsConsent(fields.kind)) return;
  if (await showsPerson(bytes)) {
    throw errors.validation([{ path: 'consent', message: 'assets.error.personInGarment' }]);
  }
}
