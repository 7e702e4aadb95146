import type { EscalationDetail } from '@backoffice/contract/modules/qa';
import * as qa from '@backoffice/contract/modules/qa';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, signInAs } from '../../../../test/render';
import { escalation } from '../../testing/fixtures';
import V1EscalationPage from './escalation-page';
import V1EscalationsPage from './escalations-page';

const listed = (over: Partial<EscalationDetail> = {}) => {
  const { transcript: __, ...row } = escalation(over);
  return row;
};
const page = (items: ReturnType<typeof listed>[]) => ({ items, total: items.length, page: 1, take: 25 });

const openList = (url = '/qc/escalations') => {
  signInAs(['qa:escalation:read']);
  const rendered = renderScreen(<V1EscalationsPage />, {
    path: '/qc/escalations',
    url,
    handlers: [
      [
        qa.v1ListEscalations,
        () => page([listed({ id: 51, kind: 'ticket', conversationTitle: 'Mail bounces' }), listed()]),
      ],
      [qa.v1SearchEscalations, () => page([listed({ id: 52, conversationTitle: 'Found it' })])],
    ],
  });
  const queries = () =>
    rendered.sent
      .filter((s) => s.endpoint === qa.v1ListEscalations.name)
      .map((s) => Object.fromEntries(s.request.query));
  return { ...rendered, queries };
};

describe('QC v1 escalations', () => {
  it('lists chats and tickets together through the v1 call, each linking to its v1 screen', async () => {
    openList();
    await screen.findByRole('link', { name: 'Mail bounces' });
    const table = screen.getByRole('table', { name: 'Escalations' });
    expect(within(table).getByRole('link', { name: 'Mail bounces' })).toHaveAttribute('href', '/qc/escalations/51');
    expect(within(table).getByRole('link', { name: 'Carl Customer' })).toHaveAttribute('href', '/qc/escalations/50');
  });

  it('asks for the reviewed ones with reviewed=true', async () => {
    const { user, queries } = openList();
    await screen.findByRole('link', { name: 'Mail bounces' });
    expect(queries()[0]).not.toHaveProperty('reviewed');
    await user.click(screen.getByLabelText('Reviewed only'));
    await waitFor(() => expect(queries().at(-1)).toMatchObject({ reviewed: 'true' }));
  });

  it('sorts by status through sortBy and direction', async () => {
    const { user, queries } = openList();
    await screen.findByRole('link', { name: 'Mail bounces' });
    await user.click(screen.getByRole('button', { name: 'Status' }));
    await waitFor(() => expect(queries().at(-1)).toMatchObject({ sortBy: 'status', direction: 'ASC' }));
  });

  it('searches through search/{term}', async () => {
    const { sent } = openList('/qc/escalations?search=dns');
    expect(await screen.findByRole('link', { name: 'Found it' })).toHaveAttribute('href', '/qc/escalations/52');
    expect(sent.some((s) => s.endpoint === qa.v1SearchEscalations.name && s.request.params.term === 'dns')).toBe(true);
  });
});

describe('a QC v1 escalation', () => {
  it('opens a ticket’s escalation by its v1 id on QC v2’s screen, back to the v1 list', async () => {
    signInAs(['qa:escalation:read']);
    const ticket = escalation({ id: 51, kind: 'ticket', reason: 'The ticket too' });
    renderScreen(<V1EscalationPage />, {
      path: '/qc/escalations/:escalationId',
      url: '/qc/escalations/51',
      handlers: [
        [qa.v1GetEscalation, () => ticket],
        [qa.getTicketEscalation, () => ticket],
      ],
    });
    expect(await screen.findByText('The ticket too')).toBeVisible();
    expect(screen.getByText('My DNS is broken')).toBeVisible();
    expect(screen.getByRole('link', { name: /Escalations/ })).toHaveAttribute('href', '/qc/escalations');
  });
});
