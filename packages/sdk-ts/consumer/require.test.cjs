/* eslint-disable @typescript-eslint/no-require-imports -- it checks the package through require */
// The CommonJS entries of the installed package (`require`), against the running API.
const assert = require('node:assert/strict');
const { test } = require('node:test');
const sdk = require('@kieu-studio/sdk');
const webhooks = require('@kieu-studio/sdk/webhooks');

test(`require('@kieu-studio/sdk') on node ${process.versions.node}`, async () => {
  const kieu = new sdk.KieuClient({
    baseUrl: process.env.KIEU_API_URL,
    token: process.env.KIEU_TOKEN,
  });
  const { data, requestId } = await kieu.balance().withResponse();
  assert.equal(typeof data.balance, 'number');
  assert.match(requestId, /\S/);
  const stranger = new sdk.KieuClient({ baseUrl: process.env.KIEU_API_URL, token: 'ks_live_x' });
  await assert.rejects(
    stranger.balance(),
    (error) => error instanceof sdk.KieuApiError && error.code === 'invalid_api_token',
  );
  assert.equal(typeof webhooks.constructEvent, 'function');
  assert.throws(
    () => webhooks.constructEvent('{}', {}, 'whsec_x'),
    (error) => error instanceof sdk.KieuSignatureError && error.reason === 'missing_signature',
  );
});
