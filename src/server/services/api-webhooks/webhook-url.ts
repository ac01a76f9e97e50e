import { BlockList, isIP } from 'node:net';
import { errors } from '../../http/app-error.ts';

/** The longest webhook URL accepted. */
export const WEBHOOK_URL_MAX = 2048;

/**
 * Addresses a webhook may not reach unless private receivers are allowed (decision 024, SSRF):
 * "this network", private, carrier-grade NAT, loopback, link-local, multicast and reserved.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
blocked.addAddress('::', 'ipv6');
blocked.addAddress('::1', 'ipv6');
blocked.addSubnet('fc00::', 7, 'ipv6');
blocked.addSubnet('fe80::', 10, 'ipv6');
blocked.addSubnet('ff00::', 8, 'ipv6');

/**
 * Whether an IP address is private, loopback, link-local or otherwise not on the internet; an
 * IPv4-mapped IPv6 address (`::ffff:7f00:1`) is judged as its IPv4 address.
 * @example isPrivateAddress('10.1.2.3') // true
 */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').toLowerCase();
  const mapped = /^::ffff:(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/.exec(bare);
  if (mapped) {
    const v4 =
      mapped[1] ??
      [parseInt(mapped[2]!, 16), parseInt(mapped[3]!, 16)]
        .flatMap((word) => [word >> 8, word & 255])
        .join('.');
    return blocked.check(v4, 'ipv4');
  }
  const kind = isIP(bare);
  if (kind === 4) return blocked.check(bare, 'ipv4');
  if (kind === 6) return blocked.check(bare, 'ipv6');
  return false;
}

const invalid = (message: string, params?: Record<string, string | number>) =>
  errors.validation([{ path: 'webhook_url', message, params }]);

/**
 * A public API job's `webhook_url`, checked: http(s), at most 2048 characters, no user name or
 * password; unless `allowPrivate` (API_WEBHOOK_ALLOW_PRIVATE, for local receivers), https only
 * and no `localhost` or private, loopback or link-local IP literal. Throws a 422 naming the field.
 * @example parseWebhookUrl('https://shop.example/hooks', { allowPrivate: false }).host
 */
export function parseWebhookUrl(value: unknown, options: { allowPrivate: boolean }): URL {
  if (typeof value !== 'string' || value.trim() === '') throw invalid('apiTokens.webhook.invalid');
  if (value.length > WEBHOOK_URL_MAX) {
    throw invalid('apiTokens.webhook.tooLong', { max: WEBHOOK_URL_MAX });
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid('apiTokens.webhook.invalid');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw invalid('apiTokens.webhook.invalid');
  }
  if (url.username || url.password) throw invalid('apiTokens.webhook.credentials');
  if (options.allowPrivate) return url;
  if (url.protocol !== 'https:') throw invalid('apiTokens.webhook.httpsOnly');
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || isPrivateAddress(host)) {
    throw invalid('apiTokens.webhook.privateHost');
  }
  return url;
}
