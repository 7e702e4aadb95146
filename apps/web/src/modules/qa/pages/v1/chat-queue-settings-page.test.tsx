import * as qa from '@backoffice/contract/modules/qa';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, signInAs } from '../../../../test/render';
import ChatQueueSettingsPage from './chat-queue-settings-page';

const open = () => {
  signInAs(['qa:chat:settings']);
  return renderScreen(<ChatQueueSettingsPage />, {
    path: '/qc-settings/chats/queue',
    handlers: [
      [qa.v1QueueSettings, () => ({ departments: ['Sales'], order: 'oldest', leaseMinutes: 15 })],
      [
        qa.v1UpdateQueueSettings,
        ({ body }) => ({ departments: ['Sales'], order: 'oldest', leaseMinutes: 15, ...(body as object) }),
      ],
      [qa.listQaDepartments, () => ({ chat: ['Billing', 'Sales'], ticket: [] })],
    ],
  });
};

describe('chat queue settings', () => {
  it('saves the order and the lease changed, with the departments kept', async () => {
    const { user, sent } = open();
    const lease = await screen.findByRole('spinbutton', { name: 'Claim lasts (minutes)' });
    await user.clear(lease);
    await user.type(lease, '30');
    await user.click(screen.getByRole('combobox', { name: 'Order' }));
    await user.click(screen.getByRole('option', { name: 'Newest first' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Chat queue settings saved');
    const patch = sent.find((s) => s.endpoint === qa.v1UpdateQueueSettings.name);
    expect(patch!.request.body).toEqual({ departments: ['Sales'], order: 'newest', leaseMinutes: 30 });
  });

  it('refuses a claim of no minutes in the browser, in the server’s words', async () => {
    const { user, sent } = open();
    const lease = await screen.findByRole('spinbutton', { name: 'Claim lasts (minutes)' });
    await user.clear(lease);
    await user.type(lease, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('must be at least 1')).toBeInTheDocument());
    expect(sent.some((s) => s.endpoint === qa.v1UpdateQueueSettings.name)).toBe(false);
  });
});
