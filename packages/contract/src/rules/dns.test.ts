import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  asciiLabel,
  caaValueProblem,
  hostTarget,
  ownerName,
  relativeName,
  ruleProblem,
  txtContent,
  txtText,
  zoneNameToAscii,
} from './dns.js';

describe('names', () => {
  it('converts IDNs label by label and keeps underscores and wildcards in owners', () => {
    expect(zoneNameToAscii('ÄÖÜ.Example.')).toBe('xn--4ca0bs.example');
    expect(zoneNameToAscii('Bücher-Läden.example')).toBe('xn--bcher-lden-w5a5z.example');
    expect(ownerName('_dmarc', 'example.com')).toBe('_dmarc.example.com');
    expect(ownerName('*.App', 'example.com')).toBe('*.app.example.com');
    expect(ownerName('www.example.com', 'example.com')).toBe('www.example.com');
    expect(ownerName('Example.com.', 'example.com')).toBe('example.com');
    expect(ownerName('', 'example.com')).toBe('example.com');
    expect(ownerName('münchen', 'example.com')).toBe('xn--mnchen-3ya.example.com');
    expect(() => ownerName('www.example.org.', 'example.com')).toThrow(/not inside the zone/);
    expect(() => zoneNameToAscii('xn--zz.com')).toThrow(/invalid international label/);
  });

  it('refuses what is no zone name, with the reason', () => {
    const problem = (name: string) => ruleProblem(() => zoneNameToAscii(name));
    expect(problem('localhost')).toBe('needs at least two labels, e.g. example.com');
    expect(problem('bad..name.com')).toBe('has an empty label (two dots in a row)');
    expect(problem('-x.com')).toMatch(/invalid label "-x"/);
    expect(problem('a_b.com')).toMatch(/invalid label "a_b"/);
    expect(problem(`${'x'.repeat(64)}.com`)).toMatch(/invalid label/);
    expect(problem(`${'abcdefgh.'.repeat(28)}com`)).toBe('is longer than 253 characters');
    expect(problem('   ')).toBe('is empty');
    expect(problem('example.com')).toBeNull();
  });

  it('reads a full stop of another script as a dot, and refuses URL syntax inside a label', () => {
    expect(asciiLabel('a。b')).toEqual(['a', 'b']);
    expect(asciiLabel('BÜCHER')).toEqual(['xn--bcher-kva']);
    expect(asciiLabel('ä/b')).toBeNull();
    expect(asciiLabel('ä%41')).toBeNull();
    expect(asciiLabel('ä b')).toBeNull();
  });

  it('makes targets absolute, with @ for the apex and . for "no service" where allowed', () => {
    expect(hostTarget('Mail.Example.net.', 'example.com')).toBe('mail.example.net');
    expect(hostTarget('@', 'example.com')).toBe('example.com');
    expect(hostTarget('.', 'example.com', true)).toBe('.');
    expect(() => hostTarget('.', 'example.com')).toThrow(/is empty/);
    expect(() => hostTarget('mail', 'example.com')).toThrow('must be a full host name, e.g. mail.example.com');
    expect(relativeName('www.example.com', 'example.com')).toBe('www');
    expect(relativeName('example.com', 'example.com')).toBe('@');
  });

  it('lets only a NameError through ruleProblem', () => {
    expect(() =>
      ruleProblem(() => {
        throw new TypeError('a bug');
      }),
    ).toThrow(TypeError);
  });
});

describe('TXT strings', () => {
  it('quotes, escapes and splits at 255 bytes', () => {
    expect(txtContent('a "b" \\c')).toBe('"a \\"b\\" \\\\c"');
    expect(txtContent('x'.repeat(256))).toBe(`"${'x'.repeat(255)}" "x"`);
    // 300 two-byte characters: 600 bytes in three strings of at most 255 bytes.
    expect(txtContent('é'.repeat(300)).split('" "')).toHaveLength(3);
    expect(txtContent('"one" "two"')).toBe('"one" "two"');
    expect(txtContent('""')).toBe('""');
    expect(txtContent('"caf\\195\\169"')).toBe('"caf\\195\\169"');
    expect(() => txtContent('"one" two')).toThrow(/unbalanced quotes/);
    expect(() => txtContent('"open')).toThrow(/unbalanced quotes/);
  });

  it('reads the text back out of its strings', () => {
    expect(txtText('"v=spf1 mx -all"')).toBe('v=spf1 mx -all');
    expect(txtText('"part one " "part two"')).toBe('part one part two');
    expect(txtText('"say \\"hi\\" \\\\ bye"')).toBe('say "hi" \\ bye');
    expect(txtText('"caf\\195\\169"')).toBe('café');
    expect(txtText('plain')).toBe('plain');
  });

  it('gives back any text it stored, whatever its length and script', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        fc.pre(!text.trim().startsWith('"'));
        expect(txtText(txtContent(text))).toBe(text.trim());
      }),
    );
  });
});

describe('CAA values', () => {
  it('hold neither quotes nor backslashes', () => {
    expect(caaValueProblem('letsencrypt.org')).toBeNull();
    expect(caaValueProblem('a"b')).toBe('must not contain quotes or backslashes');
    expect(caaValueProblem('a\\b')).toBe('must not contain quotes or backslashes');
  });
});
