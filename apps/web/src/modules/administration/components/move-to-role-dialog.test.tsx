// The bulk "move to role" dialog is a record form (issue 24): the contract's body judges it in the
// browser, the body sent names the users and the role, and the server's refusal lands on the picker.
import * as administration from '@backoffice/contract/modules/administration';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failure, renderScreen, signInAs } from '../../../test/render';
import { MoveToRoleDialog } from './move-to-role-dialog';

const slow = { timeout: 5_000 };
const agents = {
  id: 7,
  name: 'Agents',
  description: '',
  departmentId: 2,
  department: { id: 2, name: 'Support' },
  scopes: ['qa:chat:read'],
  usersCount: 3,
};

function openDialog(move: (body: unknown) => unknown) {
  signInAs(['users:users:update', 'users:roles:read', 'qa:chat:read']);
  const onMoved = vi.fn();
  const onClose = vi.fn();
  const rendered = renderScreen(<MoveToRoleDialog open userIds={[4, 5]} onClose={onClose} onMoved={onMoved} />, {
    path: '/users',
    handlers: [
      [administration.listRoles, () => ({ items: [agents], total: 1, page: 1, take: 25 })],
      [administration.moveUsersToRole, (request) => move(request.body)],
    ],
  });
  return { ...rendered, onMoved, onClose };
}

async function pickAgents(user: ReturnType<typeof openDialog>['user']) {
  await user.click(await screen.findByRole('combobox', { name: 'New role' }, slow));
  await user.click(await screen.findByRole('option', { name: /Agents/ }, slow));
}

describe('the move to role dialog', () => {
  it('asks for a role before sending anything', async () => {
    const { user, sent } = openDialog(() => ({ moved: [] }));
    await user.click(await screen.findByRole('button', { name: 'Move' }, slow));
    expect(await screen.findByText('Pick a role')).toBeInTheDocument();
    expect(sent.filter((s) => s.endpoint === administration.moveUsersToRole.name)).toHaveLength(0);
  });

  it('sends the users and the role picked, and tells what moved', async () => {
    const { user, sent, onMoved, onClose } = openDialog(() => ({ moved: [4] }));
    await pickAgents(user);
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await vi.waitFor(() => expect(onMoved).toHaveBeenCalled());
    expect(sent.find((s) => s.endpoint === administration.moveUsersToRole.name)?.request.body).toEqual({
      users: [4, 5],
      role: 7,
    });
    expect(onMoved).toHaveBeenCalledWith({
      severity: 'success',
      title: 'Moved 1 user to Agents',
      body: 'Signed-in users got their new permissions at once. 1 already had this role.',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's refusal of the role on the picker", async () => {
    const { user, onMoved } = openDialog(() =>
      failure(400, 'VALIDATION', 'Invalid request', [
        { field: 'body.role', message: 'holds scopes you do not hold: qa:chat:read' },
      ]),
    );
    await pickAgents(user);
    await user.click(screen.getByRole('button', { name: 'Move' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('holds scopes you do not hold: qa:chat:read')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('form-error')).toBeNull();
    expect(onMoved).not.toHaveBeenCalled();
  });
});
