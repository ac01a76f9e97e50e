import { post, subscribePro, verifiedAccount } from './api-calls.ts';

/** A Pro account with a finished job, a session and `tokens` API tokens of 1,000 calls/min. */
export async function caller(apiUrl: string, databaseUrl: string, email: string, tokens: number) {
  const session = await verifiedAccount(apiUrl, email);
  await subscribePro(databaseUrl, email);
  const seeded = await post(
    `${apiUrl}/dev/seed-generations`,
    { repeat: 1, items: [{ tool: 'virtual-tryon', status: 'success', width: 640, height: 480 }] },
    session,
  );
  const token = async (rateLimitPerMinute: number) =>
    (
      await post(
        `${apiUrl}/api-tokens`,
        { name: 'Bench', services: ['virtual-tryon'], rateLimitPerMinute },
        session,
      )
    ).value as string;
  const values: string[] = [];
  for (let i = 0; i < tokens; i += 1) values.push(await token(1000));
  return { session, jobId: (seeded.ids as string[])[0]!, tokens: values, token };
}
