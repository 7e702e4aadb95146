import * as qa from '@backoffice/contract/modules/qa';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, signInAs } from '../../../test/render';
import { statistics as stats } from '../testing/fixtures';
import StatisticsPage from './statistics-page';

const row = (id: number, name: string, averageScore: number | null, reviews = 2) => ({
  id,
  name,
  reviews,
  averageScore,
  criticalFails: 0,
  feedbacks: 0,
  disputes: 0,
});
const people = {
  agents: [row(5, 'Ada Agent', 92), row(6, 'Ben Below', 40), row(7, 'Cal Close', 84.9)],
  reviewers: [row(8, 'Rita Reviewer', 70, 4)],
};

const open = (url = '/qc-v2/statistics') => {
  signInAs(['qa:statistic:read']);
  const rendered = renderScreen(<StatisticsPage />, {
    path: '/qc-v2/statistics',
    url,
    handlers: [
      [qa.overallStatistics, () => stats],
      [qa.usersStatistics, () => people],
      [qa.listQaDepartments, () => ({ chat: ['Billing', 'Sales'], ticket: ['Hosting'] })],
    ],
  });
  const queries = (endpoint: { name: string }) =>
    rendered.sent.filter((s) => s.endpoint === endpoint.name).map((s) => Object.fromEntries(s.request.query));
  return { ...rendered, queries };
};

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('statistics: who needs coaching', () => {
  it('lists agents lowest average first, those below the target tinted and said so', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Agents' });
    expect(names(table)).toEqual(['Ben Below', 'Cal Close', 'Ada Agent']);
    expect(within(table).getAllByText('(below target)')).toHaveLength(2);
  });

  it('sorts a table by the column clicked, either way', async () => {
    const { user } = open();
    const table = await screen.findByRole('table', { name: 'Agents' });
    await user.click(within(table).getByRole('button', { name: 'Name' }));
    expect(names(table)).toEqual(['Ada Agent', 'Ben Below', 'Cal Close']);
    await user.click(within(table).getByRole('button', { name: 'Name' }));
    expect(names(table)).toEqual(['Cal Close', 'Ben Below', 'Ada Agent']);
  });

  it('takes the target from the address', async () => {
    open('/qc-v2/statistics?target=50');
    const table = await screen.findByRole('table', { name: 'Agents' });
    expect(within(table).getAllByText('(below target)')).toHaveLength(1);
    expect(screen.getByRole('spinbutton', { name: 'Target score' })).toHaveValue(50);
  });

  it('opens an agent’s page from their row, keeping the filters', async () => {
    const { user, router } = open('/qc-v2/statistics?kind=chat');
    const table = await screen.findByRole('table', { name: 'Agents' });
    await user.click(within(table).getAllByRole('row')[1]!.querySelectorAll('td')[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/qc-v2/statistics/users/6'));
    expect(router.state.location.search).toBe('?kind=chat');
  });

  it('counts the tags, most used first', async () => {
    open();
    const list = await screen.findByRole('list', { name: 'Tag counts' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Billing3', 'Refund1']);
  });

  it('sends the agent, reviewer and department chosen, and a preset’s period', async () => {
    const { user, queries } = open('/qc-v2/statistics?agentId=6&reviewerId=8&department=Billing');
    await screen.findByRole('table', { name: 'Agents' });
    expect(queries(qa.overallStatistics)[0]).toEqual({ agentId: '6', reviewerId: '8', department: 'Billing' });
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() =>
      expect(queries(qa.overallStatistics).at(-1)).toMatchObject({
        from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      }),
    );
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('picks the department among the names the chats and tickets came with', async () => {
    const { user, queries } = open('/qc-v2/statistics?kind=chat');
    await screen.findByRole('table', { name: 'Agents' });
    await user.click(screen.getByRole('combobox', { name: 'Department' }));
    // Chats only: the tickets' department is not offered.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Any', 'Billing', 'Sales']);
    await user.click(screen.getByRole('option', { name: 'Sales' }));
    await waitFor(() =>
      expect(queries(qa.overallStatistics).at(-1)).toMatchObject({ kind: 'chat', department: 'Sales' }),
    );
  });
});
