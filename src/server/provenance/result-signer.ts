import { createHash } from 'node:crypto';
import { WasmBuilder } from '@contentauth/c2pa-wasm';
import { BytesBlob, startC2pa } from './c2pa-runtime.ts';
import { coseSign1, reserveSizeFor } from './cose-sign1.ts';
import { loadSigningChain, type SigningChain, type SigningChainSource } from './signing-chain.ts';

/**
 * Signs a manifest definition into a file with the reference builder (decision 052). Everything
 * that writes content credentials (new results, downloads) goes through `signAsset`.
 */
export interface ResultSigner {
  chain: SigningChain;
  /** The product version the software agent names. */
  version: string;
}

export async function createResultSigner(
  source: SigningChainSource,
  version: string,
): Promise<ResultSigner> {
  // The 9 MB WebAssembly compiles on the first signature (signAsset), not at every start.
  const chain = await loadSigningChain(source);
  return { chain, version };
}

/** A C2PA ingredient from its bytes' hash alone: no pixels, no names, no personal data. */
export interface IngredientReference {
  label: string;
  title: string;
  format: string;
  relationship: 'parentOf' | 'componentOf' | 'inputTo';
  sha256: string;
}

export interface SignRequest {
  definition: Record<string, unknown>;
  ingredients: IngredientReference[];
  /** A signed file this one was made from: its manifest becomes the parent's, kept whole. */
  parent?: { data: Buffer; contentType: string; label: string };
  data: Buffer;
  contentType: string;
}

/** c2pa-rs settings: our own anchor, so a parent we signed validates as trusted when reused. */
export function c2paSettings(signer: ResultSigner) {
  return { trust: { user_anchors: signer.chain.anchorPem } };
}

export const sha256Hex = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** The file with a new manifest embedded; the previous active manifest (if any) is its parent. */
export async function signAsset(signer: ResultSigner, request: SignRequest): Promise<Buffer> {
  startC2pa();
  const builder = WasmBuilder.fromJson(
    JSON.stringify(request.definition),
    JSON.stringify(c2paSettings(signer)),
  );
  try {
    for (const ingredient of request.ingredients) {
      builder.addIngredient(
        JSON.stringify({
          title: ingredient.title,
          format: ingredient.format,
          relationship: ingredient.relationship,
          label: ingredient.label,
          instance_id: `urn:sha256:${ingredient.sha256}`,
        }),
      );
    }
    if (request.parent) {
      builder.setIntent('edit');
      await builder.addIngredientFromBlob(
        JSON.stringify({
          title: 'original',
          relationship: 'parentOf',
          label: request.parent.label,
        }),
        request.parent.contentType,
        new BytesBlob(request.parent.data, request.parent.contentType),
      );
    }
    const reserveSize = reserveSizeFor(signer.chain);
    const signed = await builder.sign(
      {
        alg: 'es256',
        reserveSize,
        sign: (claim: Uint8Array) =>
          Promise.resolve(coseSign1(claim, signer.chain, reserveSize) as Uint8Array<ArrayBuffer>),
      },
      [],
      request.contentType,
      new BytesBlob(request.data, request.contentType),
    );
    return Buffer.from(signed);
  } finally {
    builder.free();
  }
}
