import { createHash } from 'node:crypto';
import type { StudioTool } from '../../../contracts/studio.ts';

/** What a submit asks, as its hash reads it. */
export interface SubmitRequest {
  tool: StudioTool;
  request: { inputs: Record<string, unknown>; params: Record<string, unknown>; mask?: string };
  api?: { webhookUrl?: string; returnBase64?: boolean };
}

/**
 * SHA-256 of what a submit asks (service, inputs, params, mask, webhook, return_base64), with object keys in a
 * fixed order, so the same request hashes the same however its JSON was written. Two submits
 * with one Idempotency-Key are the same request exactly when their hashes match (issue 18).
 * @example hashSubmit({ tool: 'image-editing', request: { inputs: {}, params: { a: 1, b: 2 } } })
 *   === hashSubmit({ tool: 'image-editing', request: { inputs: {}, params: { b: 2, a: 1 } } })
 */
export function hashSubmit({ tool, request, api }: SubmitRequest): string {
  const asked = {
    tool,
    inputs: request.inputs,
    params: request.params,
    mask: request.mask ?? null,
    webhookUrl: api?.webhookUrl ?? null,
    // Decision 080: only when asked, so keys stored before it keep their hashes.
    returnBase64: api?.returnBase64 ? true : undefined,
  };
  return hashCanonical(asked);
}

/**
 * SHA-256 of a value's JSON with every object's keys sorted, so the same request hashes the same
 * however its JSON was written (a batch's hash too: catalogue/hash-batch.ts).
 * @example hashCanonical({ a: 1, b: 2 }) === hashCanonical({ b: 2, a: 1 })
 */
export function hashCanonical(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

/** JSON with every object's keys sorted; `undefined` members are left out, as JSON does. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
