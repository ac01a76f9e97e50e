import sharp from 'sharp';
import type { Asset } from '../../../src/contracts/assets.ts';
import { samplePhoto } from '../../../src/server/engine/perception/sample-photos.ts';
import type { TestApi } from './test-api.ts';

/** A plain studio backdrop with a darker, person-shaped figure in the middle. */
export function personPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="600">
    <rect width="300" height="600" fill="#e8e4df"/>
    <circle cx="150" cy="80" r="40" fill="#c68a64"/>
    <rect x="95" y="125" width="110" height="220" rx="30" fill="#3a4a6b"/>
    <rect x="105" y="340" width="40" height="230" fill="#2b2b2b"/>
    <rect x="155" y="340" width="40" height="230" fill="#2b2b2b"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * A real full-body photo (800 x 800, a model in an A-pose), which the try-on's pose check
 * accepts; `personPhoto` is a drawn silhouette it refuses.
 */
export function fullBodyPhoto(): Promise<Buffer> {
  return samplePhoto('fullBody');
}

/** A real head-and-shoulders portrait (800 x 800), which the try-on's pose check refuses. */
export function portraitPhoto(): Promise<Buffer> {
  return samplePhoto('portrait');
}

/** A red T-shirt on white, as a shop photographs it. */
export function garmentPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300">
    <rect width="300" height="300" fill="#ffffff"/>
    <path d="M60 60 L120 40 L180 40 L240 60 L270 120 L220 135 L220 270 L80 270 L80 135 L30 120 Z" fill="#d0253a"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * A plain white picture: no garment and no person. As a garment it passes every check at submit
 * and the local engine's try-on fails on it (no garment found) and is refunded: where a test needs
 * a failing try-on, now that a model photo the try-on cannot use is refused at submit.
 */
export function blankGarmentPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 300, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
}

/** Uploads an image to the caller's assets library. */
export async function uploadAsset(
  api: TestApi,
  token: string,
  bytes: Buffer,
  kind: string,
  name = `${kind}.png`,
): Promise<Asset> {
  const form = new FormData();
  form.append('kind', kind);
  // Issue 26: a photo of a person needs the consent answer; a garment none.
  if (kind !== 'garment') form.append('consent', 'self');
  form.append('file', new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
  const res = await fetch(`${api.url}/assets`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return (await res.json()) as Asset;
}

/** POST /assets as the studio sends it, in `lang`; `consent` left out when undefined. */
export async function studioUpload(
  api: TestApi,
  token: string,
  bytes: Buffer,
  options: { kind: string; consent?: string; lang: 'vi' | 'en'; name?: string },
) {
  const form = new FormData();
  form.append('kind', options.kind);
  if (options.consent !== undefined) form.append('consent', options.consent);
  const name = options.name ?? 'nguoi-mau.png';
  form.append('file', new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
  const res = await fetch(`${api.url}/assets`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'accept-language': options.lang },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
