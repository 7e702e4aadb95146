import { describe, expect, it } from 'vitest';
import { expiryTone } from './expiry';

describe('expiry', () => {
  it('colours by how soon a certificate expires (renewal starts at 30 days)', () => {
    expect(expiryTone(-3)).toEqual({ color: 'error', label: 'Expired 3 days ago' });
    expect(expiryTone(-1)).toEqual({ color: 'error', label: 'Expired yesterday' });
    expect(expiryTone(0)).toEqual({ color: 'error', label: 'Expires today' });
    expect(expiryTone(1)).toEqual({ color: 'error', label: '1 day left' });
    expect(expiryTone(12)).toEqual({ color: 'warning', label: '12 days left' });
    expect(expiryTone(30)).toEqual({ color: 'warning', label: '30 days left' });
    expect(expiryTone(364)).toEqual({ color: 'success', label: '364 days left' });
  });
});
