import * as qa from '@backoffice/contract/modules/qa';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, signInAs } from '../../../../test/render';
import { statistics as stats } from '../../testing/fixtures';
import V1StatisticsPage from './statistics-page';

const ada = { id: 5, name: 'Ada Agent', reviews: 2, averageScore: 90, criticalFails: 0, feedbacks: 0, disputes: 0 };

const open = (url = '/qc/statistics') => {
  signInAs(['qa:statistic:read']);
  const rendered = renderScreen(<V1StatisticsPage />, {
    path: '/qc/statistics',
    url,
    handlers: [
      [qa.v1Statistic, () => stats],
      [qa.v1AgentStatistic, () => ({ ...stats, tags: [], user: { id: 5, name: 'Ada Agent' } })],
      [qa.usersStatistics, () => ({ agents: [ada], reviewers: [] })],
    ],
  });
  const sent = (endpoint: { name: string }) => rendered.sent.filter((s) => s.endpoint === endpoint.name);
  return { ...rendered, sent };
};

describe('QC v1 statistics', () => {
  it('shows the v1 figures of the period in the address', async () => {
    const { sent } = open('/qc/statistics?from=2026-10-01&to=2026-10-31');
    const tags = await screen.findByRole('list', { name: 'Tag counts' });
    expect(within(tags).getByText('Refund')).toBeInTheDocument();
    expect(Object.fromEntries(sent(qa.v1Statistic)[0]!.request.query)).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
  });

  it('asks the v1 agent call once an agent is picked', async () => {
    const { user, sent } = open();
    await screen.findByRole('list', { name: 'Tag counts' });
    await user.click(screen.getByRole('combobox', { name: 'Agent' }));
    await user.click(await screen.findByRole('option', { name: 'Ada Agent' }));
    await waitFor(() => expect(sent(qa.v1AgentStatistic).at(-1)?.request.params).toEqual({ id: '5' }));
  });

  it('sends a preset’s period', async () => {
    const { user, sent } = open();
    await screen.findByRole('list', { name: 'Tag counts' });
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() =>
      expect(Object.fromEntries(sent(qa.v1Statistic).at(-1)!.request.query)).toEqual({
        from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      }),
    );
  });
});
