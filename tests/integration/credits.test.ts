import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditCharges, creditGrants, generations, users } from '../../src/server/db/schema.ts';
import { AppError } from '../../src/server/http/app-error.ts';
import { grantCredits } from '../../src/server/services/credits/grant-credits.ts';
import { readCreditBalance } from '../../src/server/services/credits/read-credit-balance.ts';
import { reserveCredits } from '../../src/server/services/credits/reserve-credits.ts';
import { settleCharge } from '../../src/server/services/credits/settle-charge.ts';
import { testDbKind } from './support/test-database.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ DB_POOL_MAX: '12' });
});
afterAll(async () => {
  await api?.stop();
});

const DAY = 24 * 3600_000;
const db = () => api.deps.database.db;
let counter = 0;

async function newUser(): Promise<string> {
  counter += 1;
  const [user] = await db()
    .insert(users)
    .values({ email: `credits-${Date.now()}-${counter}@example.com`, name: 'Phạm Thị Lan' })
    .returning();
  return user!.id;
}

async function newGeneration(userId: string): Promise<string> {
  const [row] = await db()
    .insert(generations)
    .values({ userId, tool: 'virtual-tryon', status: 'processing' })
    .returning();
  return row!.id;
}

async function reserve(userId: string, amount: number, now = new Date()) {
  const generationId = await newGeneration(userId);
  await db().transaction((tx) => reserveCredits(tx, { userId, generationId, amount, now }));
  return generationId;
}

const settle = (generationId: string, outcome: 'captured' | 'refunded') =>
  db().transaction((tx) => settleCharge(tx, { generationId, outcome, now: new Date() }));

const balance = async (userId: string, now = new Date()) =>
  (await readCreditBalance(db(), userId, now)).balance;

describe('credit reservations (decision 013)', () => {
  it('lets 50 simultaneous reservations of 1 credit against 5 credits take exactly 5', async () => {
    const userId = await newUser();
    await grantCredits(db(), {
      userId,
      source: 'test',
      reference: 'five',
      amount: 5,
      now: new Date(),
    });
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => reserve(userId, 1)));
    const ok = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const result of refused) {
      const error = (result as PromiseRejectedResult).reason as AppError;
      expect(error).toBeInstanceOf(AppError);
      expect(error.status).toBe(402);
      expect(error.text.en).toBe('Insufficient credits. You have 0, need 1 (1 more required)');
      expect(error.text.vi).toBe('Không đủ tín dụng. Bạn có 0, cần 1 (thiếu 1)');
    }
    expect(await balance(userId)).toBe(0);
    const [grant] = await db().select().from(creditGrants).where(eq(creditGrants.userId, userId));
    expect(grant!.remaining).toBe(0);
  });

  it('names the real numbers when a video needs 2 and 1 is left', async () => {
    const userId = await newUser();
    await grantCredits(db(), {
      userId,
      source: 'test',
      reference: 'one',
      amount: 1,
      now: new Date(),
    });
    await expect(reserve(userId, 2)).rejects.toMatchObject({
      status: 402,
      code: 'insufficient_credits',
      text: { en: 'Insufficient credits. You have 1, need 2 (1 more required)' },
    });
    expect(await balance(userId)).toBe(1);
  });

  it('takes from the grant that expires soonest, and never from an expired one', async () => {
    const userId = await newUser();
    const now = new Date();
    await grantCredits(db(), {
      userId,
      source: 'test',
      reference: 'old',
      amount: 2,
      now: new Date(now.getTime() - 400 * DAY),
    });
    await grantCredits(db(), {
      userId,
      source: 'test',
      reference: 'mid',
      amount: 2,
      now: new Date(now.getTime() - 100 * DAY),
    });
    await grantCredits(db(), { userId, source: 'test', reference: 'new', amount: 2, now });
    expect(await balance(userId, now)).toBe(4);
    await reserve(userId, 3, now);
    const grants = await db().select().from(creditGrants).where(eq(creditGrants.userId, userId));
    const byRef = Object.fromEntries(grants.map((grant) => [grant.reference, grant.remaining]));
    expect(byRef).toEqual({ old: 2, mid: 0, new: 1 });
  });

  it('keeps captured credits and gives refunded ones back to their grants, once', async () => {
    const userId = await newUser();
    await grantCredits(db(), {
      userId,
      source: 'test',
      reference: 'three',
      amount: 3,
      now: new Date(),
    });
    const kept = await reserve(userId, 1);
    const failed = await reserve(userId, 2);
    expect(await balance(userId)).toBe(0);

    expect(await settle(kept, 'captured')).toBe(true);
    expect(await settle(failed, 'refunded')).toBe(true);
    expect(await balance(userId)).toBe(2);
    // A retried job or a duplicate notice settles nothing twice.
    expect(await settle(failed, 'refunded')).toBe(false);
    expect(await settle(kept, 'refunded')).toBe(false);
    expect(await balance(userId)).toBe(2);
    const charges = await db().select().from(creditCharges).where(eq(creditCharges.userId, userId));
    expect(charges.map((charge) => charge.status).sort()).toEqual(['captured', 'refunded']);
  });

  // PGlite serves one session at a time, so only PostgreSQL can show two users in parallel.
  it.runIf(testDbKind === 'postgres')(
    'does not let one user’s reservations wait on another’s',
    async () => {
      const [first, second] = [await newUser(), await newUser()];
      for (const userId of [first, second]) {
        await grantCredits(db(), {
          userId,
          source: 'test',
          reference: 'two',
          amount: 2,
          now: new Date(),
        });
      }
      await db().transaction(async (tx) => {
        // `first` is locked by this open transaction; `second` still reserves at once.
        await reserveCredits(tx, {
          userId: first,
          generationId: await newGeneration(first),
          amount: 1,
          now: new Date(),
        });
        await reserve(second, 1);
      });
      expect(await balance(first)).toBe(1);
      expect(await balance(second)).toBe(1);
    },
  );
});
