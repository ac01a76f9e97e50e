import { goodContactFields } from './public-forms.ts';
import type { RouteSeed } from './malformed-inputs.ts';

const email = 'walk.visitor@example.vn';
const password = 'mật-khẩu-an-toàn-2026';
export const UNKNOWN_ID = '6f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9';

/**
 * What each route's contract accepts, keyed by method and Hono path: the route walk
 * (route-walk.test.ts) breaks one part at a time, so the other parts are valid. Routes not
 * listed get the walk's generic inputs only.
 */
export const seeds: Record<string, RouteSeed> = {
  'GET /files/*': { query: { exp: '1', sig: 'x', filename: 'ảnh.png' } },
  // A closed local port: the test event is refused at once, and nothing leaves the machine.
  'POST /v1/webhooks/test': { body: { webhook_url: 'http://127.0.0.1:9/walk' } },
  'POST /dev/outbox/test': { body: { to: email, subject: 'Xin chào', text: 'Nội dung' } },
  'POST /dev/seed-api-usage': {
    body: { calls: [{ token_id: UNKNOWN_ID, service: 'image-editing', days_ago: 1, count: 2 }] },
  },
  'POST /consultations': {
    body: { name: 'Trần Mai', phone: '0912 345 678', email, message: 'Tư vấn', locale: 'vi' },
  },
  'POST /contact': { form: { ...goodContactFields, locale: 'vi' }, fileField: 'files' },
  'POST /newsletter': { body: { email, lang: 'vi' } },
  // Decision 103: team invitations.
  'POST /team/invites': { body: { email } },
  'POST /team/invites/accept': { body: { token: 'abc' } },
  'GET /newsletter/confirm': { query: { token: 'abc', lang: 'en' } },
  'POST /auth/register': { body: { name: 'Nguyễn Hà', email, password, locale: 'vi' } },
  'POST /auth/generate_otp': { body: { email, locale: 'vi' } },
  'POST /auth/verify_otp': { body: { email, otp: 123456 } },
  'POST /auth/login': { body: { username: email, password } },
  'POST /auth/forgot-password': { body: { email, locale: 'en' } },
  'POST /auth/reset-password': { body: { email, reset_token: 'abc', new_password: password } },
  'POST /client-errors': {
    body: { message: 'Cannot read properties of undefined', path: '/history', stack: 'at X' },
  },
  'POST /auth/firebase/login': {
    body: { idToken: 'x'.repeat(200), userData: { uid: 'u1', email, displayName: 'Hà' } },
  },
  'POST /auth/google/callback': { body: { code: 'abc', redirect_uri: 'http://127.0.0.1/cb' } },
  'POST /auth/identity/confirm': { body: { confirmation: 'abc.def', otp: 123456 } },
  'PUT /auth/profile': { body: { name: 'Nguyễn Thu Hà' } },
  'POST /auth/change-password': {
    body: { current_password: 'not-the-password-1', new_password: password },
  },
  'POST /ai/hairstyle-changer/check-portrait': { body: { assetId: UNKNOWN_ID } },
  'POST /ai/virtual-tryon/check-model': { body: { sampleId: 'model-lan' } },
  'POST /ai/:tool/generate': {
    body: { inputs: { image: UNKNOWN_ID }, params: { prompt: 'áo dài đỏ', strength: 0.5 } },
  },
  'GET /ai/estimate': { query: { tool: 'image-editing' } },
  'POST /assets': { form: { kind: 'image', name: 'Áo dài', consent: 'self' }, fileField: 'file' },
  'GET /assets': { query: { tab: 'all', kind: 'image', q: 'áo', limit: '10', offset: '0' } },
  'GET /assets/:id/file': { query: { variant: 'thumbnail' } },
  'GET /history': { query: { tool: 'image-editing', filter: 'all', limit: '10', cursor: 'x' } },
  'PUT /history/:id/community': { body: { community: true } },
  'POST /history/:id/assets': { body: { kind: 'model' } },
  'GET /history/:id/download': { query: { size: 'original', quality: 'high' } },
  'GET /community': { query: { limit: '10' } },
  'GET /samples': { query: { kind: 'model' } },
  'GET /payments/quote': { query: { planId: 'pro', billingCycle: 'monthly' } },
  'POST /payments/orders': { body: { planId: 'pro', billingCycle: 'annual', gateway: 'sandbox' } },
  'PUT /billing/scheduled-change': { body: { planId: 'basic', billingCycle: 'monthly' } },
  'POST /payments/orders/:id/pay': { body: { gateway: 'sandbox' } },
  'POST /payments/sandbox/notify': {
    body: {
      reference: 'KS-1',
      amount: 1000,
      outcome: 'success',
      transaction: 'T1',
      sentAt: '2026-01-01T00:00:00Z',
    },
  },
  'GET /payments/vnpay/ipn': {
    query: { vnp_TxnRef: 'KS-1', vnp_Amount: '100000', vnp_SecureHash: 'ab', vnp_TmnCode: 'X' },
  },
  'GET /payments/vnpay/return': {
    query: { vnp_TxnRef: 'KS-1', vnp_Amount: '100000', vnp_SecureHash: 'ab', lang: 'en' },
  },
  'POST /api-tokens': {
    body: { name: 'Cửa hàng', services: ['image-editing'], rateLimitPerMinute: 10 },
  },
  'GET /api-tokens/usage': { query: { days: '7', token_id: UNKNOWN_ID } },
  'PATCH /api-tokens/:id': { body: { name: 'Cửa hàng 2', rateLimitPerMinute: 1000 } },
  'GET /v1/jobs': {
    query: { service: 'image-editing', status: 'queued', limit: '5', cursor: 'x' },
  },
  'POST /v1/uploads': { form: { kind: 'image', consent: 'self' }, fileField: 'file' },
  'POST /v1/verify': { form: {}, fileField: 'file' },
  'GET /api/admin/blog/posts': { query: { lang: 'vi', status: 'draft' } },
  'PUT /api/admin/users/:id': {
    body: { credit_adjustment: { amount: 5, reason: 'Bù lỗi' }, is_verified: true },
  },
  'GET /api/admin/users/search': {
    query: { email: 'a', name: 'b', plan: 'free', is_verified: 'true', limit: '10', offset: '0' },
  },
  'GET /api/admin/users/generation-summary': {
    query: { limit: '10', offset: '0', min_generations: '1' },
  },
  'GET /api/admin/users/:id/generations': {
    query: { start_date: '2026-01-01', end_date: '2026-01-31' },
  },
};
for (const service of ['virtual-tryon', 'body-generator', 'hairstyle-changer', 'image-to-video']) {
  seeds[`POST /v1/${service}/jobs`] = {
    body: { inputs: { model: UNKNOWN_ID }, params: {}, webhook_url: 'https://example.com/hook' },
  };
}
seeds['POST /v1/image-editing/jobs'] = {
  body: { inputs: { image: UNKNOWN_ID }, params: { prompt: 'áo dài' }, webhook_url: 'x' },
};
const post = {
  lang: 'vi',
  slug: 'bai-viet-thu',
  title: 'Bài viết',
  description: 'Mô tả',
  body: 'Nội dung',
  categoryId: 'walk-term',
  authorId: 'walk-term',
  tagIds: ['walk-term'],
  status: 'draft',
  coverAlt: 'Ảnh',
};
seeds['POST /api/admin/blog/posts'] = { body: post };
seeds['PUT /api/admin/blog/posts/:id'] = { body: post };
const term = { id: 'walk-term', name: { vi: 'Thời trang', en: 'Fashion' } };
const termSlugs = { slug: { vi: 'thoi-trang', en: 'fashion' } };
for (const kind of ['categories', 'tags']) {
  seeds[`POST /api/admin/blog/${kind}`] = { body: { ...term, ...termSlugs } };
  seeds[`PUT /api/admin/blog/${kind}/:id`] = { body: { name: term.name, ...termSlugs } };
}
seeds['POST /api/admin/blog/authors'] = { body: { id: 'walk-term', name: 'Lan', bio: term.name } };
seeds['PUT /api/admin/blog/authors/:id'] = { body: { name: 'Lan', bio: term.name } };
for (const key of ['users', 'generations']) {
  seeds[`GET /api/admin/statistics/${key}`] = {
    query: { period: 'daily', start_date: '2026-01-01', end_date: '2026-01-31' },
  };
}
