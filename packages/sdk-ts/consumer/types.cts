/* eslint-disable @typescript-eslint/no-require-imports -- it checks the package through require */
// The CommonJS side of the types: `require` of both entries under plain tsc.
import sdk = require('@kieu-studio/sdk');
import webhooks = require('@kieu-studio/sdk/webhooks');

const kieu = new sdk.KieuClient({ baseUrl: 'https://api.kieu.studio', token: 'ks_live_x' });

export async function balance(): Promise<number> {
  return (await kieu.balance()).balance;
}

export function eventType(raw: string, signature: string): webhooks.WebhookEventType {
  return webhooks.constructEvent(raw, signature, 'whsec_x').type;
}
