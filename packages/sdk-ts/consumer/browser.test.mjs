// The browser bundle of the main entry (browser-bundle.mjs, made by esbuild), run on fetch alone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readBalance } from './browser-bundle.mjs';

test(`the browser bundle calls the API on node ${process.versions.node}`, async () => {
  const { balance, requestId } = await readBalance(
    process.env.KIEU_API_URL,
    process.env.KIEU_TOKEN,
  );
  assert.equal(typeof balance, 'number');
  assert.match(requestId, /\S/);
});
