import * as qa from '@backoffice/contract/modules/qa';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, signInAs } from '../../../test/render';
import ChatQueuePage from './queue-page';

const empty = { next: null, claimedUntil: null, waiting: 0, waitingCapped: false, upcoming: [], deferred: [] };
const refund = {
  id: 3,
  name: 'Refund',
  description: '',
  color: '#aa0000',
  active: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const open = (url: string) => {
  signInAs(['qa:chat:review', 'qa:tag:read']);
  return renderScreen(<ChatQueuePage />, {
    path: '/qc-v2/chats/queue/:chatId?',
    url,
    handlers: [
      [qa.chatQueue, () => empty],
      [qa.listAllTags, () => [refund]],
      [qa.listQaDepartments, () => ({ chat: ['Billing', 'Sales'], ticket: [] })],
      [qa.listScoreTypes, () => []],
      [qa.listScoreGrades, () => []],
    ],
  });
};

const queueQueries = (sent: ReturnType<typeof open>['sent']) =>
  sent.filter((s) => s.endpoint === qa.chatQueue.name).map((s) => Object.fromEntries(s.request.query));

describe('the chat queue', () => {
  it('asks for the queue with the filters in the address', async () => {
    const { sent } = open(
      '/qc-v2/chats/queue?department=Billing&channel=whatsapp&tags=3&from=2026-11-01&search=refund',
    );
    await screen.findByText('No chat waits for review');
    expect(queueQueries(sent)[0]).toMatchObject({
      department: 'Billing',
      channel: 'whatsapp',
      'tags[]': '3',
      from: '2026-11-01',
      search: 'refund',
    });
  });

  it("asks for the scorecard's score types, grades and tags as it opens, not once a chat has come and is drawn", async () => {
    const { sent } = open('/qc-v2/chats/queue');
    await screen.findByText('No chat waits for review');
    const asked = new Set(sent.map((s) => s.endpoint));
    expect([qa.listScoreTypes.name, qa.listScoreGrades.name, qa.listAllTags.name].filter((n) => !asked.has(n))).toEqual(
      [],
    );
  });

  it('narrows the queue as filters are set, and clears them all', async () => {
    const { sent, user, router } = open('/qc-v2/chats/queue');
    await screen.findByText('No chat waits for review');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(screen.getByRole('menuitem', { name: 'Channel' }));
    await user.type(screen.getByRole('textbox', { name: 'Channel' }), 'email{Enter}');
    await waitFor(() => expect(queueQueries(sent).at(-1)).toMatchObject({ channel: 'email' }), { timeout: 5000 });
    // The department is picked from the names the chats came with, not typed.
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(screen.getByRole('menuitem', { name: 'Department' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sales' }));
    await waitFor(() => expect(queueQueries(sent).at(-1)).toMatchObject({ channel: 'email', department: 'Sales' }), {
      timeout: 5000,
    });
    expect(screen.getByRole('button', { name: 'Department filter' })).toHaveTextContent('Department: Sales');
    expect(router.state.location.search).toBe('?channel=email&department=Sales');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''), { timeout: 5000 });
  });
});
