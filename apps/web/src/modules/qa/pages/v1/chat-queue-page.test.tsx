import * as qa from '@backoffice/contract/modules/qa';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, signInAs } from '../../../../test/render';
import { chat } from '../../testing/fixtures';
import V1ChatQueuePage from './chat-queue-page';

const { comments: _c, notes: _n, reviews: _r, messages: _m, ...waiting } = chat();
const page = { items: [waiting], total: 1, page: 1, take: 25 };

const open = (scopes: string[]) => {
  signInAs(scopes);
  return renderScreen(<V1ChatQueuePage />, {
    path: '/qc/chats/queue',
    url: '/qc/chats/queue',
    handlers: [
      [qa.v1UnreviewedChats, () => page],
      [qa.listQaDepartments, () => ({ chat: ['Support'], ticket: [] })],
    ],
  });
};

describe('QC v1 chat queue', () => {
  it('lists the waiting chats oldest first, each with Review opening the review screen on it', async () => {
    const { sent } = open(['qa:chat:read', 'qa:chat:review']);
    const row = (await screen.findByRole('link', { name: 'Carl Customer' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Review' })).toHaveAttribute('href', '/qc/chats/review?id=7');
    const query = Object.fromEntries(sent.find((s) => s.endpoint === qa.v1UnreviewedChats.name)!.request.query);
    expect(query).toMatchObject({ sortBy: 'startedAt', direction: 'ASC' });
  });

  it('offers no Review to a reader', async () => {
    open(['qa:chat:read']);
    await screen.findByRole('link', { name: 'Carl Customer' });
    expect(screen.queryByRole('link', { name: 'Review' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Review the next chat' })).toBeNull();
  });
});
