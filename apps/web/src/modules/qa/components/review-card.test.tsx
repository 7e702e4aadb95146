import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render';
import { review } from '../testing/fixtures';
import { ReviewCard } from './review-card';

const show = (node: ReactNode) => renderScreen(node, { path: '/' });

describe('the review card', () => {
  it('shows the score, the grades as chips, the tags and the comment under the reviewer’s name', () => {
    show(
      <ReviewCard
        review={review({
          score: 81.3,
          criticalFails: 0,
          tags: [{ id: 21, name: 'Refund', color: '#aa0000' }],
          comment: 'Friendly, but the refund rule was wrong.',
        })}
      />,
    );
    const card = screen.getByRole('region', { name: 'Review by Rita Reviewer' });
    expect(within(card).getByLabelText('Review score 81.3')).toHaveTextContent('81.3');
    const gradeChips = within(within(card).getByRole('list', { name: 'Grades' })).getAllByRole('listitem');
    expect(gradeChips.map((c) => c.textContent)).toEqual(['Greeting: Excellent', 'Accuracy: Poor']);
    expect(within(within(card).getByLabelText('Tags')).getByText('Refund')).toBeVisible();
    expect(within(card).getByText('Friendly, but the refund rule was wrong.')).toBeVisible();
    expect(within(card).getByText(/for Ada Agent/)).toBeVisible();
  });

  it('marks a deleted review and a deferred one, and takes a title and actions', () => {
    show(
      <ReviewCard
        review={review({ deletedAt: '2026-11-03T10:00:00.000Z', reviewLater: true, sendStats: false })}
        title="Reviewed by Mona Manager"
        actions={<button type="button">Give feedback</button>}
      />,
    );
    const card = screen.getByRole('region', { name: 'Reviewed by Mona Manager' });
    expect(within(card).getByText('Deleted')).toBeVisible();
    expect(within(card).getByText(/deferred · not in statistics/)).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Give feedback' })).toBeVisible();
  });
});
