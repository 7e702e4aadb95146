// The agent forms (add agent, update agent): react-hook-form with the contract's schemas, so an empty
// form sends nothing, and a change sends only the calls it needs.
import * as dossier from '@backoffice/contract/modules/dossier';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, signInAs } from '../../../test/render';
import AddAgentPage from './add-agent-page';
import NewTeamPage from './new-team-page';
import UpdateAgentPage from './update-agent-page';

const manager = { id: 9, name: 'Mia Manager' };
const positions = [
  { id: 2, name: 'Support agent', rank: 1 },
  { id: 3, name: 'Senior support agent', rank: 2 },
];
const teams = [
  {
    id: 1,
    name: 'Team North',
    manager,
    members: 3,
    createdAt: '2025-06-02T08:00:00Z',
    updatedAt: '2025-06-02T08:00:00Z',
  },
  {
    id: 2,
    name: 'Team South',
    manager,
    members: 4,
    createdAt: '2025-06-02T08:00:00Z',
    updatedAt: '2025-06-02T08:00:00Z',
  },
];
const agent: dossier.AgentDossier = {
  userId: 5,
  name: 'Ada Agent',
  username: 'ada',
  position: { id: 2, name: 'Support agent' },
  team: { id: 1, name: 'Team North' },
  manager,
  positions: [{ id: 10, position: { id: 2, name: 'Support agent' }, from: '2025-06-02', to: null }],
  memberships: [{ id: 20, userId: 5, team: { id: 1, name: 'Team North' }, manager, from: '2025-06-02', to: null }],
  qc: null,
  createdAt: '2025-06-02T08:00:00Z',
  updatedAt: '2025-06-02T08:00:00Z',
};
const sentTo = <T extends { endpoint: string }>(sent: T[], endpoint: { name: string }) =>
  sent.filter((s) => s.endpoint === endpoint.name);

/** The update screen of agent 5, as someone who may change agents and read teams. */
function renderUpdate() {
  signInAs(['dossier:user:update', 'dossier:user:read', 'dossier:team:read']);
  return renderScreen(<UpdateAgentPage />, {
    path: '/dossiers/:userId/update',
    url: '/dossiers/5/update',
    handlers: [
      [dossier.getAgent, () => agent],
      [dossier.listPositions, () => positions],
      [dossier.listTeams, () => teams],
      [dossier.updateAgent, () => agent],
      [dossier.createMembership, () => agent.memberships[0]],
    ],
  });
}

describe('the agent forms', () => {
  it('add agent refuses an empty form without a request, then sends the user, position and team', async () => {
    signInAs(['dossier:user:create', 'dossier:user:read', 'dossier:team:read']);
    const { user, sent } = renderScreen(<AddAgentPage />, {
      path: '/dossiers/add',
      url: '/dossiers/add',
      handlers: [
        [dossier.freeUsers, () => [{ id: 5, name: 'Ada Agent', username: 'ada' }]],
        [dossier.listPositions, () => positions],
        [dossier.listTeams, () => teams],
        [dossier.addAgent, () => agent],
        [dossier.getAgent, () => agent],
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Add agent' }));
    await waitFor(() => expect(screen.getAllByText('is required')).toHaveLength(2));
    expect(sentTo(sent, dossier.addAgent)).toHaveLength(0);
    await user.click(screen.getByRole('combobox', { name: /User/ }));
    await user.click(await screen.findByRole('option', { name: /Ada Agent/ }));
    await user.click(screen.getByRole('combobox', { name: /Position/ }));
    await user.click(await screen.findByRole('option', { name: 'Support agent' }));
    await user.click(screen.getByRole('combobox', { name: /Team/ }));
    await user.click(await screen.findByRole('option', { name: 'Team South' }));
    await user.click(screen.getByRole('button', { name: 'Add agent' }));
    await waitFor(() => expect(sentTo(sent, dossier.addAgent)).toHaveLength(1));
    expect(sentTo(sent, dossier.addAgent)[0]?.request.body).toEqual({ userId: 5, positionId: 2, teamId: 2 });
  });

  it('update agent sends only what changed: a new position is one PATCH, no membership', async () => {
    const { user, sent } = renderUpdate();
    await user.click(await screen.findByRole('combobox', { name: /Position/ }));
    await user.click(await screen.findByRole('option', { name: 'Senior support agent' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentTo(sent, dossier.updateAgent)).toHaveLength(1));
    expect(sentTo(sent, dossier.updateAgent)[0]?.request.body).toEqual({ positionId: 3 });
    expect(sentTo(sent, dossier.createMembership)).toHaveLength(0);
  });

  it('update agent moves the agent to another team with a membership', async () => {
    const { user, sent } = renderUpdate();
    await user.click(await screen.findByRole('combobox', { name: /Team/ }));
    await user.click(await screen.findByRole('option', { name: 'Team South' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentTo(sent, dossier.createMembership)).toHaveLength(1));
    expect(sentTo(sent, dossier.createMembership)[0]?.request.body).toEqual({ userId: 5, teamId: 2 });
    expect(sentTo(sent, dossier.updateAgent)).toHaveLength(0);
  });

  it('create team refuses a team without a name or a manager, as the server would, and sends nothing', async () => {
    signInAs(['dossier:team:create', 'dossier:team:read', 'users:users:read']);
    const { user, sent } = renderScreen(<NewTeamPage />, {
      path: '/dossiers/teams/create',
      url: '/dossiers/teams/create',
      handlers: [[dossier.createTeam, () => teams[0]]],
    });
    await user.click(await screen.findByRole('button', { name: 'Create team' }));
    await waitFor(() => expect(screen.getAllByText('is required')).toHaveLength(2));
    expect(sentTo(sent, dossier.createTeam)).toHaveLength(0);
  });
});
