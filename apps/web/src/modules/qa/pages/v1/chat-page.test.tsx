import * as qa from '@backoffice/contract/modules/qa';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, signInAs } from '../../../../test/render';
import { chat, criteria, grades, review, tags } from '../../testing/fixtures';
import V1ChatPage from './chat-page';

const open = (scopes: string[]) => {
  signInAs(scopes);
  return renderScreen(<V1ChatPage />, {
    path: '/qc/chats/:chatId',
    url: '/qc/chats/7',
    handlers: [
      [qa.v1Chat, () => chat([review()])],
      [qa.listScoreTypes, () => criteria],
      [qa.listScoreGrades, () => grades],
      [qa.listAllTags, () => tags],
    ],
  });
};

describe('QC v1 chat', () => {
  it('shows a reader the transcript and its reviews, with nothing to change', async () => {
    open(['qa:chat:read']);
    await screen.findByText('My DNS is broken');
    expect(screen.getByRole('heading', { name: 'Reviews (1)' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Review this chat|Change your review|Escalate/ })).toBeNull();
    expect(screen.queryByLabelText('Scorecard')).toBeNull();
  });

  it('offers a reviewer the review screen on a waiting chat', async () => {
    open(['qa:chat:read', 'qa:chat:review']);
    expect(await screen.findByRole('link', { name: 'Review' })).toHaveAttribute('href', '/qc/chats/review?id=7');
  });
});
