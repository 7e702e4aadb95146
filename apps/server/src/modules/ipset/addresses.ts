// Parsing and normalising of IP set entries (pure; ipaddr.js does the address work).
import type { IpsetFamily, IpsetType } from '@backoffice/contract/modules/ipset';
import ipaddr from 'ipaddr.js';
import { escapeLike } from '../../core/db/lists.js';

export interface Network {
  family: IpsetFamily;
  /** Network address bytes (host bits zero), 4 or 16 of them. */
  bytes: number[];
  prefix: number;
}

export interface NormalisedEntry extends Network {
  /** What we store and show: `10.0.0.7`, `10.0.0.0/24`, `2001:db8::/32` (RFC 5952 for IPv6). */
  text: string;
  /** The same value as PostgreSQL `cidr` text (always with a prefix length). */
  cidr: string;
  /** Set when the input was rewritten in a way the user may want to know about. */
  note?: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; reason: string };

const bitsOf = (family: IpsetFamily) => (family === 'inet' ? 32 : 128);
const familyLabel = (family: IpsetFamily) => (family === 'inet' ? 'IPv4 (inet)' : 'IPv6 (inet6)');

/** Zeroes the bits after `prefix`. */
export function maskBytes(bytes: readonly number[], prefix: number): number[] {
  return bytes.map((byte, i) => {
    const keep = Math.max(0, Math.min(8, prefix - i * 8));
    return keep === 8 ? byte : byte & ((0xff << (8 - keep)) & 0xff);
  });
}

function bytesToText(bytes: readonly number[]): string {
  const address = ipaddr.fromByteArray([...bytes]);
  return address.kind() === 'ipv6' ? (address as ipaddr.IPv6).toRFC5952String() : address.toString();
}

/** PostgreSQL `cidr` text: always with the prefix length (`10.0.0.7/32`). */
export function cidrText(network: Network): string {
  return `${bytesToText(network.bytes)}/${network.prefix}`;
}

/** `10.0.0.0/24`; a host (full prefix) is written without its prefix length, as `ipset list` does. */
export function formatNetwork(network: Network): string {
  const address = bytesToText(network.bytes);
  return network.prefix === bitsOf(network.family) ? address : `${address}/${network.prefix}`;
}

function ipv4Reason(text: string): string {
  if (/^\d+(\.\d+){3}$/.test(text)) {
    const parts = text.split('.');
    if (parts.some((p) => p.length > 1 && p.startsWith('0'))) return 'IPv4 numbers must not have leading zeros';
    return 'each IPv4 number must be between 0 and 255';
  }
  if (/^\d+(\.\d+){0,2}$/.test(text)) return 'an IPv4 address needs four numbers separated by dots';
  return 'is not an IP address';
}

/**
 * Reads an address or a CIDR network in either family, strictly: four-part decimal IPv4 only
 * (no `1.2.3`, `0x7f.1` or octal-looking `010.1.1.1`), no IPv6 zone index, prefix 0–32 / 0–128.
 * IPv4-mapped IPv6 (`::ffff:1.2.3.4`, prefix ≥ 96) becomes IPv4. Host bits are reported, not
 * cleared, unless `maskHostBits` (search) asks for it.
 */
export function parseNetwork(
  input: string,
  options: { maskHostBits?: boolean } = {},
): Result<Network & { note?: string }> {
  const text = input.trim();
  if (text === '') return { ok: false, reason: 'is empty' };
  const slash = text.split('/');
  if (slash.length > 2) return { ok: false, reason: 'is not an IP address or CIDR network' };
  const [addressText, prefixText] = slash as [string, string | undefined];

  let address: ipaddr.IPv4 | ipaddr.IPv6;
  if (addressText.includes(':')) {
    if (addressText.includes('%')) return { ok: false, reason: 'an IPv6 zone index (%…) cannot be stored' };
    if (!ipaddr.IPv6.isValid(addressText)) return { ok: false, reason: 'is not a valid IPv6 address' };
    address = ipaddr.IPv6.parse(addressText);
  } else {
    if (!ipaddr.IPv4.isValidFourPartDecimal(addressText)) return { ok: false, reason: ipv4Reason(addressText) };
    address = ipaddr.IPv4.parse(addressText);
  }
  let family: IpsetFamily = address.kind() === 'ipv4' ? 'inet' : 'inet6';
  let bytes = address.toByteArray();

  let prefix = bitsOf(family);
  if (prefixText !== undefined) {
    if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > bitsOf(family)) {
      return { ok: false, reason: `the prefix length must be a number from 0 to ${bitsOf(family)}` };
    }
    prefix = Number(prefixText);
  }

  let note: string | undefined;
  if (family === 'inet6' && (address as ipaddr.IPv6).isIPv4MappedAddress() && prefix >= 96) {
    family = 'inet';
    bytes = bytes.slice(12);
    prefix -= 96;
    note = 'IPv4-mapped IPv6 address written as IPv4';
  }

  const masked = maskBytes(bytes, prefix);
  if (masked.some((b, i) => b !== bytes[i])) {
    if (!options.maskHostBits) {
      const network = formatNetwork({ family, bytes: masked, prefix });
      return { ok: false, reason: `has host bits set; the network is ${network}` };
    }
    bytes = masked;
  }
  return { ok: true, value: { family, bytes, prefix, ...(note ? { note } : {}) } };
}

/**
 * Validates one entry for a set of the given family and type, following ipset(8): hash:ip holds
 * single addresses and not the zero address; hash:net holds addresses and networks but not /0.
 */
export function normaliseEntry(input: string, set: { family: IpsetFamily; type: IpsetType }): Result<NormalisedEntry> {
  const parsed = parseNetwork(input);
  if (!parsed.ok) return parsed;
  const network = parsed.value;
  if (network.family !== set.family) {
    const mapped = network.note && set.family === 'inet6' ? ' (IPv4-mapped addresses never match IPv6 traffic)' : '';
    return {
      ok: false,
      reason: `is ${familyLabel(network.family)}; this set holds ${familyLabel(set.family)} addresses${mapped}`,
    };
  }
  const hostPrefix = bitsOf(network.family);
  if (set.type === 'hash:ip') {
    if (network.prefix !== hostPrefix)
      return { ok: false, reason: 'is a network; a hash:ip set holds single addresses' };
    if (network.bytes.every((b) => b === 0))
      return { ok: false, reason: 'the zero address cannot be stored in a hash:ip set' };
  } else if (network.prefix === 0) {
    return { ok: false, reason: 'a /0 network cannot be stored in a hash:net set' };
  }
  const value: NormalisedEntry = {
    family: network.family,
    bytes: network.bytes,
    prefix: network.prefix,
    text: formatNetwork(network),
    cidr: cidrText(network),
  };
  if (network.note) value.note = network.note;
  return { ok: true, value };
}

/** The last address of a network, as a host network (`10.0.0.255/32` for `10.0.0.0/24`). */
export function lastAddress(network: Network): Network {
  const bits = bitsOf(network.family);
  const mask = maskBytes(
    network.bytes.map(() => 0xff),
    network.prefix,
  );
  return { family: network.family, bytes: network.bytes.map((b, i) => b | (~mask[i]! & 0xff)), prefix: bits };
}

/**
 * The networks of the given prefix lengths that contain `network`: shorter prefixes only, or the
 * network itself too when `inclusive`. Looking these up exactly (btree) is how we find covering
 * entries: a GiST `>>=` search degrades to a scan when many entries share one big network.
 */
export function supernets(network: Network, lengths: readonly number[], inclusive = false): Network[] {
  return lengths
    .filter((length) => (inclusive ? length <= network.prefix : length < network.prefix))
    .sort((a, b) => b - a)
    .map((length) => ({ family: network.family, bytes: maskBytes(network.bytes, length), prefix: length }));
}

/**
 * For each network, the most specific other network of the list that strictly contains it, or
 * undefined. Looks up each prefix length present (at most 32 / 128 probes per entry), not each pair.
 */
export function coveringWithin(networks: readonly Network[]): (number | undefined)[] {
  const byKey = new Map<string, number>();
  const prefixes = new Set<number>();
  const key = (family: IpsetFamily, bytes: readonly number[], prefix: number) =>
    `${family}|${bytes.join('.')}/${prefix}`;
  networks.forEach((n, i) => {
    byKey.set(key(n.family, n.bytes, n.prefix), i);
    prefixes.add(n.prefix);
  });
  const ordered = [...prefixes].sort((a, b) => b - a);
  return networks.map((n) => {
    for (const p of ordered) {
      if (p >= n.prefix) continue;
      const found = byKey.get(key(n.family, maskBytes(n.bytes, p), p));
      if (found !== undefined) return found;
    }
    return undefined;
  });
}

/** Escapes `%`, `_` and `\` for a LIKE pattern. */
export function likePrefix(text: string): string {
  return `${escapeLike(text)}%`;
}

/** `ipset restore` input for one set; maxelem grows past the 65536 default when the set needs it. */
export function restoreScript(
  set: { name: string; family: IpsetFamily; type: IpsetType },
  entries: readonly string[],
): string {
  let maxelem = 65_536;
  while (maxelem < entries.length) maxelem *= 2;
  const options = maxelem > 65_536 ? ` maxelem ${maxelem}` : '';
  const lines = [`create ${set.name} ${set.type} family ${set.family}${options}`];
  for (const entry of entries) lines.push(`add ${set.name} ${entry}`);
  return `${lines.join('\n')}\n`;
}
