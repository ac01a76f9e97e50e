import { sign } from 'node:crypto';
import { Encoder, Tag } from 'cbor-x';
import type { SigningChain } from './signing-chain.ts';

/**
 * The claim signature as a COSE_Sign1 (RFC 9052), ES256, made here because the WebAssembly
 * builder hands us the claim and takes back the whole structure. Its shape follows C2PA 2.x:
 * the algorithm and the x5chain in the protected header, a detached payload, and a `pad` in the
 * unprotected header that brings it to exactly the size the builder reserved.
 */

/** Byte strings must stay plain CBOR byte strings (cbor-x tags typed arrays by default). */
const cbor = new Encoder({ tagUint8Array: false, useRecords: false, mapsAsObjects: false });
const COSE_SIGN1_TAG = 18;
const ALG = 1;
const X5CHAIN = 33;
const ES256 = -7;

/** Room for the chain plus the signature and padding; the builder needs it before signing. */
export function reserveSizeFor(chain: SigningChain): number {
  const certificates = chain.certificates.reduce((sum, der) => sum + der.length + 8, 0);
  return certificates + 256;
}

export function coseSign1(claim: Uint8Array, chain: SigningChain, reserveSize: number): Uint8Array {
  const protectedHeader = cbor.encode(
    new Map<number, unknown>([
      [ALG, ES256],
      [X5CHAIN, chain.certificates],
    ]),
  );
  const toBeSigned = cbor.encode(['Signature1', protectedHeader, new Uint8Array(0), claim]);
  // C2PA wants the raw r|s form (IEEE P1363), not DER.
  const signature = sign('sha256', toBeSigned, { key: chain.key, dsaEncoding: 'ieee-p1363' });
  const build = (pad: number) =>
    new Uint8Array(
      cbor.encode(
        new Tag(
          [
            protectedHeader,
            new Map([['pad', new Uint8Array(pad)]]),
            null,
            new Uint8Array(signature),
          ],
          COSE_SIGN1_TAG,
        ),
      ),
    );
  // The pad's own length prefix grows at 24 and 256 bytes; settle within a few rounds.
  let pad = 0;
  let bytes = build(pad);
  for (let round = 0; round < 4 && bytes.length !== reserveSize; round += 1) {
    pad = Math.max(0, pad + reserveSize - bytes.length);
    bytes = build(pad);
  }
  if (bytes.length > reserveSize) throw new Error('the COSE signature outgrew its reserved size');
  return bytes;
}
