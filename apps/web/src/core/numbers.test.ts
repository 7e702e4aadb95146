import { describe, expect, it } from 'vitest';
import { formatNumber } from './numbers';

const intl = new Intl.NumberFormat('en');

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
    [-1234.5678, '-1,234.568'],
    [0.0005, '0.001'],
    [0.0004, '0'],
    [12.3, '12.3'],
    [-0, '-0'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, '∞'],
    [Number.NEGATIVE_INFINITY, '-∞'],
    [1e21, '1,000,000,000,000,000,000,000'],
  ])('%s → %s', (n, shown) => {
    expect(formatNumber(n)).toBe(shown);
  });

  it('writes what Intl.NumberFormat("en") writes, for integers, decimals and halves', () => {
    const values: number[] = [];
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 2_000; i++) {
      const magnitude = 10 ** Math.floor(random() * 12);
      values.push(Math.floor(random() * magnitude), (random() - 0.5) * magnitude, Math.round(random() * 1e6) / 2000);
    }
    values.push(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1.0005, 2.0005, 0.9995, -0.0004, 9.9999);
    const differing = values.filter((n) => formatNumber(n) !== intl.format(n));
    expect(differing.map((n) => [n, formatNumber(n), intl.format(n)])).toEqual([]);
  });
});
