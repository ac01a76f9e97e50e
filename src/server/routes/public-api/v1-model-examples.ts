/** curl and TypeScript examples of the model calls (`x-codeSamples`), as in v1-examples.ts. */
type Sample = { lang: string; label: string; source: string };

const curl = (source: string): Sample => ({ lang: 'Shell', label: 'curl', source });
const ts = (body: string): Sample => ({
  lang: 'TypeScript',
  label: 'TypeScript',
  source: `const api = process.env.KIEU_API; // e.g. https://api.kieu.studio
const headers = { Authorization: \`Bearer \${process.env.KIEU_TOKEN}\` };
${body}`,
});

const createBody = {
  name: 'Lan',
  params: {
    gender: 'female',
    height: 165,
    weight: 52,
    age: 25,
    skinTone: 'light',
    bodyType: 'slim',
  },
  face: '<face upload id>',
};

export const modelExamples = {
  list: [
    curl(`curl "$KIEU_API/v1/models" -H "Authorization: Bearer $KIEU_TOKEN"`),
    ts(`const { items } = await (await fetch(\`\${api}/v1/models\`, { headers })).json();
const lan = items.find((model) => model.name === 'Lan' && model.status === 'ready');`),
  ],
  create: [
    curl(`curl -X POST "$KIEU_API/v1/models" \\
  -H "Authorization: Bearer $KIEU_TOKEN" \\
  -H "Content-Type: application/json" \\
  -d '${JSON.stringify(createBody)}'`),
    ts(`const res = await fetch(\`\${api}/v1/models\`, {
  method: 'POST',
  headers: { ...headers, 'Content-Type': 'application/json' },
  body: JSON.stringify(${JSON.stringify(createBody)}),
});
const { model } = await res.json(); // 202: model.status 'pending' until its job (model.job_id) ends`),
  ],
  get: [
    curl(`curl "$KIEU_API/v1/models/$MODEL_ID" -H "Authorization: Bearer $KIEU_TOKEN"`),
    ts(`const { model } = await (await fetch(\`\${api}/v1/models/\${modelId}\`, { headers })).json();
if (model.status === 'ready') console.log(model.image_url);`),
  ],
  rename: [
    curl(`curl -X PATCH "$KIEU_API/v1/models/$MODEL_ID" \\
  -H "Authorization: Bearer $KIEU_TOKEN" \\
  -H "Content-Type: application/json" \\
  -d '{"name":"Lan (áo dài)"}'`),
    ts(`await fetch(\`\${api}/v1/models/\${modelId}\`, {
  method: 'PATCH',
  headers: { ...headers, 'Content-Type': 'application/json' },
  body: JSON.stringify({ name: 'Lan (áo dài)' }),
});`),
  ],
  retire: [
    curl(`curl -X DELETE "$KIEU_API/v1/models/$MODEL_ID" -H "Authorization: Bearer $KIEU_TOKEN"`),
    ts(`await fetch(\`\${api}/v1/models/\${modelId}\`, { method: 'DELETE', headers });`),
  ],
};
