import * as qa from '@backoffice/contract/modules/qa';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { notificationQueue } from '../../../../core/notifications';
import { renderScreen, signInAs } from '../../../../test/render';
import { chat, criteria, grades, review, tags } from '../../testing/fixtures';
import V1ChatReviewPage from './chat-review-page';

const none = { next: null, claimedUntil: null, waiting: 0, waitingCapped: false, upcoming: [], deferred: [] };
const REVIEWER = ['qa:chat:review', 'qa:score:type:read', 'qa:score:grade:read', 'qa:tag:read'];

/** chat/last serves chat 7 until it is reviewed. */
const open = (url = '/qc/chats/review') => {
  signInAs(REVIEWER);
  let waiting = true;
  const rendered = renderScreen(<V1ChatReviewPage />, {
    path: '/qc/chats/review',
    url,
    handlers: [
      [qa.v1LastChat, () => (waiting ? { ...none, next: chat(), waiting: 1 } : none)],
      [qa.listScoreTypes, () => criteria],
      [qa.listScoreGrades, () => grades],
      [qa.listAllTags, () => tags],
      [qa.getReviewProgress, () => ({ day: '2026-11-26', goal: 20, reviewed: 2 })],
      [
        qa.v1ReviewChat,
        () => {
          waiting = false;
          return review({ score: 81.3, criticalFails: 0 });
        },
      ],
    ],
  });
  const sentTo = (endpoint: { name: string }) => rendered.sent.filter((s) => s.endpoint === endpoint.name);
  return { ...rendered, sentTo };
};

beforeEach(() => notificationQueue.set([]));

describe('QC v1 chat review', () => {
  it('scores the claimed chat by keyboard and sends it through PATCH chat/{id}, then claims the next', async () => {
    const { user, sentTo } = open();
    await screen.findByRole('group', { name: 'Accuracy' });
    await user.keyboard('12');
    await waitFor(() => expect(screen.getByLabelText('Score')).toHaveTextContent('Score 81.3'));
    await user.keyboard('{Enter}');
    await screen.findByText('No chat waits for review');
    const [sent] = sentTo(qa.v1ReviewChat);
    expect(sent!.request.params.id).toBe('7');
    expect(sent!.request.body).toMatchObject({
      reviewLater: false,
      data: {
        scores: [
          { scoreTypeId: 1, gradeId: grades[0]!.id },
          { scoreTypeId: 2, gradeId: grades[1]!.id },
        ],
      },
    });
    expect(sentTo(qa.createChatReview)).toEqual([]);
  });

  it('claims the chat named by ?id= first', async () => {
    const { sentTo } = open('/qc/chats/review?id=7');
    await screen.findByRole('group', { name: 'Accuracy' });
    expect(Object.fromEntries(sentTo(qa.v1LastChat)[0]!.request.query)).toEqual({ id: '7' });
  });
});
