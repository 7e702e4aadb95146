import * as qa from '@backoffice/contract/modules/qa';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, signInAs } from '../../../test/render';
import { chat, criteria, grades, review, tags } from '../testing/fixtures';
import { ConversationPage } from './conversation-page';

const mona = { id: 8, name: 'Mona Manager' };

/** Chat 7 with Rita's review (30) and Mona's (31), opened from the archive at `url`. */
const open = (url: string, reviews = [review(), review({ id: 31, reviewer: mona, score: 81.3 })]) => {
  signInAs(['qa:chat:review', 'qa:score:type:read', 'qa:score:grade:read', 'qa:tag:read']);
  return renderScreen(<ConversationPage kind="chat" />, {
    path: '/qc-v2/chats/archive/:chatId',
    url,
    handlers: [
      [qa.getChat, () => chat(reviews)],
      [qa.listScoreTypes, () => criteria],
      [qa.listScoreGrades, () => grades],
      [qa.listAllTags, () => tags],
    ],
  });
};

const cardNames = () => screen.getAllByRole('region', { name: /^Review by / }).map((c) => c.getAttribute('aria-label'));

describe('a chat opened from the archive', () => {
  it('shows the review it was opened on first, and no scorecard until asked', async () => {
    const { user } = open('/qc-v2/chats/archive/7?review=31');
    await screen.findByRole('region', { name: 'Review by Mona Manager' });
    expect(cardNames()).toEqual(['Review by Mona Manager', 'Review by Rita Reviewer']);
    expect(screen.queryByLabelText('Scorecard')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Review this chat yourself' }));
    expect(await screen.findByLabelText('Scorecard')).toBeVisible();
  });

  it('keeps the reviews newest first when no review is named', async () => {
    open('/qc-v2/chats/archive/7');
    await screen.findByRole('region', { name: 'Review by Mona Manager' });
    expect(cardNames()).toEqual(['Review by Rita Reviewer', 'Review by Mona Manager']);
  });

  it('offers the scorecard at once when the chat has no review yet', async () => {
    open('/qc-v2/chats/archive/7', []);
    expect(await screen.findByLabelText('Scorecard')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Review this chat yourself' })).toBeNull();
  });

  it('offers to change one’s own review', async () => {
    open('/qc-v2/chats/archive/7?review=30', [review({ reviewer: { id: 1, name: 'Test User' } })]);
    const card = await screen.findByRole('region', { name: 'Review by Test User' });
    expect(within(card).getByRole('button', { name: 'Delete review' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Change your review' })).toBeVisible();
  });
});
