// Who can do what (issue 35): the question asked from the URL reaches the server as the holders
// query, each holder shows its source, a name opens the person's scopes, and the past screen waits
// for an instant and says how far the audit log reaches.
import * as administration from '@backoffice/contract/modules/administration';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, signInAs } from '../../../test/render';
import PermissionHistoryPage from './permission-history-page';
import PermissionsPage from './permissions-page';

const slow = { timeout: 5_000 };
const holders = {
  items: [
    {
      id: 3,
      username: 'ada',
      name: 'Ada King',
      isAdmin: false,
      role: { id: 7, name: 'Zone keepers' },
      through: ['dns:*'],
      exists: true,
    },
    { id: 1, username: 'admin', name: 'Administrator', isAdmin: true, role: null, through: [], exists: true },
  ],
  total: 2,
  page: 1,
  take: 25,
};
const adaScopes = {
  user: { id: 3, username: 'ada', name: 'Ada King', isAdmin: false },
  role: { id: 7, name: 'Zone keepers' },
  scopes: [{ scope: 'dns:zone:read', label: 'Read DNS zones', through: ['dns:*'] }],
  unknown: [],
};

describe('who can do what', () => {
  it('asks the server for the holders of the scope in the URL and shows each source', async () => {
    signInAs(['users:roles:read']);
    const { sent } = renderScreen(<PermissionsPage />, {
      path: '/permissions',
      url: '/permissions?ask=dns:zone:read',
      handlers: [[administration.scopeHolders, () => holders]],
    });
    expect(await screen.findByText('Ada King', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('dns:*')).toBeInTheDocument();
    expect(screen.getByText('Administrator flag')).toBeInTheDocument();
    const query = sent.find((s) => s.endpoint === administration.scopeHolders.name)!.request.query;
    expect(query.getAll('scopes[]')).toEqual(['dns:zone:read']);
  });

  it("opens a person's effective scopes with their source", async () => {
    signInAs(['users:roles:read']);
    const { user } = renderScreen(<PermissionsPage />, {
      path: '/permissions',
      url: '/permissions?ask=dns:zone:read',
      handlers: [
        [administration.scopeHolders, () => holders],
        [administration.userPermissionsOf, () => adaScopes],
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Ada King' }, slow));
    expect(await screen.findByTestId('scope-dns:zone:read', {}, slow)).toHaveTextContent('Read DNS zones');
    expect(screen.getByRole('table', { name: 'Effective scopes' })).toHaveTextContent('dns:*');
  });
});

describe('who could, when', () => {
  it('asks for an instant before anything is sent', async () => {
    signInAs(['users:roles:read']);
    const { sent } = renderScreen(<PermissionHistoryPage />, {
      path: '/permissions/history',
      url: '/permissions/history?ask=dns:zone:read',
      handlers: [[administration.scopeHolders, () => holders]],
    });
    expect(await screen.findByText('Pick a date and time', {}, slow)).toBeInTheDocument();
    expect(sent.filter((s) => s.endpoint === administration.scopeHolders.name)).toHaveLength(0);
  });

  it('sends the instant and warns when the audit log does not reach it', async () => {
    signInAs(['users:roles:read']);
    const at = '2026-11-17T14:00:00.000Z';
    const { sent } = renderScreen(<PermissionHistoryPage />, {
      path: '/permissions/history',
      url: `/permissions/history?ask=dns:zone:read&at=${encodeURIComponent(at)}`,
      handlers: [
        [
          administration.scopeHolders,
          () => ({ ...holders, history: { at, completeFrom: '2026-11-20T08:00:00.000Z', complete: false } }),
        ],
      ],
    });
    expect(await screen.findByTestId('history-reach', {}, slow)).toHaveTextContent(
      'The audit log is complete only from',
    );
    expect(sent.find((s) => s.endpoint === administration.scopeHolders.name)!.request.query.get('at')).toBe(at);
  });
});
