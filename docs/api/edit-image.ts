/**
 * A complete public API client in TypeScript (Node 20+, no packages): uploads a photo, asks for
 * an image edit, waits for the job and saves the result.
 *
 *   KIEU_API=https://api.kieu.studio KIEU_TOKEN=ks_live_… npx tsx docs/api/edit-image.ts photo.jpg out
 *
 * The result is saved as `out` with the extension of its real type (out.jpg for a JPEG).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';

const api = process.env.KIEU_API ?? 'http://127.0.0.1:8787';
const headers = { Authorization: `Bearer ${process.env.KIEU_TOKEN}`, 'Accept-Language': 'en' };
const [input, output = 'result'] = process.argv.slice(2);
if (!input) throw new Error('usage: edit-image.ts <photo> [output]');

/** Every error answers { code, message }: say both, and wait when the limit says so. */
async function send(path: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  for (;;) {
    const res = await fetch(`${api}${path}`, { ...init, headers: { ...headers, ...init.headers } });
    if (res.status === 429 && res.headers.has('retry-after')) {
      await new Promise((resolve) =>
        setTimeout(resolve, Number(res.headers.get('retry-after')) * 1000),
      );
      continue;
    }
    const body = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${res.status} ${body.code}: ${body.message}`);
    return body;
  }
}

// 1. Upload the photo; its id is the job's input. A photo of a person needs the consent answer,
// which is recorded: 'subject' (the person in it agreed) or 'self' (it is you). Send only what is true.
const form = new FormData();
form.append('file', new Blob([await readFile(input)]), basename(input));
form.append('consent', 'subject');
const upload = await send('/v1/uploads', { method: 'POST', body: form });

// 2. Submit the job. The Idempotency-Key makes a retried submit return the same job, unpaid.
const { job } = (await send('/v1/image-editing/jobs', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `edit-${upload.id}` },
  body: JSON.stringify({ inputs: { source: upload.id }, params: { preset: 'enhance-quality' } }),
})) as { job: { id: string } };

// 3. Wait for it (or pass webhook_url in step 2 and be told).
let status: Record<string, unknown>;
do {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  status = await send(`/v1/jobs/${job.id}`);
} while (status.status === 'queued' || status.status === 'processing');
if (status.status !== 'succeeded') throw new Error(`job failed: ${JSON.stringify(status.error)}`);

// 4. Save the result; its link is signed and expires, so download it now. Its extension is
// the one of its real type, whatever the output name said.
const result = status.result as { url: string };
const file = await fetch(result.url);
const type = (file.headers.get('content-type') ?? '').split(';')[0]!;
const extensions: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'video/mp4': '.mp4',
};
const saved = `${output.replace(/\.[^./\\]+$/, '')}${extensions[type] ?? ''}`;
await writeFile(saved, Buffer.from(await file.arrayBuffer()));
const { balance } = await send('/v1/balance');
console.log(`saved ${saved}; ${balance} credits left`);
