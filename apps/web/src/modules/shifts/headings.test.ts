import { createShift } from '@backoffice/contract/modules/shifts';
import { describe, expect, it } from 'vitest';
import { PLANS } from './headings';

describe("the shift calendar's heading", () => {
  it('tells planners by the scopes giving a shift needs: the frame picks its intro by them, the screen its view', () => {
    expect(createShift.access).toEqual({ scopes: [...PLANS] });
  });
});
