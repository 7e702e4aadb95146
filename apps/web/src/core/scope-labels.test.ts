import { describe, expect, it } from 'vitest';
import { scopePartLabel } from './scope-labels';

describe('scopePartLabel', () => {
  it('writes product words as the product does and capitalises the first word', () => {
    expect(scopePartLabel('dns')).toBe('DNS');
    expect(scopePartLabel('ipset')).toBe('IPSet');
    expect(scopePartLabel('internal-file-manager')).toBe('Internal file manager');
    expect(scopePartLabel('qa-managers')).toBe('QA managers');
    expect(scopePartLabel('bug-report')).toBe('Bug report');
  });
});
