import { createServer } from 'node:net';
import pg from 'pg';

/** The password of every account the benchmarks make. */
export const benchPassword = 'bench-password-2026';

/** A JSON POST to the API; throws with the answer when it is not 2xx. */
export async function post(url: string, body: unknown, token?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** Registers and verifies one account through the API, reading the code from the dev outbox. */
export async function verifiedAccount(apiUrl: string, email: string): Promise<string> {
  await post(`${apiUrl}/auth/register`, { name: 'Bench User', email, password: benchPassword });
  const outbox = (await (await fetch(`${apiUrl}/dev/outbox`)).json()) as {
    messages: { to: string; text: string }[];
  };
  const code = /\b(\d{6})\b/.exec(outbox.messages.find((m) => m.to === email)!.text)![1];
  await post(`${apiUrl}/auth/verify_otp`, { email, otp: Number(code) });
  const login = await post(`${apiUrl}/auth/login`, { username: email, password: benchPassword });
  return login.access_token as string;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A month of the Pro plan written straight to the database (API access is a plan gate). */
export async function subscribePro(databaseUrl: string, email: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into subscriptions (user_id, plan_id, billing_cycle, period_start, period_end, credits_granted_through)
       select id, 'pro', 'monthly', now(), now() + interval '30 days', now() from users where email = $1`,
      [email],
    );
  } finally {
    await client.end();
  }
}

/** POST /assets as a studio user; a photo of a person carries the uploader's own consent. */
export async function uploadAsset(apiUrl: string, token: string, bytes: Buffer, kind: string) {
  const form = new FormData();
  form.append('kind', kind);
  if (kind !== 'garment') form.append('consent', 'self');
  form.append('file', new File([new Uint8Array(bytes)], `${kind}.png`, { type: 'image/png' }));
  const res = await fetch(`${apiUrl}/assets`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}
