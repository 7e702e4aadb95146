// The role editor and what scopes need (issue 25): ticking a scope ticks what its screens call too
// (its module's `dependsOn`) and says so; a role without them is warned about, with a way to add them.
import * as administration from '@backoffice/contract/modules/administration';
import { SCOPE_CATALOGUE, scopeInfo } from '@backoffice/contract/scope-catalogue';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, signInAs } from '../../../test/render';
import RoleFormPage from './role-form-page';

/** `GET /auth/scopes` as the server answers it, narrowed to QC's part of the declared catalogue (a small tree draws fast). */
const entries = SCOPE_CATALOGUE.filter((scope) => scope.startsWith('qa:')).map((scope, i) => ({
  id: i + 1,
  scope,
  ...scopeInfo(scope),
}));
const slow = { timeout: 5_000 };

const newRole = () =>
  renderScreen(<RoleFormPage />, {
    path: '/roles/create',
    handlers: [
      [administration.listScopes, () => entries],
      [administration.listDepartments, () => ({ items: [], total: 0, page: 1, take: 100 })],
    ],
  });

// By its accessible name, found directly: role and label queries over the tree are slow in a DOM emulator.
const box = (scope: string) => {
  const input = document.querySelector<HTMLInputElement>(`input[aria-label="${scope}"]`);
  if (!input) throw new Error(`no checkbox ${scope}`);
  return input;
};
// A plain click: user-event's pointer moves open a tooltip on every box they pass, slow over a big tree.
const tick = (scope: string) => fireEvent.click(box(scope));

describe('the role editor', () => {
  it('ticks what a ticked scope needs, and says so', async () => {
    signInAs(['users:roles:read', 'users:roles:create', 'users:departments:read', 'qa:*']);
    newRole();
    fireEvent.click(await screen.findByLabelText('Expand qa', {}, slow));
    tick('qa:chat:review');

    expect(box('qa:chat:review')).toBeChecked();
    for (const need of ['qa:score:type:read', 'qa:score:grade:read', 'qa:tag:read']) expect(box(need)).toBeChecked();
    expect(screen.getByTestId('scope-needs-added')).toHaveTextContent(
      'Also ticked Read score types, Read score grades and Read tags: Review chats needs them.',
    );
    expect(screen.queryByTestId('scope-needs-missing')).toBeNull();
    expect(screen.getByTestId('scope-count')).toHaveTextContent('4 of');
  });

  it('warns while a scope lacks what it needs, and adds it on request', async () => {
    signInAs(['users:roles:read', 'users:roles:create', 'users:departments:read', 'qa:*']);
    newRole();
    fireEvent.click(await screen.findByLabelText('Expand qa', {}, slow));
    tick('qa:chat:review');
    // Clearing a need on purpose is allowed, and warned about.
    tick('qa:tag:read');
    expect(box('qa:tag:read')).not.toBeChecked();
    const warning = screen.getByTestId('scope-needs-missing');
    expect(warning).toHaveTextContent('Review chats needs Read tags.');
    fireEvent.click(within(warning).getByText('Add what they need'));
    expect(box('qa:tag:read')).toBeChecked();
    expect(screen.queryByTestId('scope-needs-missing')).toBeNull();
  });

  it('adds only what the editor may grant, and names what it may not', async () => {
    signInAs([
      'users:roles:read',
      'users:roles:create',
      'users:departments:read',
      'qa:chat:review',
      'qa:score:type:read',
      'qa:score:grade:read',
    ]);
    newRole();
    fireEvent.click(await screen.findByLabelText('Expand qa', {}, slow));
    tick('qa:chat:review');
    expect(box('qa:score:type:read')).toBeChecked();
    expect(box('qa:tag:read')).not.toBeChecked();
    expect(screen.getByTestId('scope-needs-missing')).toHaveTextContent(
      'Review chats needs Read tags (you do not hold Read tags, so you cannot grant it).',
    );
    expect(within(screen.getByTestId('scope-needs-missing')).queryByRole('button')).toBeNull();
  });
});

describe('the new role form', () => {
  it('asks for the department in its own words, and sends nothing', async () => {
    signInAs(['users:roles:read', 'users:roles:create', 'users:departments:read']);
    const { user, sent } = newRole();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }, slow), 'Agents');
    await user.click(screen.getByRole('button', { name: 'Create role' }));
    expect(await screen.findByText('Pick the department the role belongs to')).toBeInTheDocument();
    expect(sent.filter((s) => s.endpoint === administration.createRole.name)).toHaveLength(0);
  });
});
