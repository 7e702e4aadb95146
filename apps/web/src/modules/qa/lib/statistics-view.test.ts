import { describe, expect, it } from 'vitest';
import { DEFAULT_TARGET, scoreAxis, sortPeople, targetOf } from './statistics-view';

const person = (id: number, name: string, averageScore: number | null, reviews = 1) => ({
  id,
  name,
  reviews,
  averageScore,
  criticalFails: 0,
  feedbacks: 0,
  disputes: 0,
});

describe('the statistics view', () => {
  it('fits the score axis around the data and the target, in tens, within 0–100', () => {
    expect(scoreAxis([78, 84, null], 85)).toEqual({ min: 70, max: 90 });
    expect(scoreAxis([12, 99], 85)).toEqual({ min: 0, max: 100 });
    expect(scoreAxis([], 85)).toEqual({ min: 80, max: 90 });
  });

  it('reads the target from the address, 85 when missing or not a score', () => {
    expect(targetOf('70')).toBe(70);
    expect(targetOf(null)).toBe(DEFAULT_TARGET);
    expect(targetOf('abc')).toBe(DEFAULT_TARGET);
    expect(targetOf('140')).toBe(DEFAULT_TARGET);
  });

  it('sorts people by a column either way, those without a score last', () => {
    const rows = [person(1, 'Bea', 90), person(2, 'Al', null), person(3, 'Cy', 40)];
    expect(sortPeople(rows, { column: 'averageScore', direction: 'asc' }).map((r) => r.name)).toEqual([
      'Cy',
      'Bea',
      'Al',
    ]);
    expect(sortPeople(rows, { column: 'averageScore', direction: 'desc' }).map((r) => r.name)).toEqual([
      'Bea',
      'Cy',
      'Al',
    ]);
    expect(sortPeople(rows, { column: 'name', direction: 'asc' }).map((r) => r.name)).toEqual(['Al', 'Bea', 'Cy']);
  });
});
