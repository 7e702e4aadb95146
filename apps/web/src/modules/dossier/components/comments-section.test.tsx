// CommentsSection (docs/dossier.md "Comments"): the agent's chat and ticket comments with category chips,
// a composer only for who may comment, and nothing at all for who may not read comments.
import type { DossierComment } from '@backoffice/contract/modules/dossier';
import * as dossier from '@backoffice/contract/modules/dossier';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../../../test/fixtures';
import { renderScreen, signInAs } from '../../../test/render';
import { CommentsSection } from './comments-section';

const comment = (over: Partial<DossierComment>): DossierComment => ({
  id: 1,
  kind: 'chat',
  userId: 7,
  userName: 'Ann Agent',
  authorId: 2,
  authorName: 'Rita Reviewer',
  categoryId: null,
  categoryName: null,
  conversationId: null,
  content: 'Warm greeting',
  createdAt: '2026-03-03T10:00:00.000Z',
  updatedAt: '2026-03-03T10:00:00.000Z',
  ...over,
});

const categories = [
  { id: 1, name: 'Tone' },
  { id: 2, name: 'Process' },
];

function open(scopes: string[]) {
  signInAs(scopes);
  return renderScreen(<CommentsSection userId={7} />, {
    path: '/dossiers/:userId',
    url: '/dossiers/7',
    handlers: [
      [dossier.reviewCategories, () => categories],
      [
        dossier.chatComments,
        ({ query }) =>
          pageOf(
            query.get('categoryId') === '1'
              ? [comment({ id: 2, content: 'Tone only', categoryId: 1, categoryName: 'Tone' })]
              : [comment({}), comment({ id: 2, content: 'Tone only', categoryId: 1, categoryName: 'Tone' })],
          ),
      ],
      [dossier.ticketComments, () => pageOf([comment({ id: 3, kind: 'ticket', content: 'Closed too early' })])],
      [dossier.createChatComment, ({ body }) => comment({ id: 9, ...(body as object) })],
    ],
  });
}

const QC = ['dossier:comment:read', 'dossier:comment:create', 'dossier:feedback:read'];

describe('CommentsSection', () => {
  it('shows the chat comments, then the ticket comments on their tab', async () => {
    const { user } = open(QC);
    expect(await screen.findByText('Warm greeting')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Ticket comments' }));
    expect(await screen.findByText('Closed too early')).toBeTruthy();
  });

  it('a category chip filters the list by that category', async () => {
    const { user, sent } = open(QC);
    await screen.findByText('Warm greeting');
    await user.click(screen.getByRole('button', { name: 'Tone' }));
    await waitFor(() => expect(screen.queryByText('Warm greeting')).toBeNull());
    expect(
      sent.some((s) => s.endpoint === dossier.chatComments.name && s.request.query.get('categoryId') === '1'),
    ).toBe(true);
  });

  it('the composer sends a chat comment about the agent', async () => {
    const { user, sent } = open(QC);
    await screen.findByText('Warm greeting');
    await user.type(screen.getByRole('textbox', { name: 'Comment on chat work' }), 'Good tone');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    await waitFor(() =>
      expect(sent.filter((s) => s.endpoint === dossier.createChatComment.name).map((s) => s.request.body)).toEqual([
        { userId: 7, categoryId: null, content: 'Good tone' },
      ]),
    );
  });

  it('a reader without dossier:comment:create gets no composer', async () => {
    open(['dossier:comment:read']);
    await screen.findByText('Warm greeting');
    expect(screen.queryByRole('button', { name: 'Add comment' })).toBeNull();
  });

  it('shows nothing, and asks for nothing, without dossier:comment:read (the agent themself)', async () => {
    const { sent, container } = open(['dossier:feedback:read']);
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('');
    expect(sent.filter((s) => s.endpoint.includes('Comments'))).toEqual([]);
  });
});
