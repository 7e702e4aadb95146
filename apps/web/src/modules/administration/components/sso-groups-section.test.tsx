// The role page's single sign-on groups (issue 32): one group per line is sent as the list, and the
// server's refusal (a group of another role, a role beyond the editor's scopes) is told in its words.
import * as auth from '@backoffice/contract/modules/auth';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, renderScreen, signInAs } from '../../../test/render';
import { RoleSsoGroupsSection } from './sso-groups-section';

const slow = { timeout: 5_000 };

function renderSection(save: (body: { groups: string[] }) => unknown, readOnly = false) {
  signInAs(['users:roles:read', 'users:roles:update']);
  return renderScreen(<RoleSsoGroupsSection roleId={7} readOnly={readOnly} />, {
    path: '/roles/edit/7',
    handlers: [
      [auth.getRoleSsoGroups, () => ({ groups: [{ id: 1, group: 'support', writtenBy: 'admin' }] })],
      [auth.setRoleSsoGroups, (request) => save(request.body as { groups: string[] })],
    ],
  });
}

describe('single sign-on groups on the role page', () => {
  it('shows the saved groups and who set them, and sends one group per line', async () => {
    const { user, sent } = renderSection((body) => ({
      groups: body.groups.map((group, i) => ({ id: i + 1, group, writtenBy: 'me' })),
    }));
    const field = await screen.findByDisplayValue('support', {}, slow);
    expect(field).toHaveAttribute('data-testid', 'role-sso-groups');
    expect(screen.getByText(/Set by admin/)).toBeInTheDocument();
    await user.type(field, '\n  ops-oncall  \n\n');
    await user.click(screen.getByRole('button', { name: 'Save groups' }));
    expect(await screen.findByText('Groups saved')).toBeInTheDocument();
    expect(sent.find((s) => s.endpoint === auth.setRoleSsoGroups.name)?.request.body).toEqual({
      groups: ['support', 'ops-oncall'],
    });
  });

  it('tells the server’s refusal', async () => {
    const { user } = renderSection(() =>
      failure(409, 'CONFLICT', 'The group ops already gives the role Admins', [
        { field: 'body.groups.0', message: 'The group ops already gives the role Admins' },
      ]),
    );
    const field = await screen.findByDisplayValue('support', {}, slow);
    await user.clear(field);
    await user.type(field, 'ops');
    await user.click(screen.getByRole('button', { name: 'Save groups' }));
    expect(await screen.findByText('The group ops already gives the role Admins')).toBeInTheDocument();
  });

  it('offers no saving to a reader', async () => {
    renderSection(() => ({ groups: [] }), true);
    expect(await screen.findByDisplayValue('support', {}, slow)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save groups' })).toBeNull();
  });
});
