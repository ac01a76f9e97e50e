import type { StudioTool } from '../../../contracts/studio.ts';

/**
 * curl and TypeScript examples of each operation, shown by the reference page (`x-codeSamples`).
 * They read the API's address and the token from KIEU_API and KIEU_TOKEN.
 */
type Sample = { lang: string; label: string; source: string };

const ts = (body: string): Sample => ({
  lang: 'TypeScript',
  label: 'TypeScript',
  source: `const api = process.env.KIEU_API; // e.g. https://api.kieu.studio
const headers = { Authorization: \`Bearer \${process.env.KIEU_TOKEN}\` };
${body}`,
});
const curl = (source: string): Sample => ({ lang: 'Shell', label: 'curl', source });

const submitBodies: Record<StudioTool, object> = {
  'virtual-tryon': {
    // Decision 080: an input may also be an https URL (or a data URI), downloaded once.
    inputs: { person: '<upload id>', clothing: 'https://shop.example/catalogue/ao-dai-42.jpg' },
    params: { category: 'ao-dai' },
  },
  'body-generator': {
    inputs: {},
    params: {
      gender: 'female',
      height: 165,
      weight: 52,
      age: 25,
      skinTone: 'light',
      bodyType: 'slim',
    },
  },
  'hairstyle-changer': {
    inputs: { person: '<upload id>' },
    params: { styleId: 'modern-bob', hairColor: 'dark-brown' },
  },
  'image-to-video': {
    inputs: { source: '<upload id>' },
    params: { duration: 5, resolution: '480p', model: 'seedance_v1' },
  },
  'image-editing': {
    inputs: { source: '<upload id>' },
    params: { preset: 'enhance-quality' },
  },
  // Issue 42: `model` is one of your models (GET /v1/models) or a sample; absent, a suitable one.
  'product-to-model': {
    inputs: { product: '<upload id>' },
    params: { model: '<model id>', aspectRatio: '3:4', resolution: '2k' },
  },
  'model-swap': {
    inputs: { source: '<upload id>' },
    params: { model: 'model-lan' },
  },
};

export const operationExamples = {
  submit: (service: StudioTool): Sample[] => {
    const body = { ...submitBodies[service], webhook_url: 'https://example.com/kieu-webhook' };
    return [
      curl(`curl -X POST "$KIEU_API/v1/${service}/jobs" \\
  -H "Authorization: Bearer $KIEU_TOKEN" \\
  -H "Content-Type: application/json" \\
  -H "Idempotency-Key: order-1042-${service}" \\
  -d '${JSON.stringify(body)}'`),
      ts(`const res = await fetch(\`\${api}/v1/${service}/jobs\`, {
  method: 'POST',
  headers: { ...headers, 'Content-Type': 'application/json', 'Idempotency-Key': 'order-1042-${service}' },
  body: JSON.stringify(${JSON.stringify(body, null, 2).replaceAll('\n', '\n  ')}),
});
if (!res.ok) throw new Error((await res.json()).message);
const { job, balance } = await res.json();`),
    ];
  },
  getJob: [
    curl(`curl "$KIEU_API/v1/jobs/$JOB_ID" -H "Authorization: Bearer $KIEU_TOKEN"`),
    ts(`// Poll until the job ends (or pass webhook_url when submitting).
let job;
do {
  await new Promise((resolve) => setTimeout(resolve, 2000));
  job = await (await fetch(\`\${api}/v1/jobs/\${jobId}\`, { headers })).json();
} while (job.status === 'queued' || job.status === 'processing');
if (job.status === 'succeeded') console.log(job.result.url);`),
  ],
  cancelJob: [
    curl(`curl -X POST "$KIEU_API/v1/jobs/$JOB_ID/cancel" -H "Authorization: Bearer $KIEU_TOKEN"`),
    ts(`const res = await fetch(\`\${api}/v1/jobs/\${jobId}/cancel\`, { method: 'POST', headers });
// 200: the job, cancelled and refunded; 409 job_already_finished: it ended first.
const job = await res.json();`),
  ],
  listJobs: [
    curl(
      `curl "$KIEU_API/v1/jobs?status=succeeded&limit=20" -H "Authorization: Bearer $KIEU_TOKEN"`,
    ),
    ts(`const page = await (await fetch(\`\${api}/v1/jobs?status=succeeded&limit=20\`, { headers })).json();
// page.next_cursor, when not null, is the cursor of the next page.`),
  ],
  balance: [
    curl(`curl "$KIEU_API/v1/balance" -H "Authorization: Bearer $KIEU_TOKEN"`),
    ts(`const { balance } = await (await fetch(\`\${api}/v1/balance\`, { headers })).json();`),
  ],
  upload: [
    curl(`curl -X POST "$KIEU_API/v1/uploads" \\
  -H "Authorization: Bearer $KIEU_TOKEN" \\
  -F "file=@model.jpg" -F "kind=model" -F "consent=subject"`),
    ts(`import { readFile } from 'node:fs/promises';
const form = new FormData();
form.append('file', new Blob([await readFile('model.jpg')], { type: 'image/jpeg' }), 'model.jpg');
form.append('kind', 'model');
form.append('consent', 'subject'); // or 'self': every kind but a garment with no one in it
const upload = await (await fetch(\`\${api}/v1/uploads\`, { method: 'POST', headers, body: form })).json();`),
  ],
  createExport: [
    curl(`curl -X POST "$KIEU_API/v1/exports" \\
  -H "Authorization: Bearer $KIEU_TOKEN" \\
  -H "Content-Type: application/json" \\
  -d '{"preset":"shopee","job_ids":["<job id>","<job id>"]}'`),
    ts(`const res = await fetch(\`\${api}/v1/exports\`, {
  method: 'POST',
  headers: { ...headers, 'Content-Type': 'application/json' },
  body: JSON.stringify({ preset: 'shopee', batch_id: batchId }),
});
// 202, status 'queued'; left_out counts the results that need review, left out of the ZIP.
const { export: started, left_out } = await res.json();`),
  ],
  getExport: [
    curl(`curl "$KIEU_API/v1/exports/$EXPORT_ID" -H "Authorization: Bearer $KIEU_TOKEN"`),
    ts(`let exported;
do {
  await new Promise((resolve) => setTimeout(resolve, 2000));
  ({ export: exported } = await (await fetch(\`\${api}/v1/exports/\${exportId}\`, { headers })).json());
} while (exported.status === 'queued' || exported.status === 'running');
if (exported.status === 'ready') console.log(exported.url); // the ZIP, for 48 hours`),
  ],
  verify: [
    curl(`curl -X POST "$KIEU_API/v1/verify" \\
  -H "Authorization: Bearer $KIEU_TOKEN" \\
  -F "file=@result.png"`),
    ts(`import { readFile } from 'node:fs/promises';
const form = new FormData();
form.append('file', new Blob([await readFile('result.png')]), 'result.png');
const res = await fetch(\`\${api}/v1/verify\`, { method: 'POST', headers, body: form });
const { found, ai_generated, tool, made_at, intact } = await res.json();`),
  ],
  fidelity: [
    curl(`curl -X POST "$KIEU_API/v1/fidelity" \\
  -H "Authorization: Bearer $KIEU_TOKEN" \\
  -F "product=@garment.jpg" -F "result=@try-on.png" -F "category=tops"`),
    ts(`import { readFile } from 'node:fs/promises';
const form = new FormData();
form.append('product', new Blob([await readFile('garment.jpg')]), 'garment.jpg');
form.append('result', new Blob([await readFile('try-on.png')]), 'try-on.png');
const res = await fetch(\`\${api}/v1/fidelity\`, { method: 'POST', headers, body: form });
const { fidelity } = await res.json(); // fidelity.verdict: 'pass' | 'warn' | 'fail'`),
  ],
};
