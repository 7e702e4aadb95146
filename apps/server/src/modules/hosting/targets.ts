// Where the status check may connect: never inside (loopback, link-local, unspecified, multicast,
// broadcast, reserved, private and carrier-grade NAT ranges, the same in IPv6 and in IPv4 written as
// IPv6), unless `SERVER_CHECK_ALLOW_PRIVATE` lists the range. Otherwise anyone who may save a server
// could use the check as a port scanner of our own network (issue 23). Checked when a server is
// saved (`targetProblem`, a literal address or URL host, numeric IPv4 forms such as `2130706433`,
// `0177.0.0.1` or `127.1` read as the resolver reads them) and again at every probe: a literal
// before connecting, a name by the lookup the socket resolves it with (`guardedLookup`), so a name
// that resolves inside — from the start, or later (DNS rebinding) — is refused too.
import dns from 'node:dns';
import net from 'node:net';

/** A range of addresses, as written in `SERVER_CHECK_ALLOW_PRIVATE` (`10.0.0.0/8`, `fd00::/8`). */
export interface Cidr {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/** Parses a comma list of CIDRs (a bare address is its own range); throws with the bad entry. */
export function parseCidrList(text: string): Cidr[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [address = '', prefixText, ...rest] = entry.split('/');
      const family = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : null;
      const max = family === 'ipv4' ? 32 : 128;
      const prefix = prefixText === undefined ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : -1;
      if (!family || rest.length || prefix < 0 || prefix > max) {
        throw new Error(`${entry} is not an address range (such as 10.0.0.0/8 or fd00::/8)`);
      }
      return { address, prefix, family };
    });
}

function blockList(cidrs: readonly (readonly [string, number])[]): net.BlockList {
  const list = new net.BlockList();
  for (const [address, prefix] of cidrs) list.addSubnet(address, prefix, net.isIPv4(address) ? 'ipv4' : 'ipv6');
  return list;
}

/** The internal ranges by what they are, checked in this order (`::1` is loopback before `::/96` is reserved). */
const INTERNAL: readonly (readonly [string, net.BlockList])[] = [
  [
    'an unspecified address',
    blockList([
      ['0.0.0.0', 8],
      ['::', 128],
    ]),
  ],
  [
    'a loopback address',
    blockList([
      ['127.0.0.0', 8],
      ['::1', 128],
    ]),
  ],
  [
    'a link-local address',
    blockList([
      ['169.254.0.0', 16],
      ['fe80::', 10],
    ]),
  ],
  [
    'a private address',
    blockList([
      ['10.0.0.0', 8],
      ['172.16.0.0', 12],
      ['192.168.0.0', 16],
      ['100.64.0.0', 10], // carrier-grade NAT
      ['198.18.0.0', 15], // benchmarking, also used by fake-IP DNS proxies
      ['fc00::', 7], // unique local
      ['fec0::', 10], // site-local (deprecated)
      ['64:ff9b:1::', 48], // local-use NAT64
    ]),
  ],
  [
    'a multicast address',
    blockList([
      ['224.0.0.0', 4],
      ['ff00::', 8],
    ]),
  ],
  ['a broadcast address', blockList([['255.255.255.255', 32]])],
  [
    'a reserved address',
    blockList([
      ['192.0.0.0', 24],
      ['192.0.2.0', 24],
      ['192.88.99.0', 24],
      ['198.51.100.0', 24],
      ['203.0.113.0', 24],
      ['240.0.0.0', 4],
      ['::', 96], // IPv4-compatible (deprecated)
      ['::ffff:0:0:0', 96], // IPv4-translated
      ['100::', 64], // discard
      ['2001::', 32], // Teredo
      ['2001:db8::', 32], // documentation
    ]),
  ],
];

const allowLists = new WeakMap<readonly Cidr[], net.BlockList>();
function allowList(allow: readonly Cidr[]): net.BlockList {
  let list = allowLists.get(allow);
  if (!list) {
    list = new net.BlockList();
    for (const c of allow) list.addSubnet(c.address, c.prefix, c.family);
    allowLists.set(allow, list);
  }
  return list;
}

/** The eight 16-bit groups of an IPv6 address (any valid spelling, a zone id dropped). */
function ipv6Groups(ip: string): number[] {
  // The URL parser writes it in one form: lower-case hex, `::` at most once, no dotted tail.
  const canonical = new URL(`http://[${ip.replace(/%.*$/, '')}]/`).hostname.slice(1, -1);
  const [head = '', tail] = canonical.split('::');
  const before = head ? head.split(':') : [];
  const after = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? before : [...before, ...Array(8 - before.length - after.length).fill('0'), ...after];
  return groups.map((g) => Number.parseInt(g, 16));
}

/** The IPv4 address an IPv6 one stands for: IPv4-mapped (`::ffff:127.0.0.1`), NAT64 (`64:ff9b::/96`), 6to4. */
function embeddedIpv4(ip: string): string | null {
  const g = ipv6Groups(ip);
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return v4(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return v4(g[6]!, g[7]!);
  if (g[0] === 0x2002) return v4(g[1]!, g[2]!);
  return null;
}

/**
 * What an IP address (a literal) is when the check may not connect to it — "a loopback address" —
 * or null when it may: a public address, or one in a range `allow` lists.
 */
export function internalKind(ip: string, allow: readonly Cidr[]): string | null {
  const family = net.isIPv4(ip) ? 'ipv4' : net.isIPv6(ip) ? 'ipv6' : null;
  if (!family) return 'no address';
  const address = family === 'ipv6' ? ip.replace(/%.*$/, '') : ip;
  if (allowList(allow).check(address, family)) return null;
  if (family === 'ipv6') {
    const inner = embeddedIpv4(address);
    if (inner) return internalKind(inner, allow);
  }
  for (const [kind, list] of INTERNAL) if (list.check(address, family)) return kind;
  return null;
}

/** Host names that are loopback by definition (RFC 6761): refused at save without resolving them. */
const isLocalhost = (name: string) => /(^|\.)localhost\.?$/i.test(name);
const localhostKind = (allow: readonly Cidr[]) => internalKind('127.0.0.1', allow) ?? internalKind('::1', allow);

/** A literal address as a socket would read `host`: `0177.0.0.1`, `2130706433`, `127.1` → `127.0.0.1`; a name → null. */
export function literalAddress(host: string): string | null {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  if (net.isIP(bare)) return bare;
  try {
    // The WHATWG URL parser reads numeric IPv4 forms (decimal, octal, hex, short) as inet_aton does.
    const hostname = new URL(`http://${bare}/`).hostname;
    return net.isIPv4(hostname) ? hostname : null;
  } catch {
    return null;
  }
}

const INTERNAL_MESSAGE = 'must not be an internal address (loopback, link-local or private)';

/**
 * Why the status check may not connect to `host` (a server's address, or a check URL's host), or
 * null: for the 400 at save time. Names are not resolved here (they may not resolve yet, and may
 * resolve elsewhere later): the probe checks what they resolve to.
 */
export function targetProblem(host: string, allow: readonly Cidr[]): string | null {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  const literal = literalAddress(bare);
  if (literal) {
    const kind = internalKind(literal, allow);
    // `2130706433 is 127.0.0.1, a loopback address`; `127.0.0.1 is a loopback address`.
    if (kind) return `${INTERNAL_MESSAGE}: ${bare} is ${literal === bare ? '' : `${literal}, `}${kind}`;
    return literal === bare ? null : `must be written as ${literal}`;
  }
  if (bare.includes(':')) return 'must be a host name or an IP address, without a port';
  try {
    new URL(`http://${bare}/`);
  } catch {
    return 'must be a host name or an IP address';
  }
  const kind = isLocalhost(bare) ? localhostKind(allow) : null;
  if (kind) return `${INTERNAL_MESSAGE}: ${bare} is ${kind}`;
  return null;
}

/** The check refused to connect to an internal address. Its message names no more than that. */
export class InternalTargetError extends Error {
  readonly code = 'EINTERNALTARGET';
  constructor() {
    super('refused: internal address');
  }
}

/**
 * A `lookup` for `net.connect` / `http.get`: resolves the name as usual, and fails with
 * InternalTargetError when any address it resolves to is internal — at connect time, so what the
 * name resolves to then is what counts.
 */
export function guardedLookup(allow: readonly Cidr[]): net.LookupFunction {
  return (hostname, options, callback) => {
    const done = callback as (err: NodeJS.ErrnoException | null, address?: unknown, family?: number) => void;
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return done(error);
      if (!addresses.length) return done(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }));
      if (addresses.some((a) => internalKind(a.address, allow))) return done(new InternalTargetError());
      if (options.all) return done(null, addresses);
      done(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
