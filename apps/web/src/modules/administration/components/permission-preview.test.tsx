// The change preview (issue 35): scopes lost and gained grouped as the scope tree, with the people by
// name, what a gained scope needs, and the refusal the save would meet.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, signInAs } from '../../../test/render';
import { PermissionPreviewPanel } from './permission-preview';

const ada = { id: 3, username: 'ada', name: 'Ada King' };
const brook = { id: 4, username: 'brook', name: 'Brook Li' };

describe('the change preview', () => {
  it('lists who loses and gains each scope under its group, with what a gained one needs', async () => {
    signInAs(['users:roles:read']);
    renderScreen(
      <PermissionPreviewPanel
        pending={false}
        error={null}
        preview={{
          removed: [
            { scope: 'dns:zone:create', label: 'Change DNS zones', description: '', users: [ada, brook], needs: [] },
          ],
          added: [
            {
              scope: 'users:roles:update',
              label: 'Edit roles',
              description: 'Rename roles and change their scopes.',
              users: [ada],
              needs: [{ scope: 'users:roles:read', label: 'Read roles', held: false }],
            },
          ],
          affected: 2,
          refusal: null,
        }}
      />,
      { path: '/' },
    );
    const lost = await screen.findByTestId('preview-removed-dns:zone:create');
    expect(within(lost).getByText('Ada King')).toBeInTheDocument();
    expect(within(lost).getByText('Brook Li')).toBeInTheDocument();
    const gained = screen.getByTestId('preview-added-users:roles:update');
    expect(gained).toHaveTextContent('Rename roles and change their scopes.');
    expect(gained).toHaveTextContent('Needs Read roles, which they will not hold.');
    expect(screen.getByText('DNS › DNS zones')).toBeInTheDocument();
    expect(screen.getByTestId('preview-summary')).toHaveTextContent('2 people gain or lose scopes.');
    expect(screen.queryByTestId('preview-refusal')).toBeNull();
  });

  it('warns with the refusal the save would meet', async () => {
    signInAs(['users:roles:read']);
    renderScreen(
      <PermissionPreviewPanel
        pending={false}
        error={null}
        preview={{
          removed: [],
          added: [],
          affected: 0,
          refusal: 'You cannot grant scopes you do not hold yourself: ipset:ipset:read',
        }}
      />,
      { path: '/' },
    );
    expect(await screen.findByTestId('preview-refusal')).toHaveTextContent(
      'Saving will be refused: You cannot grant scopes you do not hold yourself: ipset:ipset:read.',
    );
    expect(screen.getByTestId('preview-summary')).toHaveTextContent('Nobody gains or loses a scope.');
  });
});
