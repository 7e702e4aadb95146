// How a review's score reads: its colour and its words.
import { PASS_MARK } from '@backoffice/contract/rules/qa-score';

/** Green from 85, amber from the pass mark, red below it. */
export function scoreColor(score: number): 'success' | 'warning' | 'error' {
  if (score >= 85) return 'success';
  if (score >= PASS_MARK) return 'warning';
  return 'error';
}

export const scoreText = (score: number) => (Number.isInteger(score) ? String(score) : score.toFixed(1));
