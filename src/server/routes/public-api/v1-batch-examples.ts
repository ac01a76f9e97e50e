/** curl and TypeScript examples of the batch calls (`x-codeSamples`), as in v1-examples.ts. */
type Sample = { lang: string; label: string; source: string };

const curl = (source: string): Sample => ({ lang: 'Shell', label: 'curl', source });
const ts = (body: string): Sample => ({
  lang: 'TypeScript',
  label: 'TypeScript',
  source: `const api = process.env.KIEU_API; // e.g. https://api.kieu.studio
const headers = { Authorization: \`Bearer \${process.env.KIEU_TOKEN}\` };
${body}`,
});

const body = {
  // Decision 129: each upload once in a batch, so each placeholder is a different one.
  models: ['<first model upload id>', '<second model upload id>'],
  garments: [
    { id: '<ao-dai upload id>', category: 'ao-dai', sku: 'AO-DAI-42', color: 'Đỏ' },
    { id: '<shirt upload id>', category: 'tops', sku: 'SOMI-07', color: 'Trắng' },
  ],
  webhook_url: 'https://example.com/kieu-webhook',
};

const productBody = {
  models: ['<model id>', 'model-lan'],
  garments: [{ id: '<product upload id>', category: 'auto', sku: 'SOMI-07', color: 'Trắng' }],
  params: { aspectRatio: '3:4', resolution: '2k' },
};

export const batchExamples = {
  submit: [
    curl(`curl -X POST "$KIEU_API/v1/virtual-tryon/batches" \\
  -H "Authorization: Bearer $KIEU_TOKEN" \\
  -H "Content-Type: application/json" \\
  -H "Idempotency-Key: catalogue-2026-11" \\
  -d '${JSON.stringify(body)}'`),
    ts(`const res = await fetch(\`\${api}/v1/virtual-tryon/batches\`, {
  method: 'POST',
  headers: { ...headers, 'Content-Type': 'application/json', 'Idempotency-Key': 'catalogue-2026-11' },
  body: JSON.stringify(${JSON.stringify(body)}),
});
const { batch, balance } = await res.json(); // 202: every job's credits held at once`),
  ],
  submitProducts: [
    curl(`curl -X POST "$KIEU_API/v1/product-to-model/batches" \\
  -H "Authorization: Bearer $KIEU_TOKEN" \\
  -H "Content-Type: application/json" \\
  -d '${JSON.stringify(productBody)}'`),
    ts(`const res = await fetch(\`\${api}/v1/product-to-model/batches\`, {
  method: 'POST',
  headers: { ...headers, 'Content-Type': 'application/json' },
  body: JSON.stringify(${JSON.stringify(productBody)}),
});
const { batch } = await res.json(); // 202: one model per column, every cell's credits held`),
  ],
  get: [
    curl(`curl "$KIEU_API/v1/batches/$BATCH_ID" -H "Authorization: Bearer $KIEU_TOKEN"`),
    ts(`const { batch } = await (await fetch(\`\${api}/v1/batches/\${batchId}\`, { headers })).json();
for (const job of batch.jobs) console.log(job.garment.sku, job.model, job.status, job.result?.url);`),
  ],
};
