import fc from 'fast-check';
import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import {
  coveringWithin,
  formatNetwork,
  lastAddress,
  likePrefix,
  maskBytes,
  type Network,
  normaliseEntry,
  parseNetwork,
  restoreScript,
  supernets,
} from './addresses.js';

const v4net = { family: 'inet', type: 'hash:net' } as const;
const v4ip = { family: 'inet', type: 'hash:ip' } as const;
const v6net = { family: 'inet6', type: 'hash:net' } as const;
const v6ip = { family: 'inet6', type: 'hash:ip' } as const;

function text(input: string, set: Parameters<typeof normaliseEntry>[1] = v4net): string {
  const r = normaliseEntry(input, set);
  if (!r.ok) throw new Error(`${input} rejected: ${r.reason}`);
  return r.value.text;
}
function reason(input: string, set: Parameters<typeof normaliseEntry>[1] = v4net): string {
  const r = normaliseEntry(input, set);
  if (r.ok) throw new Error(`${input} accepted as ${r.value.text}`);
  return r.reason;
}

describe('normaliseEntry', () => {
  it('keeps addresses and networks in their canonical spelling', () => {
    expect(text(' 10.0.0.7 ')).toBe('10.0.0.7');
    expect(text('10.0.0.7/32')).toBe('10.0.0.7');
    expect(text('10.0.0.0/24')).toBe('10.0.0.0/24');
    expect(text('0.0.0.0/8')).toBe('0.0.0.0/8');
    expect(text('2001:DB8:0:0:0:0:0:1', v6net)).toBe('2001:db8::1');
    expect(text('2001:0db8:0000::/32', v6net)).toBe('2001:db8::/32');
    expect(text('2001:0:0:1:0:0:0:1', v6ip)).toBe('2001:0:0:1::1');
    expect(text('2001:db8::1/128', v6ip)).toBe('2001:db8::1');
  });

  it('gives the cidr form for the database', () => {
    const r = normaliseEntry('10.0.0.7', v4ip);
    expect(r.ok && r.value.cidr).toBe('10.0.0.7/32');
  });

  it('refuses malformed addresses with a reason', () => {
    expect(reason('1.2.3')).toMatch(/four numbers/);
    expect(reason('300.1.1.1')).toMatch(/between 0 and 255/);
    expect(reason('010.1.1.1')).toMatch(/leading zeros/);
    expect(reason('0x7f.0.0.1')).toMatch(/not an IP address/);
    expect(reason('::g', v6net)).toMatch(/not a valid IPv6/);
    expect(reason('1::2::3', v6net)).toMatch(/not a valid IPv6/);
    expect(reason('fe80::1%eth0', v6ip)).toMatch(/zone index/);
    expect(reason('10.0.0.0/33')).toMatch(/prefix length/);
    expect(reason('10.0.0.0/-1')).toMatch(/prefix length/);
    expect(reason('10.0.0.0/24/1')).toMatch(/not an IP address/);
    expect(reason('example.com')).toMatch(/not an IP address/);
    expect(reason('')).toBe('is empty');
  });

  it('reports host bits instead of silently widening the entry', () => {
    expect(reason('10.0.0.5/24')).toBe('has host bits set; the network is 10.0.0.0/24');
    expect(reason('2001:db8::1/32', v6net)).toBe('has host bits set; the network is 2001:db8::/32');
  });

  it('follows the family of the set', () => {
    expect(reason('2001:db8::1')).toMatch(/is IPv6 \(inet6\); this set holds IPv4 \(inet\)/);
    expect(reason('10.0.0.1', v6net)).toMatch(/is IPv4 \(inet\); this set holds IPv6 \(inet6\)/);
  });

  it('writes IPv4-mapped IPv6 as IPv4 in an inet set and refuses it in an inet6 set', () => {
    const r = normaliseEntry('::ffff:10.1.2.3', v4ip);
    expect(r.ok && r.value.text).toBe('10.1.2.3');
    expect(r.ok && r.value.note).toMatch(/IPv4-mapped/);
    expect(text('::ffff:10.0.0.0/104')).toBe('10.0.0.0/8');
    expect(reason('::ffff:10.1.2.3', v6ip)).toMatch(/never match IPv6 traffic/);
  });

  it('follows the set type as ipset(8) does', () => {
    expect(reason('10.0.0.0/24', v4ip)).toMatch(/hash:ip set holds single addresses/);
    expect(reason('0.0.0.0', v4ip)).toMatch(/zero address/);
    expect(reason('::', v6ip)).toMatch(/zero address/);
    expect(reason('0.0.0.0/0')).toMatch(/\/0 network/);
    expect(reason('::/0', v6net)).toMatch(/\/0 network/);
  });
});

describe('parseNetwork for search', () => {
  it('masks host bits when asked', () => {
    const r = parseNetwork('10.0.0.5/24', { maskHostBits: true });
    expect(r.ok && r.value.bytes).toEqual([10, 0, 0, 0]);
  });
});

describe('coveringWithin', () => {
  const net = (s: string): Network => {
    const r = parseNetwork(s);
    if (!r.ok) throw new Error(r.reason);
    return r.value;
  };
  it('knows which network holds which', () => {
    const covers = (outer: string, inner: string) => coveringWithin([net(outer), net(inner)])[1] === 0;
    expect(covers('10.0.0.0/24', '10.0.0.7')).toBe(true);
    expect(covers('10.0.0.0/24', '10.0.1.7')).toBe(false);
    expect(covers('10.0.0.0/24', '10.0.0.0/16')).toBe(false);
    expect(covers('::/1', '10.0.0.1')).toBe(false);
    expect(covers('::/1', '::ffff')).toBe(true);
  });
  it('finds the most specific cover inside one batch', () => {
    const list = ['10.0.0.0/8', '10.1.0.0/16', '10.1.2.3', '192.168.0.1'].map(net);
    expect(coveringWithin(list)).toEqual([undefined, 0, 1, undefined]);
  });
});

describe('supernets and lastAddress', () => {
  const net = (s: string): Network => {
    const r = parseNetwork(s);
    if (!r.ok) throw new Error(r.reason);
    return r.value;
  };
  it('lists the containing networks of the given lengths, most specific first', () => {
    expect(supernets(net('10.1.2.3'), [8, 16, 32, 24]).map(formatNetwork)).toEqual([
      '10.1.2.0/24',
      '10.1.0.0/16',
      '10.0.0.0/8',
    ]);
    expect(supernets(net('10.1.2.3'), [32, 8], true).map(formatNetwork)).toEqual(['10.1.2.3', '10.0.0.0/8']);
    expect(supernets(net('2001:db8:1::/48'), [32, 64]).map(formatNetwork)).toEqual(['2001:db8::/32']);
  });
  it('gives the last address of a network', () => {
    expect(formatNetwork(lastAddress(net('10.0.0.0/24')))).toBe('10.0.0.255');
    expect(formatNetwork(lastAddress(net('10.0.0.7')))).toBe('10.0.0.7');
    expect(formatNetwork(lastAddress(net('2001:db8::/32')))).toBe('2001:db8:ffff:ffff:ffff:ffff:ffff:ffff');
  });
});

describe('likePrefix', () => {
  it('escapes LIKE wildcards', () => {
    expect(likePrefix('a%b_c\\')).toBe('a\\%b\\_c\\\\%');
  });
});

describe('restoreScript', () => {
  it('writes ipset restore input', () => {
    expect(restoreScript({ name: 'block', type: 'hash:net', family: 'inet' }, ['10.0.0.0/24', '10.1.1.1'])).toBe(
      'create block hash:net family inet\nadd block 10.0.0.0/24\nadd block 10.1.1.1\n',
    );
  });
  it('raises maxelem above the default when the set needs it', () => {
    const entries = Array.from({ length: 70_000 }, (_, i) => `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`);
    expect(restoreScript({ name: 'big', type: 'hash:ip', family: 'inet' }, entries).split('\n')[0]).toBe(
      'create big hash:ip family inet maxelem 131072',
    );
  });
});

// ---- Properties ----

const v4bytes = fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 4, maxLength: 4 });
const v6bytes = fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 16, maxLength: 16 });
const anyAddress = fc.oneof(
  v4bytes.map((b) => ({ family: 'inet' as const, bytes: b })),
  v6bytes.map((b) => ({ family: 'inet6' as const, bytes: b })),
);
const render = (bytes: number[], upper: boolean) => {
  const s = ipaddr.fromByteArray(bytes).toString();
  return upper ? s.toUpperCase() : s;
};

describe('properties', () => {
  it('normalising is idempotent and agrees with ipaddr.js', () => {
    fc.assert(
      fc.property(anyAddress, fc.integer({ min: 1, max: 128 }), fc.boolean(), ({ family, bytes }, p, upper) => {
        const bits = family === 'inet' ? 32 : 128;
        const prefix = Math.min(p, bits);
        const network = ipaddr.fromByteArray(bytes).toString();
        const masked = parseNetwork(`${network}/${prefix}`, { maskHostBits: true });
        if (!masked.ok) return; // IPv4-mapped ranges become IPv4; covered by the unit tests
        const input = `${render(masked.value.bytes, upper)}/${prefix}`;
        const set = { family: masked.value.family, type: 'hash:net' } as const;
        const once = normaliseEntry(input, set);
        expect(once.ok).toBe(true);
        if (!once.ok) return;
        const twice = normaliseEntry(once.value.text, set);
        expect(twice.ok && twice.value.text).toBe(once.value.text);
        expect(ipaddr.parseCIDR(once.value.cidr)[1]).toBe(once.value.prefix);
      }),
      { numRuns: 500 },
    );
  });

  it('an address built inside a network is contained by it, and found by coveringWithin', () => {
    fc.assert(
      fc.property(anyAddress, fc.integer({ min: 0, max: 127 }), v6bytes, ({ family, bytes }, p, hostBits) => {
        const bits = family === 'inet' ? 32 : 128;
        const prefix = Math.min(p, bits - 1);
        const outer: Network = { family, bytes: maskBytes(bytes, prefix), prefix };
        // Network bits from the network, host bits at random.
        const inside = outer.bytes.map((b, i) => b | (hostBits[i]! & ~maskBytes([0xff], prefix - i * 8)[0]! & 0xff));
        const host: Network = { family, bytes: inside, prefix: bits };
        expect(coveringWithin([outer, host])).toEqual([undefined, 0]);
        expect(supernets(host, [prefix]).map(formatNetwork)).toEqual([formatNetwork(outer)]);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (s) => {
        for (const set of [v4net, v4ip, v6net, v6ip]) {
          const r = normaliseEntry(s, set);
          if (!r.ok) continue;
          const again = normaliseEntry(r.value.text, set);
          expect(again.ok && again.value.text).toBe(r.value.text);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
