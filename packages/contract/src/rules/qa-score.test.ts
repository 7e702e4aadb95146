import { describe, expect, it } from 'vitest';
import { reviewScore } from './qa-score.js';

describe('review score', () => {
  it.each([
    ['one criterion', [{ weight: 1, critical: false, value: 75 }], 75, 0],
    // (1×100 + 3×50 + 2×75) / 6 = 400 / 6 = 66.67 → 66.7
    [
      'weighted by the criteria',
      [
        { weight: 1, critical: false, value: 100 },
        { weight: 3, critical: false, value: 50 },
        { weight: 2, critical: false, value: 75 },
      ],
      66.7,
      0,
    ],
    // A critical criterion passed counts like any other: (2×50 + 1×100) / 3 = 66.7.
    [
      'a critical criterion passed',
      [
        { weight: 2, critical: true, value: 50 },
        { weight: 1, critical: false, value: 100 },
      ],
      66.7,
      0,
    ],
    [
      'a critical criterion failed makes it 0',
      [
        { weight: 2, critical: true, value: 25 },
        { weight: 5, critical: false, value: 100 },
      ],
      0,
      1,
    ],
    [
      'a failed grade of a non-critical criterion only weighs',
      [
        { weight: 1, critical: false, value: 0 },
        { weight: 1, critical: false, value: 100 },
      ],
      50,
      0,
    ],
    ['no weight at all', [{ weight: 0, critical: false, value: 100 }], 0, 0],
    ['nothing graded', [], 0, 0],
  ])('%s', (_, grades, score, criticalFails) => {
    expect(reviewScore(grades)).toEqual({ score, criticalFails });
  });
});
