// The home card of one's own dossier: shown to those who have one, nothing to those who have none.
import * as dossier from '@backoffice/contract/modules/dossier';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, renderScreen, signInAs } from '../../../test/render';
import MyDossierCard from './my-dossier-card';

const manager = { id: 9, name: 'Mia Manager' };

describe('your dossier on the home page', () => {
  it('shows the position, team, manager and QC average, and opens the dossier', async () => {
    const me = signInAs([]);
    renderScreen(<MyDossierCard />, {
      path: '/',
      url: '/',
      handlers: [
        [
          dossier.getAgent,
          ({ params }) => ({
            userId: params.id,
            name: 'Ada Agent',
            username: 'ada',
            position: { id: 3, name: 'Senior support agent' },
            team: { id: 2, name: 'Team South' },
            manager,
            positions: [],
            memberships: [],
            qc: {
              from: '2026-09-01',
              to: '2026-11-27',
              reviews: 4,
              averageScore: 87.5,
              criticalFails: 0,
              failedReviews: 0,
              trend: [],
            },
            createdAt: '2025-06-02T08:00:00Z',
            updatedAt: '2026-03-03T08:00:00Z',
          }),
        ],
      ],
    });
    expect(await screen.findByText('Senior support agent')).toBeInTheDocument();
    expect(screen.getByText(/Team South/)).toBeInTheDocument();
    expect(screen.getByText('Manager: Mia Manager')).toBeInTheDocument();
    expect(screen.getByText(/QC average 87\.5 over 4 reviews/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your dossier' })).toHaveAttribute('href', `/dossiers/${me.id}`);
  });

  it('shows nothing to someone without a dossier', async () => {
    signInAs([]);
    const { sent } = renderScreen(<MyDossierCard />, {
      path: '/',
      url: '/',
      handlers: [[dossier.getAgent, () => failure(404, 'NOT_FOUND', 'Dossier not found')]],
    });
    await waitFor(() => expect(sent.filter((s) => s.endpoint === dossier.getAgent.name)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Your dossier' })).toBeNull();
  });
});
