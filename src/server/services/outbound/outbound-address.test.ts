import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { parseWebhookUrl } from '../api-webhooks/webhook-url.ts';
import {
  isPublicAddress,
  NonPublicAddressError,
  outboundLookup,
  publicOnlyLookup,
  refusedRange,
  type Resolve,
} from './outbound-address.ts';

/** [address, why it is refused, or null when it is public] */
const table: [string, string | null][] = [
  // IPv4 special-purpose registry
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['10.0.0.1', 'private'],
  ['100.64.0.1', 'carrierGradeNat'],
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['169.254.169.254', 'linkLocal'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['192.0.0.1', 'reserved'],
  ['192.0.0.170', 'reserved'],
  ['192.0.2.1', 'reserved'],
  ['192.31.196.1', 'as112'],
  ['192.52.193.1', 'amt'],
  ['192.88.99.1', 'reserved'],
  ['192.168.1.1', 'private'],
  ['192.175.48.1', 'as112'],
  ['198.18.0.1', 'reserved'],
  ['198.19.255.254', 'reserved'],
  ['198.51.100.7', 'reserved'],
  ['203.0.113.9', 'reserved'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'broadcast'],
  // IPv6 special-purpose registry, and what embeds an IPv4 address
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['::7f00:1', 'ipv4Compatible'],
  ['::a9fe:a9fe', 'ipv4Compatible'],
  ['::ffff:127.0.0.1', 'ipv4Mapped'],
  ['::ffff:7f00:1', 'ipv4Mapped'],
  ['::ffff:a9fe:a9fe', 'ipv4Mapped'],
  ['::ffff:8.8.8.8', 'ipv4Mapped'],
  ['::ffff:0:7f00:1', 'rfc6145'],
  ['64:ff9b::7f00:1', 'rfc6052'],
  ['64:ff9b::a9fe:a9fe', 'rfc6052'],
  ['64:ff9b::808:808', 'rfc6052'],
  ['64:ff9b:1::a00:1', 'rfc6052'],
  ['100::1', 'discard'],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'teredo'],
  ['2001:2::1', 'benchmarking'],
  ['2001:10::1', 'deprecatedOrchid'],
  ['2001:db8::1', 'reserved'],
  ['2002:7f00:1::1', '6to4'],
  ['2002:a9fe:a9fe::1', '6to4'],
  ['2002:808:808::1', '6to4'],
  ['3fff::1', 'reserved'],
  ['4000::1', 'reserved'],
  ['5f00::1', 'segmentRouting'],
  ['fc00::1', 'uniqueLocal'],
  ['fd12:3456:789a::1', 'uniqueLocal'],
  ['fe80::1', 'linkLocal'],
  ['fec0::1', 'deprecatedSiteLocal'],
  ['ff02::1', 'multicast'],
  // Public unicast
  ['1.1.1.1', null],
  ['8.8.8.8', null],
  ['11.0.0.1', null],
  ['93.184.216.34', null],
  ['100.128.0.1', null],
  ['172.32.0.1', null],
  ['198.20.0.1', null],
  ['2400:cb00::1', null],
  ['2606:4700:4700::1111', null],
  ['2001:4860:4860::8888', null],
  ['2a00:1450:4001:80b::200e', null],
];

describe('the addresses a customer’s URL may reach (decision 033)', () => {
  it('has a table of at least 30 addresses, refused and public', () => {
    expect(table.length).toBeGreaterThanOrEqual(30);
    expect(table.filter(([, range]) => range === null).length).toBeGreaterThanOrEqual(8);
  });

  it.each(table)('%s → %s', (address, range) => {
    expect(refusedRange(address)).toBe(range);
    expect(isPublicAddress(address)).toBe(range === null);
  });

  it.each(table)('a production webhook URL to %s is %s', (address, range) => {
    const url = `https://${address.includes(':') ? `[${address}]` : address}:8443/hooks`;
    if (range === null) {
      expect(parseWebhookUrl(url, { allowPrivate: false }).port).toBe('8443');
    } else {
      expect(() => parseWebhookUrl(url, { allowPrivate: false })).toThrow();
    }
  });

  it('reads the other spellings of an address the way the URL parser does', () => {
    for (const host of [
      '2130706433',
      '0x7f.1',
      '127.1',
      '0177.0.0.1',
      '[::ffff:7f00:1]',
      '[0:0:0:0:0:0:7f00:1]',
    ]) {
      expect(() => parseWebhookUrl(`https://${host}/h`, { allowPrivate: false }), host).toThrow();
    }
    expect(refusedRange('shop.example')).toBe('invalid');
  });
});

/** A DNS that answers from a table, counting its calls; each answer is used once in order. */
function fakeDns(answers: Record<string, string[][]>) {
  const calls: string[] = [];
  const resolve: Resolve = (hostname, _options, callback) => {
    calls.push(hostname);
    const next = answers[hostname]?.shift();
    if (!next) return callback(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }), []);
    const addresses: LookupAddress[] = next.map((address) => ({
      address,
      family: address.includes(':') ? 6 : 4,
    }));
    callback(null, addresses);
  };
  return { resolve, calls };
}

function lookupOnce(lookup: ReturnType<typeof publicOnlyLookup>, hostname: string, all = true) {
  return new Promise<{ error: unknown; result: unknown }>((done) => {
    // The shapes http.request uses: `all` for several addresses (happy eyeballs), or one.
    (lookup as (h: string, o: object, cb: (...args: unknown[]) => void) => void)(
      hostname,
      { all },
      (error, result, family) => done({ error, result: all ? result : [result, family] }),
    );
  });
}

describe('resolving a receiver’s name when the delivery connects (decision 033)', () => {
  it('checks every address of the answer, and hands on only checked ones', async () => {
    const dns = fakeDns({
      'hooks.example': [['93.184.216.34', '2606:4700:4700::1111']],
      'mixed.example': [['93.184.216.34', '10.0.0.7']],
      'nat64.example': [['64:ff9b::a9fe:a9fe']],
    });
    const lookup = publicOnlyLookup(dns.resolve);
    expect(await lookupOnce(lookup, 'hooks.example')).toEqual({
      error: null,
      result: [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:4700:4700::1111', family: 6 },
      ],
    });
    const mixed = await lookupOnce(lookup, 'mixed.example');
    expect(mixed.error).toBeInstanceOf(NonPublicAddressError);
    expect((mixed.error as Error).message).toBe(
      'mixed.example resolves to a non-public address (private)',
    );
    expect(((await lookupOnce(lookup, 'nat64.example')).error as Error).message).toMatch(/rfc6052/);
  });

  it('judges each connection’s own answer, so a name cannot rebind after a check', async () => {
    const dns = fakeDns({ 'rebind.example': [['93.184.216.34'], ['127.0.0.1']] });
    const lookup = publicOnlyLookup(dns.resolve);
    expect(await lookupOnce(lookup, 'rebind.example', false)).toEqual({
      error: null,
      result: ['93.184.216.34', 4],
    });
    const second = await lookupOnce(lookup, 'rebind.example', false);
    expect((second.error as NodeJS.ErrnoException).code).toBe('EPRIVATEADDRESS');
    expect(dns.calls).toEqual(['rebind.example', 'rebind.example']);
  });

  it('only resolves when private receivers are allowed', async () => {
    const dns = fakeDns({ 'local.example': [['127.0.0.1']] });
    const lookup = publicOnlyLookup(dns.resolve, { check: false });
    expect((await lookupOnce(lookup, 'local.example', false)).result).toEqual(['127.0.0.1', 4]);
  });

  it('refuses localhost and a non-public address literal before any lookup', () => {
    const dns = fakeDns({});
    for (const url of [
      'https://localhost/a.png',
      'https://cdn.localhost./a.png',
      'https://10.0.0.1/a.png',
      'https://[::1]/a.png',
    ]) {
      expect(
        () => outboundLookup(new URL(url), { allowPrivate: false, resolve: dns.resolve }),
        url,
      ).toThrow(NonPublicAddressError);
    }
    expect(dns.calls).toEqual([]);
    expect(
      outboundLookup(new URL('http://localhost/a.png'), { allowPrivate: true }),
    ).toBeUndefined();
  });
});
