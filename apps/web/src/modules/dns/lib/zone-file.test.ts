import { describe, expect, it } from 'vitest';
import { guessZoneName } from './zone-file';

describe('guessZoneName', () => {
  it('takes $ORIGIN, else the file name', () => {
    expect(guessZoneName('whatever.txt', '; comment\n$ORIGIN shop.example.\n@ IN A 192.0.2.1')).toBe('shop.example');
    expect(guessZoneName('example.com.zone', '@ IN A 192.0.2.1')).toBe('example.com');
    expect(guessZoneName('db.example.org', '')).toBe('example.org');
  });
});
