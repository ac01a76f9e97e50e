/**
 * Which addresses our servers may connect to for a URL a customer gave (decision 033, SSRF):
 * only public unicast ones. Every block of the IANA special-purpose registries (IPv4 and IPv6)
 * is refused through ipaddr.js's `range()`, and IPv6 outside the global unicast space 2000::/3
 * too, which covers the deprecated IPv4-compatible form (`::7f00:1`). Addresses that embed an
 * IPv4 address (IPv4-mapped `::ffff:0:0/96`, NAT64 `64:ff9b::/96`, 6to4 `2002::/16`, Teredo)
 * are refused whatever they embed: no receiver needs them, and a gateway could turn them into
 * a private address.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** IPv6 global unicast (RFC 4291 §2.4): everything else is reserved, local or special. */
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

/**
 * Why an IP address may not be reached (the ipaddr.js range name, e.g. `loopback`, `private`,
 * `ipv4Mapped`, `rfc6052`, `6to4`, `teredo`, `reserved`), or `null` for a public unicast
 * address. Brackets of URL hosts are ignored; anything that is not an IP address is `invalid`.
 * @example refusedRange('::7f00:1') // 'ipv4Compatible'
 */
export function refusedRange(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return 'invalid';
  const parsed = ipaddr.parse(bare);
  const range = parsed.range();
  if (range !== 'unicast') return range;
  if (parsed.kind() === 'ipv6' && !parsed.match(GLOBAL_UNICAST)) {
    return parsed.match(ipaddr.parseCIDR('::/96')) ? 'ipv4Compatible' : 'reserved';
  }
  return null;
}

/** Whether `address` is an IP literal (IPv4 in any form ipaddr.js reads, or IPv6). */
export const isIpLiteral = (address: string) => ipaddr.isValid(address.replace(/^\[|\]$/g, ''));

/**
 * Whether a connection to this IP address reaches the public internet only.
 * @example isPublicAddress('93.184.216.34') // true; isPublicAddress('198.18.0.1') // false
 */
export const isPublicAddress = (address: string) => refusedRange(address) === null;

/** The error of a name whose DNS answer holds an address we may not reach. */
export class NonPublicAddressError extends Error {
  readonly code = 'EPRIVATEADDRESS';
  constructor(hostname: string, range: string) {
    super(`${hostname} resolves to a non-public address (${range})`);
    this.name = 'NonPublicAddressError';
  }
}

/** How a name is resolved: `dns.lookup`'s shape with `all: true` (tests pass their own). */
export type Resolve = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

const systemResolve: Resolve = (hostname, options, callback) =>
  dnsLookup(hostname, options, callback);

/**
 * A `lookup` for `http.request`/`net.connect` that resolves the name once per connection, checks
 * every address of the answer and hands the socket only those it checked: the connection goes to
 * an address that was judged, so a name cannot pass the check and then rebind to a private one.
 * With `check: false` it only resolves (development and tests with a local receiver).
 * @example http.request(url, { lookup: publicOnlyLookup() })
 */
export function publicOnlyLookup(
  resolve: Resolve = systemResolve,
  options: { check?: boolean } = {},
): LookupFunction {
  const check = options.check ?? true;
  return ((hostname: string, lookupOptions: LookupAllOptions, callback) => {
    resolve(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      if (addresses.length === 0) {
        return callback(
          Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }),
          '',
          0,
        );
      }
      if (check) {
        for (const entry of addresses) {
          const range = refusedRange(entry.address);
          if (range !== null) return callback(new NonPublicAddressError(hostname, range), '', 0);
        }
      }
      if (lookupOptions.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  }) as LookupFunction;
}

/**
 * Whether a URL's host is refused before any lookup under the production rule: `localhost` and
 * its subdomains, or an IP literal outside public unicast. Names are checked when they connect.
 * @example isRefusedHost('169.254.169.254') // true; isRefusedHost('shop.example') // false
 */
export function isRefusedHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    (isIpLiteral(host) && !isPublicAddress(host))
  );
}

/**
 * The `lookup` of one outbound connection to `url` (a webhook delivery, an input fetched by URL):
 * unless private addresses are allowed, `localhost` or an IP literal outside public unicast
 * throws here, before any lookup, and a name is resolved once and checked when the socket
 * connects (`publicOnlyLookup`). `undefined` lets Node resolve as usual.
 * @example http.request(url, { lookup: outboundLookup(url, { allowPrivate: false }) })
 */
export function outboundLookup(
  url: URL,
  options: { allowPrivate: boolean; resolve?: Resolve },
): LookupFunction | undefined {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!options.allowPrivate && isRefusedHost(host)) {
    throw new NonPublicAddressError(host, refusedRange(host) ?? 'localhost');
  }
  return options.allowPrivate && !options.resolve
    ? undefined
    : publicOnlyLookup(options.resolve, { check: !options.allowPrivate });
}
