import * as qa from '@backoffice/contract/modules/qa';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, signInAs } from '../../../../test/render';
import { agent, criteria, grades, review, reviewer, tags } from '../../testing/fixtures';
import V1TicketReviewPage from './ticket-review-page';
import V1TicketsPage from './tickets-page';

const at = '2026-11-02T09:00:00.000Z';
const ticket: qa.TicketDetail = {
  id: 9,
  externalId: 't-9',
  department: 'Hosting',
  agents: [agent],
  unknownAgents: [],
  tags: [],
  queueState: 'waiting',
  reviewCount: 0,
  claim: null,
  subject: 'SSL certificate expired',
  status: 'open',
  clientName: 'Cleo Client',
  clientEmail: null,
  clientKind: 'Client',
  clientLogin: 'Logged In',
  openedAt: at,
  replyCount: 1,
  comments: [],
  notes: [],
  reviews: [],
  replies: [
    { id: 90, position: 1, author: 'Cleo Client', authorKind: 'client', body: 'It expired', sentAt: at, comments: [] },
  ],
};
const { comments: _c, notes: _n, reviews: _r, replies: _l, ...summary } = ticket;
const { comments: _rc, scores: _s, ...made } = review({ id: 40, kind: 'ticket', conversationId: 9, score: 81.3 });
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, take: 25 });

const openList = (url: string, scopes: string[] = ['qa:ticket:read', 'qa:ticket:review']) => {
  signInAs(scopes);
  return renderScreen(<V1TicketsPage />, {
    path: '/qc/tickets',
    url,
    handlers: [
      [
        qa.v1ListTickets,
        ({ query }) =>
          page(
            query.get('reviewed') === 'true'
              ? [{ review: made, ticket: { ...summary, queueState: 'reviewed' }, replacedBy: null }]
              : [{ review: null, ticket: summary, replacedBy: null }],
          ),
      ],
      [qa.v1SearchTickets, () => page([{ review: made, ticket: summary, replacedBy: null }])],
    ],
  });
};

const calls = (sent: ReturnType<typeof openList>['sent'], endpoint: { name: string }) =>
  sent.filter((s) => s.endpoint === endpoint.name);

describe('the QC v1 ticket list', () => {
  it('lists the waiting tickets through the v1 call, each opening its review screen', async () => {
    const { sent } = openList('/qc/tickets');
    const link = await screen.findByRole('link', { name: 'SSL certificate expired' });
    expect(link).toHaveAttribute('href', '/qc/tickets/review/9');
    expect(Object.fromEntries(calls(sent, qa.v1ListTickets)[0]!.request.query)).toEqual({
      page: '1',
      reviewed: 'false',
    });
  });

  it('opens the ticket, not the review screen, for a reader', async () => {
    openList('/qc/tickets', ['qa:ticket:read']);
    const link = await screen.findByRole('link', { name: 'SSL certificate expired' });
    expect(link).toHaveAttribute('href', '/qc/tickets/9');
  });

  it('shows the reviews made, with their score, on the Reviewed tab', async () => {
    const { sent, user } = openList('/qc/tickets');
    await screen.findByRole('link', { name: 'SSL certificate expired' });
    await user.click(screen.getByRole('tab', { name: 'Reviewed' }));
    await waitFor(() => expect(calls(sent, qa.v1ListTickets).at(-1)?.request.query.get('reviewed')).toBe('true'));
    expect(await screen.findByText('81.3')).toBeVisible();
    expect(screen.getByText(reviewer.name)).toBeVisible();
    expect(screen.getByRole('link', { name: 'SSL certificate expired' })).toHaveAttribute(
      'href',
      '/qc/tickets/9?review=40',
    );
  });

  it('searches the reviews through the v1 search call', async () => {
    const { sent } = openList('/qc/tickets?search=certificate');
    await screen.findByText('81.3');
    expect(calls(sent, qa.v1SearchTickets)[0]!.request.params).toEqual({ term: 'certificate' });
    expect(calls(sent, qa.v1ListTickets)).toEqual([]);
  });
});

describe('the QC v1 ticket review screen', () => {
  const openReview = (claim: qa.TicketDetail['claim']) => {
    signInAs(['qa:ticket:review', 'qa:score:type:read', 'qa:score:grade:read', 'qa:tag:read']);
    return renderScreen(<V1TicketReviewPage />, {
      path: '/qc/tickets/review/:ticketId',
      url: '/qc/tickets/review/9',
      handlers: [
        [qa.v1TakeTicket, () => ({ ...ticket, claim })],
        [qa.listScoreTypes, () => criteria],
        [qa.listScoreGrades, () => grades],
        [qa.listAllTags, () => tags],
      ],
    });
  };

  it('takes the ticket through the v1 call and shows v2’s thread and scorecard', async () => {
    const { sent } = openReview(null);
    expect(await screen.findByLabelText('Scorecard')).toBeVisible();
    expect(screen.getByText('It expired')).toBeVisible();
    expect(calls(sent, qa.v1TakeTicket)[0]!.request.params).toEqual({ id: '9' });
  });

  it('says who else has the ticket in their queue', async () => {
    openReview({ reviewerId: 77, reviewerName: 'Bo Busy', until: at });
    expect(await screen.findByText(/Bo Busy has this ticket in their queue/)).toBeVisible();
  });
});
