import { describe, expect, it } from 'vitest';
import {
  countSegments,
  firstNonGsmCharacter,
  missingVariables,
  placeholderProblem,
  renderTemplate,
  templateVariables,
} from './sms.js';

const a = (n: number) => 'a'.repeat(n);
const u = (n: number) => 'ж'.repeat(n);

describe('countSegments', () => {
  // [what, text, encoding, characters, segments, perSegment, remaining]
  const table: [string, string, 'GSM-7' | 'UCS-2', number, number, number, number][] = [
    ['empty', '', 'GSM-7', 0, 0, 160, 160],
    ['one letter', 'a', 'GSM-7', 1, 1, 160, 159],
    ['160 GSM-7: one part', a(160), 'GSM-7', 160, 1, 160, 0],
    ['161 GSM-7: two parts of 153', a(161), 'GSM-7', 161, 2, 153, 145],
    ['153 × 2 fills two parts', a(306), 'GSM-7', 306, 2, 153, 0],
    ['153 × 2 + 1: three parts', a(307), 'GSM-7', 307, 3, 153, 152],
    ['153 × 10', a(1530), 'GSM-7', 1530, 10, 153, 0],
    ['basic set accents stay GSM-7', 'Grüße, Çà é ñ ø Å ß ¿¡ §', 'GSM-7', 24, 1, 160, 136],
    ['Greek capitals of the basic set', 'ΔΦΓΛΩΠΨΣΘΞ', 'GSM-7', 10, 1, 160, 150],
    ['newline and carriage return are basic', 'a\r\nb', 'GSM-7', 4, 1, 160, 156],
    ['each extension character counts 2', '^{}\\[~]|€', 'GSM-7', 18, 1, 160, 142],
    ['form feed is an extension character', '\f', 'GSM-7', 2, 1, 160, 158],
    ['159 + an extension character: 161 septets, two parts', `${a(159)}€`, 'GSM-7', 161, 2, 153, 145],
    ['158 + an extension character: exactly 160', `${a(158)}€`, 'GSM-7', 160, 1, 160, 0],
    // 152 septets then an escape pair: the pair does not fit in part one and moves whole to part two.
    ['an escape pair is not split across parts', `${a(152)}€${a(10)}`, 'GSM-7', 164, 2, 153, 141],
    ['70 UCS-2: one part', u(70), 'UCS-2', 70, 1, 70, 0],
    ['71 UCS-2: two parts of 67', u(71), 'UCS-2', 71, 2, 67, 63],
    ['67 × 2 fills two parts', u(134), 'UCS-2', 134, 2, 67, 0],
    ['67 × 2 + 1: three parts', u(135), 'UCS-2', 135, 3, 67, 66],
    ['one non-GSM character turns all of it UCS-2', `${a(100)}ж`, 'UCS-2', 101, 2, 67, 33],
    ['a lower-case ç is not in GSM-7', 'ç', 'UCS-2', 1, 1, 70, 69],
    ['an emoji is two UTF-16 units', '😀', 'UCS-2', 2, 1, 70, 68],
    ['35 emoji: 70 units, one part', '😀'.repeat(35), 'UCS-2', 70, 1, 70, 0],
    ['69 units + an emoji: 71, two parts', `${u(69)}😀`, 'UCS-2', 71, 2, 67, 63],
    // 66 units then an emoji: the surrogate pair moves whole to part two.
    ['a surrogate pair is not split across parts', `${u(66)}😀${u(3)}`, 'UCS-2', 71, 2, 67, 62],
    ['extension characters in UCS-2 count 1', `€{${u(1)}`, 'UCS-2', 3, 1, 70, 67],
    ['mixed: GSM text, an extension char and an emoji', 'Hi € 👋', 'UCS-2', 7, 1, 70, 63],
  ];
  it.each(table)('%s', (_what, text, encoding, characters, segments, perSegment, remaining) => {
    expect(countSegments(text)).toMatchObject({ encoding, characters, segments, perSegment, remaining });
  });

  it('names the first character that needs UCS-2', () => {
    expect(countSegments('Hello 👋 world ж').unicodeCharacter).toBe('👋');
    expect(countSegments('Hello').unicodeCharacter).toBeUndefined();
    expect(firstNonGsmCharacter('abc`')).toBe('`');
  });
});

describe('templates', () => {
  it('lists each variable once, in order of first use, spaces inside braces allowed', () => {
    expect(templateVariables('Hi {{name}}, your shift {{ shift }} starts at {{time}}. Bye {{name}}')).toEqual([
      'name',
      'shift',
      'time',
    ]);
    expect(templateVariables('No variables')).toEqual([]);
  });

  it('renders values and leaves missing ones as placeholders', () => {
    expect(renderTemplate('Hi {{name}}, at {{ time }}', { name: 'Ada', time: '07:00' })).toBe('Hi Ada, at 07:00');
    expect(renderTemplate('Hi {{name}}, at {{time}}', { name: 'Ada' })).toBe('Hi Ada, at {{time}}');
    // A value is inserted as it is: a value holding braces is not rendered again.
    expect(renderTemplate('{{a}} {{b}}', { a: '{{b}}', b: 'x' })).toBe('{{b}} x');
    // Inherited names are no values.
    expect(renderTemplate('{{constructor}}', {})).toBe('{{constructor}}');
  });

  it('finds the missing variables, blank values counting as missing', () => {
    expect(missingVariables('{{a}} {{b}} {{c}}', { a: 'x', b: '  ' })).toEqual(['b', 'c']);
    expect(missingVariables('{{a}}', { a: 'x' })).toEqual([]);
  });

  it('refuses malformed placeholders', () => {
    expect(placeholderProblem('Hi {{name}}')).toBeNull();
    expect(placeholderProblem('Hi {{first name}}')).toMatch(/not \{\{name\}\}/);
    expect(placeholderProblem('Hi {{1x}}')).toMatch(/not \{\{name\}\}/);
    expect(placeholderProblem('Hi {name}}')).toMatch(/without a matching/);
    expect(placeholderProblem('Braces { } are fine')).toBeNull();
  });
});
