import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { PayosKeys } from './payos-client.ts';
import { vietqrBankName } from './vietqr-banks.ts';
import { paymentRequestSignature, payosDataSignature } from './vietqr-signature.ts';
import { vietqrStandInPage } from './vietqr-stand-in-page.ts';
import {
  newTransfer,
  sendTransferWebhook,
  type StandInTransfer,
} from './vietqr-stand-in-webhook.ts';
import { buildVietQr } from './vietqr-string.ts';

/**
 * A stand-in for payOS (issue 43, decision 134), by its documented protocol: `POST
 * /v2/payment-requests` (client id and API key headers, the request signature checked, payOS's
 * codes on a refusal), `GET /v2/payment-requests/{orderCode}`, answers `{code, desc, data,
 * signature}` with `data` signed, and a hosted page `GET /pay/:id` whose transfer sends payOS's
 * signed webhook to the registered URL and then sends the browser to the link's returnUrl.
 * Links live in memory. Path parameters are not named `id`: the API reads an `id` as a UUID.
 * It runs inside `npm start` (keys derived from APP_SECRET) and, on its
 * own socket with test keys, as the integration tests' fake.
 */
export interface VietqrStandInOptions {
  keys: PayosKeys;
  /** Where this app is reached from outside (checkout links are under it). */
  publicUrl: () => string;
  /** The webhook URL registered in payOS's dashboard. */
  webhookUrl: () => string;
  /** The channel's bank account; payOS answers its own linked or virtual account. */
  account?: { bin: string; accountNumber: string; accountName: string };
  now?: () => Date;
}

interface Link {
  id: string;
  orderCode: number;
  amount: number;
  description: string;
  returnUrl: string;
  cancelUrl: string;
  expiredAt: number | null;
  createdAt: Date;
  cancelled: boolean;
  transactions: StandInTransfer[];
}

const defaultAccount = {
  bin: '970422',
  accountNumber: 'VQRQSTANDIN01',
  accountName: 'KIEU STUDIO',
};

const codes = {
  unauthorized: { code: '401', desc: 'Unauthorized' },
  invalid: { code: '20', desc: 'Thông tin truyền lên không đúng.' },
  badSignature: { code: '201', desc: 'Mã kiểm tra(signature) không hợp lệ' },
  exists: { code: '231', desc: 'Đơn thanh toán đã tồn tại' },
  notFound: { code: '101', desc: 'Mã thanh toán không tồn tại' },
};

const isPositiveInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}

export function vietqrStandIn(options: VietqrStandInOptions): Hono {
  const account = options.account ?? defaultAccount;
  const now = options.now ?? (() => new Date());
  const byCode = new Map<number, Link>();
  const byId = new Map<string, Link>();
  const app = new Hono();

  const paid = (link: Link) => link.transactions.reduce((sum, t) => sum + t.amount, 0);
  const status = (link: Link) => {
    if (paid(link) >= link.amount) return 'PAID';
    if (link.cancelled) return 'CANCELLED';
    if (link.expiredAt !== null && now().getTime() / 1000 >= link.expiredAt) return 'EXPIRED';
    return paid(link) > 0 ? 'UNDERPAID' : 'PENDING';
  };
  const qrCode = (link: Link) =>
    buildVietQr({
      bankBin: account.bin,
      accountNumber: account.accountNumber,
      amount: link.amount,
      content: link.description,
    });
  const signed = (data: Record<string, unknown>) => ({
    code: '00',
    desc: 'success',
    data,
    signature: payosDataSignature(data, options.keys.checksumKey),
  });
  const refusal = (answer: { code: string; desc: string }) => ({ ...answer, data: null });

  app.use('/v2/*', async (c, next) => {
    if (
      c.req.header('x-client-id') !== options.keys.clientId ||
      c.req.header('x-api-key') !== options.keys.apiKey
    ) {
      // Like its other refusals, HTTP 200 with payOS's code: the HTTP status payOS gives wrong
      // keys is not documented, and the client only reads `code` (decision 134).
      return c.json(refusal(codes.unauthorized));
    }
    await next();
  });

  app.post('/v2/payment-requests', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const b = body ?? {};
    const valid =
      isPositiveInt(b.orderCode) &&
      isPositiveInt(b.amount) &&
      typeof b.description === 'string' &&
      b.description.length > 0 &&
      b.description.length <= 25 &&
      typeof b.returnUrl === 'string' &&
      URL.canParse(b.returnUrl) &&
      typeof b.cancelUrl === 'string' &&
      URL.canParse(b.cancelUrl) &&
      (b.expiredAt === undefined || isPositiveInt(b.expiredAt));
    if (!valid) return c.json(refusal(codes.invalid));
    const fields = b as unknown as Link & { signature?: unknown };
    if (fields.signature !== paymentRequestSignature(fields, options.keys.checksumKey)) {
      return c.json(refusal(codes.badSignature));
    }
    if (byCode.has(fields.orderCode)) return c.json(refusal(codes.exists));
    const link: Link = {
      id: randomBytes(16).toString('hex'),
      orderCode: fields.orderCode,
      amount: fields.amount,
      description: fields.description,
      returnUrl: fields.returnUrl,
      cancelUrl: fields.cancelUrl,
      expiredAt: (b.expiredAt as number | undefined) ?? null,
      createdAt: now(),
      cancelled: false,
      transactions: [],
    };
    byCode.set(link.orderCode, link);
    byId.set(link.id, link);
    return c.json(
      signed({
        bin: account.bin,
        accountNumber: account.accountNumber,
        accountName: account.accountName,
        amount: link.amount,
        description: link.description,
        orderCode: link.orderCode,
        currency: 'VND',
        paymentLinkId: link.id,
        status: status(link),
        expiredAt: link.expiredAt,
        checkoutUrl: `${options.publicUrl()}/pay/${link.id}`,
        qrCode: qrCode(link),
      }),
    );
  });

  app.get('/v2/payment-requests/:ref', (c) => {
    const id = c.req.param('ref');
    const link = /^\d+$/.test(id) ? byCode.get(Number(id)) : byId.get(id);
    if (!link) return c.json(refusal(codes.notFound));
    const amountPaid = paid(link);
    return c.json(
      signed({
        id: link.id,
        orderCode: link.orderCode,
        amount: link.amount,
        amountPaid,
        amountRemaining: Math.max(0, link.amount - amountPaid),
        status: status(link),
        createdAt: link.createdAt.toISOString(),
        transactions: link.transactions.map((t) => ({
          ...t,
          accountNumber: account.accountNumber,
          description: link.description,
          virtualAccountName: null,
          virtualAccountNumber: null,
          counterAccountBankId: null,
          counterAccountBankName: null,
          counterAccountName: null,
          counterAccountNumber: null,
        })),
        cancellationReason: link.cancelled ? 'cancelled' : null,
        canceledAt: null,
      }),
    );
  });

  const lang = (value: string | undefined) => (value === 'en' ? 'en' : 'vi');
  const pageOf = (link: Link, language: 'vi' | 'en', action: string) =>
    vietqrStandInPage(
      {
        bankName: vietqrBankName(account.bin),
        accountNumber: account.accountNumber,
        accountName: account.accountName,
        amount: link.amount,
        description: link.description,
        qrCode: qrCode(link),
        open: ['PENDING', 'UNDERPAID'].includes(status(link)),
      },
      language,
      action,
    );

  app.get('/pay/:linkId', (c) => {
    const link = byId.get(c.req.param('linkId'));
    if (!link) return c.notFound();
    const language = lang(c.req.query('lang'));
    return c.html(pageOf(link, language, `${options.publicUrl()}/pay/${link.id}?lang=${language}`));
  });

  app.post('/pay/:linkId', async (c) => {
    const link = byId.get(c.req.param('linkId'));
    if (!link) return c.notFound();
    const form = await c.req.parseBody();
    const back = { id: link.id, orderCode: String(link.orderCode) };
    if (!['PENDING', 'UNDERPAID'].includes(status(link))) return c.text('Link closed', 409);
    if (form.action === 'cancel') {
      link.cancelled = true;
      return c.redirect(
        withQuery(link.cancelUrl, { ...back, code: '00', cancel: 'true', status: 'CANCELLED' }),
        303,
      );
    }
    const amount = Number(form.amount);
    if (!isPositiveInt(amount)) return c.text('Amount: a whole number of dong', 400);
    const transfer = newTransfer(amount, now());
    link.transactions.push(transfer);
    await sendTransferWebhook({
      url: options.webhookUrl(),
      checksumKey: options.keys.checksumKey,
      link,
      accountNumber: account.accountNumber,
      transfer,
    });
    return c.redirect(
      withQuery(link.returnUrl, { ...back, code: '00', cancel: 'false', status: status(link) }),
      303,
    );
  });

  return app;
}
