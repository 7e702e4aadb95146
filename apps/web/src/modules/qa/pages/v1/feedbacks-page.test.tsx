import * as qa from '@backoffice/contract/modules/qa';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, renderScreen, signInAs } from '../../../../test/render';
import { feedback } from '../../testing/fixtures';
import V1FeedbackPage from './feedback-page';
import V1FeedbacksPage from './feedbacks-page';

const page = (items: ReturnType<typeof row>[]) => ({ items, total: items.length, page: 1, take: 25 });
const row = (over: Parameters<typeof feedback>[0]) => {
  const { comments: _, grades: __, transcript: ___, ...listed } = feedback(over);
  return listed;
};

const openList = (url = '/qc/feedbacks') => {
  signInAs(['qa:feedback:read']);
  const rendered = renderScreen(<V1FeedbacksPage />, {
    path: '/qc/feedbacks',
    url,
    handlers: [
      [qa.v1ListFeedbacks, () => page([row({ id: 41, kind: 'ticket', conversationTitle: 'Mail bounces' }), row({})])],
      [qa.v1SearchFeedbacks, () => page([row({ id: 42, conversationTitle: 'Found it' })])],
    ],
  });
  const queries = (endpoint: { name: string }) =>
    rendered.sent.filter((s) => s.endpoint === endpoint.name).map((s) => Object.fromEntries(s.request.query));
  return { ...rendered, queries };
};

describe('QC v1 feedbacks', () => {
  it('lists chats and tickets together through the v1 call, each linking to its v1 screen', async () => {
    openList();
    await screen.findByRole('link', { name: 'Mail bounces' });
    const table = screen.getByRole('table', { name: 'Feedbacks' });
    expect(within(table).getByRole('link', { name: 'Mail bounces' })).toHaveAttribute('href', '/qc/feedbacks/41');
    expect(within(table).getByRole('link', { name: 'Carl Customer' })).toHaveAttribute('href', '/qc/feedbacks/40');
    expect(within(table).getByText('Ticket')).toBeVisible();
    expect(within(table).getByText('Chat')).toBeVisible();
  });

  it('sorts by a column heading: sortBy and direction (ASC, then DESC) go to the server', async () => {
    const { user, queries } = openList();
    await screen.findByRole('link', { name: 'Mail bounces' });
    await user.click(screen.getByRole('button', { name: 'Score' }));
    await waitFor(() =>
      expect(queries(qa.v1ListFeedbacks).at(-1)).toMatchObject({ sortBy: 'score', direction: 'ASC' }),
    );
    await user.click(screen.getByRole('button', { name: /Score/ }));
    await waitFor(() =>
      expect(queries(qa.v1ListFeedbacks).at(-1)).toMatchObject({ sortBy: 'score', direction: 'DESC' }),
    );
  });

  it('searches through search/{term}', async () => {
    const { sent } = openList('/qc/feedbacks?search=dns');
    expect(await screen.findByRole('link', { name: 'Found it' })).toHaveAttribute('href', '/qc/feedbacks/42');
    expect(sent.some((s) => s.endpoint === qa.v1SearchFeedbacks.name && s.request.params.term === 'dns')).toBe(true);
  });
});

describe('a QC v1 feedback', () => {
  it('opens a ticket’s feedback by its v1 id on QC v2’s screen, back to the v1 list', async () => {
    signInAs(['qa:feedback:read', 'qa:ticket:review']);
    const ticket = feedback({ id: 41, kind: 'ticket', content: 'Mention the MX record.' });
    renderScreen(<V1FeedbackPage />, {
      path: '/qc/feedbacks/:feedbackId',
      url: '/qc/feedbacks/41',
      handlers: [
        [qa.v1GetFeedback, () => ticket],
        [qa.getTicketFeedback, () => ticket],
      ],
    });
    expect(await screen.findByText('Mention the MX record.')).toBeVisible();
    expect(screen.getByRole('link', { name: /Feedbacks/ })).toHaveAttribute('href', '/qc/feedbacks');
  });

  it('says so when the feedback is not there', async () => {
    signInAs(['qa:feedback:read']);
    renderScreen(<V1FeedbackPage />, {
      path: '/qc/feedbacks/:feedbackId',
      url: '/qc/feedbacks/99',
      handlers: [[qa.v1GetFeedback, () => failure(404, 'NOT_FOUND', 'Feedback not found')]],
    });
    expect(await screen.findByText('Feedback not found')).toBeVisible();
  });
});
