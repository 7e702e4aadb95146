import type { Shift, ShiftType } from '@backoffice/contract/modules/shifts';
import { describe, expect, it } from 'vitest';
import {
  cellKey,
  changesOf,
  emptyDraft,
  publishBody,
  weightedHours,
  withGive,
  withKept,
  withRemove,
} from './shift-draft';

const early = {
  id: 3,
  name: 'Early',
  start: '06:00',
  end: '14:00',
  color: '#00796b',
  hours: { weighted: 7.5 },
} as ShiftType;
const saved = (userId: number, date: string) => ({ id: 9, userId, date, hours: { weighted: 8 } }) as Shift;

describe('a shift draft', () => {
  it('collects shifts given and saved shifts removed, and says them as the publish body', () => {
    let draft = withGive(emptyDraft, { userId: 1, date: '2026-11-30', type: early });
    draft = withRemove(draft, cellKey(2, '2026-12-01'), saved(2, '2026-12-01'));
    expect(changesOf(draft)).toBe(2);
    expect(publishBody(draft)).toEqual({
      give: [{ userId: 1, date: '2026-11-30', typeId: 3 }],
      remove: [{ userId: 2, date: '2026-12-01' }],
    });
  });

  it('drops a draft shift taken away again, and keeps a saved one on Undo', () => {
    let draft = withGive(emptyDraft, { userId: 1, date: '2026-11-30', type: early });
    draft = withRemove(draft, cellKey(1, '2026-11-30'), undefined);
    expect(changesOf(draft)).toBe(0);
    draft = withRemove(draft, cellKey(2, '2026-12-01'), saved(2, '2026-12-01'));
    expect(changesOf(withKept(draft, cellKey(2, '2026-12-01')))).toBe(0);
  });

  it('counts a person’s weighted hours as the draft would leave them', () => {
    const week = [saved(1, '2026-11-30'), saved(1, '2026-12-01')];
    let draft = withRemove(emptyDraft, cellKey(1, '2026-12-01'), week[1]);
    draft = withGive(draft, { userId: 1, date: '2026-12-02', type: early });
    expect(weightedHours(week, draft, 1)).toBe(15.5);
    expect(weightedHours(week, draft, 2)).toBe(0);
  });
});
