/** curl and TypeScript examples of the webhook calls (`x-codeSamples`), as in v1-examples.ts. */
type Sample = { lang: string; label: string; source: string };

const curl = (source: string): Sample => ({ lang: 'Shell', label: 'curl', source });
const ts = (body: string): Sample => ({
  lang: 'TypeScript',
  label: 'TypeScript',
  source: `const api = process.env.KIEU_API; // e.g. https://api.kieu.studio
const headers = { Authorization: \`Bearer \${process.env.KIEU_TOKEN}\` };
${body}`,
});

export const webhookExamples = {
  getSecret: [
    curl(`curl "$KIEU_API/v1/webhook-secret" -H "Authorization: Bearer $KIEU_TOKEN"`),
    ts(
      `const { secret } = await (await fetch(\`\${api}/v1/webhook-secret\`, { headers })).json();`,
    ),
  ],
  rotateSecret: [
    curl(
      `curl -X POST "$KIEU_API/v1/webhook-secret/rotate" -H "Authorization: Bearer $KIEU_TOKEN"`,
    ),
    ts(`const res = await fetch(\`\${api}/v1/webhook-secret/rotate\`, { method: 'POST', headers });
const { secret, previous_secret_expires_at } = await res.json();
// Deploy \`secret\` to every receiver before previous_secret_expires_at.`),
  ],
  sendTest: [
    curl(`curl -X POST "$KIEU_API/v1/webhooks/test" \\
  -H "Authorization: Bearer $KIEU_TOKEN" \\
  -H "Content-Type: application/json" \\
  -d '{"webhook_url":"https://example.com/kieu-webhook"}'`),
    ts(`const res = await fetch(\`\${api}/v1/webhooks/test\`, {
  method: 'POST',
  headers: { ...headers, 'Content-Type': 'application/json' },
  body: JSON.stringify({ webhook_url: 'https://example.com/kieu-webhook' }),
});
const { delivered, status_code, error } = await res.json();`),
  ],
};
