import * as dossier from '@backoffice/contract/modules/dossier';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, renderScreen, signInAs } from '../../../test/render';
import { FeedbackSection } from '../components/feedback-section';
import FeedbackFormPage from './feedback-form-page';
import FeedbackPage from './feedback-page';

const feedback = (over: Partial<dossier.DossierFeedback> = {}): dossier.DossierFeedback => ({
  id: 7,
  userId: 5,
  author: { id: 2, name: 'Mia Manager' },
  category: { id: 1, name: 'Communication' },
  type: { id: 2, name: 'Praise', tone: 'praise' },
  content: 'Calm with an angry customer.',
  visibility: 'shared',
  createdAt: '2026-11-03T10:00:00.000Z',
  updatedAt: '2026-11-03T10:00:00.000Z',
  ...over,
});
const page = (items: dossier.DossierFeedback[]) => ({ items, total: items.length, page: 1, take: 10 });

describe('dossier feedback screens', () => {
  it('the section shows the type, a Private badge on private feedback, and "Give feedback" to writers', async () => {
    signInAs(['dossier:feedback:read', 'dossier:feedback:create']);
    renderScreen(<FeedbackSection userId={5} />, {
      path: '/dossiers/:userId',
      url: '/dossiers/5',
      handlers: [
        [
          dossier.listAgentFeedbacks,
          () => page([feedback({ id: 8, visibility: 'private', content: 'Note' }), feedback()]),
        ],
      ],
    });
    await screen.findByText('Calm with an angry customer.');
    expect(screen.getAllByText('Private')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Give feedback' })).toHaveAttribute('href', '/dossiers/5/feedbacks/create');
  });

  it('the agent (no dossier scope) gets no "Give feedback"', async () => {
    signInAs([]);
    renderScreen(<FeedbackSection userId={5} />, {
      path: '/dossiers/:userId',
      url: '/dossiers/5',
      handlers: [[dossier.listAgentFeedbacks, () => page([feedback()])]],
    });
    await screen.findByText('Calm with an angry customer.');
    expect(screen.queryByRole('link', { name: 'Give feedback' })).toBeNull();
  });

  it('a feedback the server hides is "not found"', async () => {
    signInAs([]);
    renderScreen(<FeedbackPage />, {
      path: '/dossiers/:userId/feedbacks/:feedbackId',
      url: '/dossiers/5/feedbacks/8',
      handlers: [[dossier.getDossierFeedback, () => failure(404, 'NOT_FOUND', 'Feedback not found')]],
    });
    await screen.findByText('Feedback not found');
  });

  it('the form refuses an empty text without a request, then sends the body with the agent', async () => {
    signInAs(['dossier:feedback:create', 'dossier:feedback:read']);
    const { user, sent } = renderScreen(<FeedbackFormPage />, {
      path: '/dossiers/:userId/feedbacks/create',
      url: '/dossiers/5/feedbacks/create',
      handlers: [
        [dossier.listDossierFeedbackCategories, () => [{ id: 1, name: 'Communication' }]],
        [dossier.listDossierFeedbackTypes, () => [{ id: 2, name: 'Praise', tone: 'praise' }]],
        [dossier.createDossierFeedback, () => feedback()],
        [dossier.getDossierFeedback, () => feedback()],
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Give feedback' }));
    await waitFor(() => expect(screen.getAllByText(/must/).length).toBeGreaterThan(0));
    expect(sent.filter((s) => s.endpoint === dossier.createDossierFeedback.name)).toHaveLength(0);
    await user.click(screen.getByRole('combobox', { name: /Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Praise' }));
    await user.click(screen.getByRole('combobox', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Communication' }));
    await user.type(screen.getByRole('textbox', { name: /Feedback/ }), 'Great work');
    await user.click(screen.getByRole('radio', { name: 'Private to managers' }));
    await user.click(screen.getByRole('button', { name: 'Give feedback' }));
    await waitFor(() => expect(sent.filter((s) => s.endpoint === dossier.createDossierFeedback.name)).toHaveLength(1));
    expect(sent.find((s) => s.endpoint === dossier.createDossierFeedback.name)?.request.body).toEqual({
      categoryId: 1,
      typeId: 2,
      content: 'Great work',
      visibility: 'private',
      userId: 5,
    });
  });
});
