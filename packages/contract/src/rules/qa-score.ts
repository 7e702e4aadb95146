// The scoring model of a review (docs/qa.md): each active criterion (score type) gets a grade (a
// value 0–100); the review's score is the weighted mean of the grades by their criteria's weights,
// except that failing a critical criterion (a grade below PASS_MARK) makes the whole score 0.

/** A grade below this fails its criterion. */
export const PASS_MARK = 50;

export interface GradedCriterion {
  weight: number;
  critical: boolean;
  /** The grade's value, 0–100. */
  value: number;
}

export interface ReviewScore {
  /** 0–100, rounded to one decimal. */
  score: number;
  /** The critical criteria failed (their count). */
  criticalFails: number;
}

export function reviewScore(grades: readonly GradedCriterion[]): ReviewScore {
  const criticalFails = grades.filter((g) => g.critical && g.value < PASS_MARK).length;
  const weight = grades.reduce((n, g) => n + g.weight, 0);
  if (criticalFails > 0 || weight === 0) return { score: 0, criticalFails };
  const score = grades.reduce((n, g) => n + g.weight * g.value, 0) / weight;
  return { score: Math.round(score * 10) / 10, criticalFails };
}
