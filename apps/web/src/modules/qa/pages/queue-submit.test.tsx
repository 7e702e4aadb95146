import * as qa from '@backoffice/contract/modules/qa';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { notificationQueue } from '../../../core/notifications';
import { type FakeRequest, failure, renderScreen, signInAs } from '../../../test/render';
import { chat, criteria, grades, review, tags } from '../testing/fixtures';
import ChatQueuePage from './queue-page';

const none = { next: null, claimedUntil: null, waiting: 0, waitingCapped: false, upcoming: [], deferred: [] };
const REVIEWER = ['qa:chat:review', 'qa:score:type:read', 'qa:score:grade:read', 'qa:tag:read'];

/** The queue serves chat 7 until it is reviewed; the server counts the reviewer's reviews of today. */
const open = (scopes = REVIEWER, setGoal: (r: FakeRequest) => unknown = (r) => r.body) => {
  signInAs(scopes);
  let reviewed = 2;
  let waiting = true;
  const rendered = renderScreen(<ChatQueuePage />, {
    path: '/qc-v2/chats/queue/:chatId?',
    url: '/qc-v2/chats/queue',
    handlers: [
      [qa.chatQueue, () => (waiting ? { ...none, next: chat(), waiting: 1 } : none)],
      [qa.getChat, () => chat()],
      [qa.listScoreTypes, () => criteria],
      [qa.listScoreGrades, () => grades],
      [qa.listAllTags, () => tags],
      [qa.getReviewProgress, () => ({ day: '2026-11-26', goal: 20, reviewed })],
      [
        qa.createChatReview,
        () => {
          reviewed += 1;
          waiting = false;
          return review({ score: 81.3, criticalFails: 0 });
        },
      ],
      [
        qa.deleteChatReview,
        () => {
          reviewed -= 1;
          waiting = true;
          return { id: 30 };
        },
      ],
      [qa.setDailyGoal, setGoal],
    ],
  });
  const sentTo = (endpoint: { name: string }) => rendered.sent.filter((s) => s.endpoint === endpoint.name);
  return { ...rendered, sentTo };
};

beforeEach(() => notificationQueue.set([]));

describe('Submit and next', () => {
  it('says which chat was saved with its score and the day’s count, and Undo deletes it and opens it again', async () => {
    const { user, sentTo, router } = open();
    await screen.findByRole('group', { name: 'Accuracy' });
    expect(await screen.findByText('2 of 20 reviewed today')).toBeVisible();
    await user.keyboard('12');
    await waitFor(() => expect(screen.getByLabelText('Score')).toHaveTextContent('Score 81.3'));
    await user.keyboard('{Enter}');
    await screen.findByText('No chat waits for review');
    await waitFor(() => expect(notificationQueue.get()).toHaveLength(1));
    const [card] = notificationQueue.get();
    expect(card).toMatchObject({
      title: 'Chat with Carl Customer (#7): reviewed, score 81.3',
      body: '3 of 20 reviewed today',
      action: { label: 'Undo' },
    });
    expect(await screen.findByText('3 of 20 reviewed today')).toBeVisible();

    card!.action!.run();
    await waitFor(() => expect(sentTo(qa.deleteChatReview).map((s) => s.request.params.id)).toEqual(['30']));
    await waitFor(() => expect(router.state.location.pathname).toBe('/qc-v2/chats/queue/7'));
    await screen.findByRole('heading', { name: 'Chat with Carl Customer' });
    await waitFor(() => expect(notificationQueue.get().at(-1)?.title).toBe('Review undone'));
    expect(await screen.findByText('2 of 20 reviewed today')).toBeVisible();
  });
});

describe('the daily goal', () => {
  it('is not offered to a reviewer to change', async () => {
    open();
    await screen.findByText('2 of 20 reviewed today');
    expect(screen.queryByRole('button', { name: 'Set the daily goal' })).toBeNull();
  });

  it('is set by a QC manager; a goal below 1 is refused on its field', async () => {
    const { user, sentTo } = open([...REVIEWER, 'qa:manager']);
    await screen.findByText('2 of 20 reviewed today');
    await user.click(screen.getByRole('button', { name: 'Set the daily goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Daily goal' });
    const field = within(dialog).getByRole('spinbutton', { name: /Reviews a day/ });
    await user.clear(field);
    await user.type(field, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('must be at least 1')).toBeVisible();
    expect(sentTo(qa.setDailyGoal)).toEqual([]);
    await user.clear(field);
    await user.type(field, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentTo(qa.setDailyGoal).map((s) => s.request.body)).toEqual([{ goal: 25 }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s refusal in the dialog', async () => {
    const { user } = open([...REVIEWER, 'qa:manager'], () =>
      failure(403, 'FORBIDDEN', 'You do not have permission to do this'),
    );
    await screen.findByText('2 of 20 reviewed today');
    await user.click(screen.getByRole('button', { name: 'Set the daily goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Daily goal' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('You do not have permission to do this')).toBeVisible();
  });
});
