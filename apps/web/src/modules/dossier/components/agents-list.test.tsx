// The agents list: its rows link where the screen says, and the URL's search and filters reach the call.
import * as dossier from '@backoffice/contract/modules/dossier';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, signInAs } from '../../../test/render';
import { AgentsList } from './agents-list';

const row: dossier.AgentRow = {
  userId: 5,
  name: 'Ada Agent',
  username: 'ada',
  position: { id: 2, name: 'Support agent' },
  team: { id: 1, name: 'Team North' },
  manager: { id: 9, name: 'Mia Manager' },
  averageScore: 91.5,
};

describe('the agents list', () => {
  it('shows each agent with position, team, manager and QC average, and sends the URL’s filters', async () => {
    signInAs(['dossier:user:read', 'dossier:team:read']);
    const { sent } = renderScreen(<AgentsList linkTo={(id) => `/qc/dossiers/${id}`} />, {
      path: '/qc/dossiers',
      url: '/qc/dossiers?search=ada&teamId=1',
      handlers: [
        [dossier.listAgents, () => ({ items: [row], total: 1, page: 1, take: 25 })],
        [dossier.listPositions, () => [{ id: 2, name: 'Support agent', rank: 2 }]],
        [dossier.listTeams, () => []],
      ],
    });
    const link = await screen.findByRole('link', { name: 'Ada Agent' });
    expect(link.getAttribute('href')).toBe('/qc/dossiers/5');
    expect(screen.getByText('Mia Manager')).toBeTruthy();
    expect(screen.getByText('91.5')).toBeTruthy();
    const call = sent.find((s) => s.endpoint === dossier.listAgents.name)!;
    expect(call.request.query.get('search')).toBe('ada');
    expect(call.request.query.get('teamId')).toBe('1');
  });
});
