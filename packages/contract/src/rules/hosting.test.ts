import { describe, expect, it } from 'vitest';
import { hostNameToAscii } from './hosting.js';

describe('host names', () => {
  it('converts IDNs and case, and allows wildcards only where asked', () => {
    expect(hostNameToAscii(' Bücher.Example ')).toBe('xn--bcher-kva.example');
    expect(hostNameToAscii('*.shop.example', { wildcard: true })).toBe('*.shop.example');
    expect(() => hostNameToAscii('*.shop.example')).toThrow('may not be a wildcard here');
  });

  it('refuses what could break out of a config line or is no domain', () => {
    for (const hostile of [
      'a.example;include /etc/passwd',
      'a.example\n}',
      'a b.example',
      'example',
      '1.2.3.4',
      '-a.example',
      'a..example',
      'a.example/x',
    ]) {
      expect(() => hostNameToAscii(hostile), hostile).toThrow();
    }
  });
});
