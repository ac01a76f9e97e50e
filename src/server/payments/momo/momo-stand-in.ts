import { randomBytes, randomInt } from 'node:crypto';
import { Hono } from 'hono';
import { MOMO_MAX_AMOUNT, MOMO_MIN_AMOUNT } from './momo-rail.ts';
import { momoSign, verifyMomo, type MomoKeys } from './momo-signature.ts';
import { momoStandInPage } from './momo-stand-in-page.ts';

/**
 * A stand-in for MoMo's payment gateway API v2 (issue 43, decision 132), by its documented
 * protocol: `POST /v2/gateway/api/create` (captureWallet), `/query` and `/refund`, each signed
 * request checked and refused with MoMo's result codes; a hosted page `GET /pay/:sid` whose
 * "Pay" or "Cancel" sends MoMo's signed IPN to the order's ipnUrl (until it is received) and
 * then sends the browser to its redirectUrl with the same signed fields, as MoMo does. Orders
 * live in memory. Path parameters are not named `id`: the API reads an `id` as a UUID. It runs
 * inside `npm start` (keys derived from APP_SECRET) and, on its own socket with test keys, as
 * the integration tests' fake.
 */
export interface MomoStandInOptions {
  keys: MomoKeys;
  /** Where this app is reached from outside (payUrl is under it). */
  publicUrl: () => string;
  now?: () => Date;
}

interface Refund {
  orderId: string;
  requestId: string;
  amount: number;
  transId: number;
  resultCode: number;
  createdTime: number;
}

interface Payment {
  sid: string;
  orderId: string;
  requestId: string;
  amount: number;
  orderInfo: string;
  redirectUrl: string;
  ipnUrl: string;
  extraData: string;
  status: 'pending' | 'paid' | 'cancelled';
  transId: number;
  payType: string;
  refunds: Refund[];
}

/** MoMo's result codes and messages that the stand-in answers (developers.momo.vn). */
const results = {
  ok: [0, 'Successful.'],
  badFormat: [20, 'Bad format request.'],
  authFailed: [13, 'Merchant authentication failed.'],
  invalidAmount: [21, 'Invalid transaction amount.'],
  amountOutOfRange: [22, 'Transaction amount is out of range.'],
  duplicateRequest: [40, 'Duplicated requestId.'],
  duplicateOrder: [41, 'Duplicated orderId.'],
  orderNotFound: [42, 'Invalid orderId or orderId is not found.'],
  waiting: [1000, 'Transaction is initiated, waiting for user confirmation.'],
  denied: [1006, 'Transaction denied by user.'],
  refundRejected: [1081, 'Refund rejected. The original transaction might have been refunded.'],
} as const satisfies Record<string, readonly [number, string]>;
type Result = (typeof results)[keyof typeof results];

const ORDER_ID = /^[0-9a-zA-Z]([-_.]*[0-9a-zA-Z]+)*$/;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;
const isId = (value: unknown, max: number): value is string =>
  isText(value, max) && value.length > 0;

export function momoStandIn(options: MomoStandInOptions): Hono {
  const { keys } = options;
  const now = options.now ?? (() => new Date());
  const byOrderId = new Map<string, Payment>();
  const bySid = new Map<string, Payment>();
  const byTransId = new Map<number, Payment>();
  const refundOrderIds = new Set<string>();
  /** MoMo's idempotency: a repeated requestId is answered with its first answer. */
  const answered = new Map<string, { orderId: string; answer: Record<string, unknown> }>();
  const app = new Hono();

  const answer = (
    base: Record<string, unknown>,
    [resultCode, message]: Result,
    extra: Record<string, unknown> = {},
  ) => ({
    partnerCode: keys.partnerCode,
    ...base,
    ...extra,
    resultCode,
    message,
    responseTime: now().getTime(),
  });
  const newTransId = () => {
    let transId = randomInt(10 ** 9, 2 ** 32);
    while (byTransId.has(transId)) transId = randomInt(10 ** 9, 2 ** 32);
    return transId;
  };

  /** Reads a signed JSON body; a refusal answer when it is malformed or not signed by us. */
  async function signedBody(
    body: unknown,
    message: 'create' | 'query' | 'refund',
  ): Promise<{ fields: Record<string, unknown> } | { refusal: Record<string, unknown> }> {
    if (!isRecord(body) || !isId(body.requestId, 50) || !isId(body.orderId, 200)) {
      return { refusal: answer({}, results.badFormat) };
    }
    const base = { requestId: body.requestId, orderId: body.orderId };
    if (body.partnerCode !== keys.partnerCode || !verifyMomo(message, body, keys)) {
      return { refusal: answer(base, results.authFailed) };
    }
    return { fields: body };
  }

  app.post('/v2/gateway/api/create', async (c) => {
    const read = await signedBody(await c.req.json().catch(() => null), 'create');
    if ('refusal' in read) return c.json(read.refusal, 400);
    const b = read.fields;
    const base = { requestId: b.requestId, orderId: b.orderId, amount: b.amount };
    const wellFormed =
      b.requestType === 'captureWallet' &&
      ORDER_ID.test(String(b.orderId)) &&
      isText(b.orderInfo, 255) &&
      isText(b.extraData ?? '', 1_000_000) &&
      typeof b.redirectUrl === 'string' &&
      URL.canParse(b.redirectUrl) &&
      typeof b.ipnUrl === 'string' &&
      URL.canParse(b.ipnUrl);
    if (!wellFormed) return c.json(answer(base, results.badFormat), 400);
    if (typeof b.amount !== 'number' || !Number.isSafeInteger(b.amount)) {
      return c.json(answer(base, results.invalidAmount), 400);
    }
    if (b.amount < MOMO_MIN_AMOUNT || b.amount > MOMO_MAX_AMOUNT) {
      return c.json(answer(base, results.amountOutOfRange), 400);
    }
    const earlier = answered.get(String(b.requestId));
    if (earlier) {
      return earlier.orderId === b.orderId
        ? c.json(earlier.answer)
        : c.json(answer(base, results.duplicateRequest), 400);
    }
    if (byOrderId.has(String(b.orderId)) || refundOrderIds.has(String(b.orderId))) {
      return c.json(answer(base, results.duplicateOrder), 400);
    }
    const payment: Payment = {
      sid: randomBytes(16).toString('hex'),
      orderId: String(b.orderId),
      requestId: String(b.requestId),
      amount: b.amount,
      orderInfo: String(b.orderInfo),
      redirectUrl: String(b.redirectUrl),
      ipnUrl: String(b.ipnUrl),
      extraData: String(b.extraData ?? ''),
      status: 'pending',
      transId: 0,
      payType: '',
      refunds: [],
    };
    byOrderId.set(payment.orderId, payment);
    bySid.set(payment.sid, payment);
    // MoMo's links: its page, and the app links its QR code and its phone button open.
    const appLink = (scan: boolean) =>
      `momo://app?action=payWithApp&isScanQR=${scan}&serviceType=${scan ? 'qr' : 'app'}&sid=${payment.sid}&v=3.0`;
    const created = answer(base, results.ok, {
      payUrl: `${options.publicUrl()}/pay/${payment.sid}`,
      deeplink: appLink(false),
      qrCodeUrl: appLink(true),
    });
    answered.set(payment.requestId, { orderId: payment.orderId, answer: created });
    return c.json(created);
  });

  app.post('/v2/gateway/api/query', async (c) => {
    const read = await signedBody(await c.req.json().catch(() => null), 'query');
    if ('refusal' in read) return c.json(read.refusal, 400);
    const base = { requestId: read.fields.requestId, orderId: read.fields.orderId };
    const payment = byOrderId.get(String(read.fields.orderId));
    if (!payment) return c.json(answer(base, results.orderNotFound));
    const state =
      payment.status === 'paid'
        ? results.ok
        : payment.status === 'cancelled'
          ? results.denied
          : results.waiting;
    return c.json(
      answer(base, state, {
        extraData: payment.extraData,
        amount: payment.amount,
        transId: payment.transId,
        payType: payment.payType,
        paymentOption: 'momo',
        refundTrans: payment.refunds.map((refund) => ({
          orderId: refund.orderId,
          amount: refund.amount,
          resultCode: refund.resultCode,
          transId: refund.transId,
          createdTime: refund.createdTime,
        })),
      }),
    );
  });

  app.post('/v2/gateway/api/refund', async (c) => {
    const read = await signedBody(await c.req.json().catch(() => null), 'refund');
    if ('refusal' in read) return c.json(read.refusal, 400);
    const b = read.fields;
    const base = { requestId: b.requestId, orderId: b.orderId, amount: b.amount };
    if (
      !ORDER_ID.test(String(b.orderId)) ||
      typeof b.transId !== 'number' ||
      !isText(b.description ?? '', 255)
    ) {
      return c.json(answer(base, results.badFormat), 400);
    }
    if (typeof b.amount !== 'number' || !Number.isSafeInteger(b.amount)) {
      return c.json(answer(base, results.invalidAmount), 400);
    }
    if (b.amount < MOMO_MIN_AMOUNT) return c.json(answer(base, results.amountOutOfRange), 400);
    const earlier = answered.get(String(b.requestId));
    if (earlier) {
      return earlier.orderId === b.orderId
        ? c.json(earlier.answer)
        : c.json(answer(base, results.duplicateRequest), 400);
    }
    if (byOrderId.has(String(b.orderId)) || refundOrderIds.has(String(b.orderId))) {
      return c.json(answer(base, results.duplicateOrder), 400);
    }
    const payment = byTransId.get(b.transId);
    if (!payment || payment.status !== 'paid') return c.json(answer(base, results.orderNotFound));
    const refunded = payment.refunds.reduce((sum, refund) => sum + refund.amount, 0);
    if (refunded + b.amount > payment.amount) {
      return c.json(answer({ ...base, transId: b.transId }, results.refundRejected));
    }
    const refund: Refund = {
      orderId: String(b.orderId),
      requestId: String(b.requestId),
      amount: b.amount,
      transId: newTransId(),
      resultCode: 0,
      createdTime: now().getTime(),
    };
    payment.refunds.push(refund);
    refundOrderIds.add(refund.orderId);
    const done = answer(base, results.ok, { transId: refund.transId });
    answered.set(refund.requestId, { orderId: refund.orderId, answer: done });
    return c.json(done);
  });

  const lang = (value: string | undefined) => (value === 'en' ? 'en' : 'vi');

  app.get('/pay/:sid', (c) => {
    const payment = bySid.get(c.req.param('sid'));
    if (!payment) return c.notFound();
    const language = lang(c.req.query('lang'));
    return c.html(
      momoStandInPage(
        {
          orderId: payment.orderId,
          orderInfo: payment.orderInfo,
          amount: payment.amount,
          qrCodeUrl: `momo://app?action=payWithApp&isScanQR=true&serviceType=qr&sid=${payment.sid}&v=3.0`,
          open: payment.status === 'pending',
        },
        language,
        `${options.publicUrl()}/pay/${payment.sid}?lang=${language}`,
      ),
    );
  });

  app.post('/pay/:sid', async (c) => {
    const payment = bySid.get(c.req.param('sid'));
    if (!payment) return c.notFound();
    if (payment.status !== 'pending') return c.text('Payment closed', 409);
    const form = await c.req.parseBody();
    const paid = form.action === 'pay';
    payment.status = paid ? 'paid' : 'cancelled';
    payment.transId = newTransId();
    payment.payType = paid ? 'qr' : '';
    byTransId.set(payment.transId, payment);
    const result = paid ? results.ok : results.denied;
    const fields: Record<string, unknown> = {
      partnerCode: keys.partnerCode,
      orderId: payment.orderId,
      requestId: payment.requestId,
      amount: payment.amount,
      orderInfo: payment.orderInfo,
      orderType: 'momo_wallet',
      transId: payment.transId,
      resultCode: result[0],
      message: result[1],
      payType: payment.payType,
      responseTime: now().getTime(),
      extraData: payment.extraData,
    };
    const notice = { ...fields, signature: momoSign('notice', fields, keys) };
    await sendIpn(payment.ipnUrl, notice);
    const back = new URL(payment.redirectUrl);
    for (const [key, value] of Object.entries(notice)) back.searchParams.set(key, String(value));
    return c.redirect(back.toString(), 303);
  });

  return app;
}

/** MoMo's IPN, sent again a few times until the merchant answers it received (2xx, 204 asked). */
async function sendIpn(ipnUrl: string, notice: Record<string, unknown>) {
  const body = JSON.stringify(notice);
  for (let attempt = 0; attempt < 3; attempt++) {
    const sent = await fetch(ipnUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(15_000),
    }).catch(() => null);
    if (sent?.ok) return;
  }
}
