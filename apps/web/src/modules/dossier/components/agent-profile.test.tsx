// The agent profile: header, timeline of positions and team moves, QC figures (from the dossier's `qc`).
import * as dossier from '@backoffice/contract/modules/dossier';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, signInAs } from '../../../test/render';
import { AgentProfile, timelineOf } from './agent-profile';

const manager = { id: 9, name: 'Mia Manager' };
const agent: dossier.AgentDossier = {
  userId: 5,
  name: 'Ada Agent',
  username: 'ada',
  position: { id: 3, name: 'Senior support agent' },
  team: { id: 2, name: 'Team South' },
  manager,
  positions: [
    { id: 11, position: { id: 3, name: 'Senior support agent' }, from: '2026-03-03', to: null },
    { id: 10, position: { id: 2, name: 'Support agent' }, from: '2025-06-02', to: '2026-03-02' },
  ],
  memberships: [
    { id: 21, userId: 5, team: { id: 2, name: 'Team South' }, manager, from: '2026-01-05', to: null },
    { id: 20, userId: 5, team: { id: 1, name: 'Team North' }, manager, from: '2025-06-02', to: '2026-01-04' },
  ],
  qc: {
    from: '2026-01-01',
    to: '2026-03-25',
    reviews: 4,
    averageScore: 87.5,
    criticalFails: 1,
    failedReviews: 1,
    trend: [],
  },
  createdAt: '2025-06-02T08:00:00Z',
  updatedAt: '2026-03-03T08:00:00Z',
};

describe('the agent profile', () => {
  it('reads the history as a timeline, newest first', () => {
    expect(timelineOf(agent).map((e) => [e.date, e.text])).toEqual([
      ['2026-03-03', 'Support agent → Senior support agent'],
      ['2026-01-05', 'Moved from Team North to Team South (manager Mia Manager)'],
      ['2025-06-02', 'Started as Support agent'],
      ['2025-06-02', 'Joined Team North (manager Mia Manager)'],
    ]);
  });

  it('shows the position, team, manager, QC figures and timeline', async () => {
    signInAs(['dossier:user:read']);
    renderScreen(<AgentProfile userId={5} />, {
      path: '/dossiers/:userId',
      url: '/dossiers/5',
      handlers: [[dossier.getAgent, () => agent]],
    });
    expect(await screen.findByRole('heading', { name: 'Ada Agent' })).toBeTruthy();
    expect(screen.getAllByText('Mia Manager').length).toBeGreaterThan(0);
    expect(screen.getByText('87.5')).toBeTruthy();
    expect(screen.getByText('Support agent → Senior support agent')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Update agent' })).toBeNull();
  });
});
