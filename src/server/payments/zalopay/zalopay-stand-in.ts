import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { ZalopayKeys } from './zalopay-client.ts';
import { vietnamDate } from './zalopay-ids.ts';
import { zalopayQrCode } from './zalopay-qr.ts';
import {
  callbackMac,
  createOrderMac,
  queryOrderMac,
  queryRefundMac,
  redirectChecksum,
  refundMac,
  sameMac,
} from './zalopay-signature.ts';
import { zalopayStandInPage } from './zalopay-stand-in-page.ts';

interface StandInOrder {
  appTransId: string;
  appUser: string;
  appTime: number;
  amount: number;
  description: string;
  embedData: string;
  item: string;
  callbackUrl: string;
  token: string;
  qrCode: string;
  expiresAt: number;
  zpTransId?: string;
  paidAt?: number;
}

interface StandInRefund {
  zpTransId: string;
  amount: number;
  /** The stand-in settles a refund by the time anyone asks: 3 when made, 1 when queried. */
  returnCode: 1 | 3;
}

export interface ZalopayStandInOptions {
  keys: ZalopayKeys;
  /** Where this stand-in is reached from outside (its hosted page links). */
  publicUrl: () => string;
  /** Retries of a callback answered `return_code` 0 or not answered, as ZaloPay does (3). */
  retryDelayMs?: number;
}

type Fields = Record<string, string>;
const answer = (
  returnCode: number,
  subReturnCode: number,
  message: string,
  extra: Record<string, unknown> = {},
) => ({
  return_code: returnCode,
  return_message: returnCode === 1 ? 'Giao dịch thành công' : message,
  sub_return_code: subReturnCode,
  sub_return_message: message,
  ...extra,
});
/** ZaloPay's documented refusals: -401 bad parameters, -402 bad app or signature, -68 id reused. */
const illegalData = (what: string) => answer(2, -401, `Tham số không hợp lệ: ${what}`);
const illegalSignature = () => answer(2, -402, 'Sai chữ ký hoặc app_id');
const CALLBACK_TRIES = 1 + 3;

/**
 * A stand-in for ZaloPay gateway v2 (issue 43, decision 133): `/v2/create`, `/v2/query`,
 * `/v2/refund` and `/v2/query_refund` with ZaloPay's MACs, fields and codes, orders kept in
 * memory, and a hosted page `GET /pay/:token` whose Pay button sends ZaloPay's signed callback
 * (retried up to three times while answered 0) and then redirects the browser to the order's
 * `redirecturl` with ZaloPay's signed status. It runs inside the API in development and on its
 * own socket in the integration tests.
 */
export function zalopayStandIn(options: ZalopayStandInOptions): Hono {
  const { keys } = options;
  const orders = new Map<string, StandInOrder>();
  const byToken = new Map<string, StandInOrder>();
  const byZpTransId = new Map<string, StandInOrder>();
  const refunds = new Map<string, StandInRefund>();
  let transactions = 0;
  const app = new Hono();

  app.post('/v2/create', async (c) => {
    const f = await fields(c);
    if (f.app_id !== keys.appId) return c.json(illegalSignature());
    const mac = createOrderMac(
      {
        app_id: f.app_id,
        app_trans_id: f.app_trans_id ?? '',
        app_user: f.app_user ?? '',
        amount: f.amount ?? '',
        app_time: f.app_time ?? '',
        embed_data: f.embed_data ?? '',
        item: f.item ?? '',
      },
      keys.key1,
    );
    if (!sameMac(mac, f.mac)) return c.json(illegalSignature());
    const appTransId = f.app_trans_id ?? '';
    if (!/^\d{6}_[A-Za-z0-9_-]+$/.test(appTransId) || appTransId.length > 40) {
      return c.json(illegalData('app_trans_id'));
    }
    const amount = Number(f.amount);
    if (!Number.isSafeInteger(amount) || amount < 1) return c.json(illegalData('amount'));
    const seconds = f.expire_duration_seconds ? Number(f.expire_duration_seconds) : 900;
    if (!Number.isInteger(seconds) || seconds < 300 || seconds > 2_592_000) {
      return c.json(illegalData('expire_duration_seconds'));
    }
    if (!jsonOf(f.embed_data, 'object') || !jsonOf(f.item, 'array')) {
      return c.json(illegalData('embed_data/item'));
    }
    if (!f.callback_url || (f.description ?? '').length > 256) {
      return c.json(illegalData('callback_url/description'));
    }
    if (orders.has(appTransId)) return c.json(answer(2, -68, 'Trùng app_trans_id'));
    const token = randomBytes(12).toString('base64url');
    const orderToken = `${vietnamDate(new Date())}${String(orders.size + 1).padStart(9, '0')}`;
    const order: StandInOrder = {
      appTransId,
      appUser: f.app_user ?? '',
      appTime: Number(f.app_time),
      amount,
      description: f.description ?? '',
      embedData: f.embed_data!,
      item: f.item!,
      callbackUrl: f.callback_url,
      token,
      qrCode: zalopayQrCode({
        appId: keys.appId,
        orderToken,
        bankBin: '970454',
        account: `99ZP${orderToken}`.slice(0, 19),
        amount,
        content: appTransId.slice(-25),
      }),
      expiresAt: Date.now() + seconds * 1000,
    };
    orders.set(appTransId, order);
    byToken.set(token, order);
    return c.json(
      answer(1, 1, 'Giao dịch thành công', {
        zp_trans_token: token,
        order_url: `${options.publicUrl()}/pay/${token}`,
        order_token: token,
        qr_code: order.qrCode,
      }),
    );
  });

  app.post('/v2/query', async (c) => {
    const f = await fields(c);
    const appTransId = f.app_trans_id ?? '';
    const mac = queryOrderMac(keys.appId, appTransId, keys.key1);
    if (f.app_id !== keys.appId || !sameMac(mac, f.mac)) return c.json(illegalSignature());
    const order = orders.get(appTransId);
    if (!order) return c.json(answer(2, -92, 'Giao dịch không tồn tại'));
    const common = { is_processing: false, amount: order.amount, discount_amount: 0 };
    if (order.zpTransId) {
      return c.json(
        answer(1, 1, 'Giao dịch thành công', { ...common, zp_trans_id: order.zpTransId }),
      );
    }
    if (Date.now() >= order.expiresAt) {
      return c.json(answer(2, -54, 'Giao dịch đã hết hạn', { ...common, zp_trans_id: 0 }));
    }
    return c.json(answer(3, 1, 'Giao dịch chưa được thanh toán', { ...common, zp_trans_id: 0 }));
  });

  app.post('/v2/refund', async (c) => {
    const f = await fields(c);
    const signed = {
      app_id: f.app_id ?? '',
      zp_trans_id: f.zp_trans_id ?? '',
      amount: f.amount ?? '',
      ...(f.refund_fee_amount === undefined ? {} : { refund_fee_amount: f.refund_fee_amount }),
      description: f.description ?? '',
      timestamp: f.timestamp ?? '',
    };
    if (f.app_id !== keys.appId || !sameMac(refundMac(signed, keys.key1), f.mac)) {
      return c.json(illegalSignature());
    }
    const mRefundId = f.m_refund_id ?? '';
    if (!new RegExp(`^\\d{6}_${keys.appId}_[A-Za-z0-9]+$`).test(mRefundId)) {
      return c.json(illegalData('m_refund_id'));
    }
    // The same m_refund_id again is the same refund: answered as it stands, never paid twice.
    const known = refunds.get(mRefundId);
    if (known) return c.json(answer(known.returnCode, 1, 'Đang xử lý', { refund_id: mRefundId }));
    const order = byZpTransId.get(signed.zp_trans_id);
    if (!order) return c.json(answer(2, -101, 'Không tìm thấy giao dịch thanh toán'));
    const amount = Number(signed.amount);
    const refunded = [...refunds.values()]
      .filter((refund) => refund.zpTransId === signed.zp_trans_id)
      .reduce((sum, refund) => sum + refund.amount, 0);
    if (!Number.isSafeInteger(amount) || amount < 1 || amount > order.amount - refunded) {
      return c.json(answer(2, -13, 'Số tiền hoàn vượt quá số tiền đã thanh toán'));
    }
    if (!signed.description) return c.json(illegalData('description'));
    refunds.set(mRefundId, { zpTransId: signed.zp_trans_id, amount, returnCode: 3 });
    return c.json(answer(3, 1, 'Đang xử lý hoàn tiền', { refund_id: mRefundId }));
  });

  app.post('/v2/query_refund', async (c) => {
    const f = await fields(c);
    const mRefundId = f.m_refund_id ?? '';
    const mac = queryRefundMac(keys.appId, mRefundId, f.timestamp ?? '', keys.key1);
    if (f.app_id !== keys.appId || !sameMac(mac, f.mac)) return c.json(illegalSignature());
    const refund = refunds.get(mRefundId);
    if (!refund) return c.json(answer(2, -101, 'Không tìm thấy giao dịch hoàn tiền'));
    refund.returnCode = 1;
    return c.json(answer(1, 1, 'Hoàn tiền thành công'));
  });

  app.get('/pay/:token', (c) => {
    const order = byToken.get(c.req.param('token'));
    if (!order) return c.notFound();
    const lang = c.req.query('lang') === 'en' ? 'en' : 'vi';
    return c.html(
      zalopayStandInPage(
        { ...order, state: stateOf(order) },
        lang,
        `${options.publicUrl()}/pay/${order.token}?lang=${lang}`,
      ),
    );
  });

  app.post('/pay/:token', async (c) => {
    const order = byToken.get(c.req.param('token'));
    if (!order) return c.notFound();
    const page = `${options.publicUrl()}/pay/${order.token}`;
    if (stateOf(order) !== 'open') return c.redirect(page, 303);
    const form = await c.req.parseBody();
    const paid = form.action === 'pay';
    if (paid) {
      transactions += 1;
      order.zpTransId = `${vietnamDate(new Date())}${String(transactions).padStart(9, '0')}`;
      order.paidAt = Date.now();
      byZpTransId.set(order.zpTransId, order);
      await sendCallback(order, options);
    }
    const redirect = (JSON.parse(order.embedData) as { redirecturl?: unknown }).redirecturl;
    if (typeof redirect !== 'string' || !redirect) return c.redirect(page, 303);
    return c.redirect(redirectWithStatus(redirect, order, paid ? '1' : '-49', keys), 303);
  });

  return app;
}

function stateOf(order: StandInOrder): 'open' | 'paid' | 'closed' {
  if (order.zpTransId) return 'paid';
  return Date.now() >= order.expiresAt ? 'closed' : 'open';
}

/** The fields of a ZaloPay call, sent as a form or as JSON. */
async function fields(c: Context): Promise<Fields> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    const body: unknown = await c.req.json().catch(() => null);
    if (!body || typeof body !== 'object') return {};
    // Only scalar fields, as ZaloPay's are: anything nested is left out, never stringified.
    return Object.fromEntries(
      Object.entries(body).flatMap(([name, value]) =>
        typeof value === 'string' || typeof value === 'number' ? [[name, String(value)]] : [],
      ),
    );
  }
  const body = await c.req.parseBody();
  return Object.fromEntries(
    Object.entries(body).flatMap(([name, value]) =>
      typeof value === 'string' ? [[name, value]] : [],
    ),
  );
}

function jsonOf(text: string | undefined, shape: 'object' | 'array'): boolean {
  try {
    const value: unknown = JSON.parse(text ?? '');
    return shape === 'array' ? Array.isArray(value) : !!value && typeof value === 'object';
  } catch {
    return false;
  }
}

/**
 * ZaloPay's callback for a paid order: `data` a JSON string, `mac` key2 over it, `type` 1. It is
 * sent again, up to three times, while the merchant answers `return_code` 0 or nothing; the
 * first send is awaited so the page redirects after the merchant heard of the payment.
 */
async function sendCallback(order: StandInOrder, options: ZalopayStandInOptions) {
  const data = JSON.stringify({
    app_id: Number(options.keys.appId),
    app_trans_id: order.appTransId,
    app_time: order.appTime,
    app_user: order.appUser,
    amount: order.amount,
    embed_data: order.embedData,
    item: order.item,
    zp_trans_id: Number(order.zpTransId),
    server_time: order.paidAt,
    channel: 38,
    merchant_user_id: 'stand-in-user',
    user_fee_amount: 0,
    discount_amount: 0,
  });
  const body = JSON.stringify({ data, mac: callbackMac(data, options.keys.key2), type: 1 });
  const send = async () => {
    try {
      const res = await fetch(order.callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      const reply = (await res.json()) as { return_code?: unknown };
      return reply.return_code !== 0;
    } catch {
      return false;
    }
  };
  if (await send()) return;
  let tries = 1;
  const retry = () => {
    tries += 1;
    void send().then((done) => {
      if (!done && tries < CALLBACK_TRIES) schedule();
    });
  };
  const schedule = () => setTimeout(retry, options.retryDelayMs ?? 5_000).unref();
  schedule();
}

/** The redirect ZaloPay makes: the order's redirecturl with its status, signed with key2. */
function redirectWithStatus(
  redirect: string,
  order: StandInOrder,
  status: string,
  keys: ZalopayKeys,
): string {
  const params = {
    appid: keys.appId,
    apptransid: order.appTransId,
    pmcid: '38',
    bankcode: '',
    amount: String(order.amount),
    discountamount: '0',
    status,
  };
  const url = new URL(redirect);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  url.searchParams.set('checksum', redirectChecksum(params, keys.key2));
  return url.toString();
}
