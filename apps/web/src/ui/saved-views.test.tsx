import { createView, deleteView, listViews } from '@backoffice/contract/modules/views';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, signInAs } from '../test/render';
import { SavedViews } from './saved-views';

const view = (id: number, name: string, query: string, ownerId: number, shared = false) => ({
  id,
  screen: '/users',
  name,
  query,
  shared,
  ownerId,
  ownerName: ownerId === 1 ? 'Test User' : 'Amara Okafor',
  createdAt: '2026-11-20T10:00:00.000Z',
});
const kept = [view(4, 'Admins', 'role=1', 1), view(5, 'Support team', 'department=2', 9, true)];

describe('saved views', () => {
  it("lists one's own and the shared views; picking one opens the list with its filters", async () => {
    signInAs([]);
    const { user, router } = renderScreen(<SavedViews />, {
      path: '/users',
      url: '/users?search=ana',
      handlers: [[listViews, () => kept]],
    });
    await user.click(await screen.findByRole('button', { name: 'Views (2)' }));
    expect(screen.getByRole('menuitem', { name: /Support team by Amara Okafor/ })).toBeInTheDocument();
    // Only one's own can be deleted.
    expect(screen.getByRole('button', { name: 'Delete the view Admins' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete the view Support team' })).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: /Support team/ }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/users?department=2');
  });

  it('saves the filters in the address under a name, shared when asked, never the page', async () => {
    signInAs([]);
    let sent: unknown;
    const { user } = renderScreen(<SavedViews />, {
      path: '/users',
      url: '/users?search=ana&page=3',
      handlers: [
        [listViews, () => []],
        [
          createView,
          ({ body }) => {
            sent = body;
            return view(7, 'Anas', 'search=ana', 1, true);
          },
        ],
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Views' }));
    await user.click(screen.getByRole('menuitem', { name: 'Save current filters…' }));
    await user.type(screen.getByLabelText(/Name/), 'Anas');
    await user.click(screen.getByLabelText('Share with everyone who can open this screen'));
    await user.click(screen.getByRole('button', { name: 'Save view' }));
    await expect.poll(() => sent).toEqual({ screen: '/users', name: 'Anas', query: 'search=ana', shared: true });
  });

  it('offers no saving while the list is not filtered', async () => {
    signInAs([]);
    const { user } = renderScreen(<SavedViews />, { path: '/users', handlers: [[listViews, () => []]] });
    await user.click(await screen.findByRole('button', { name: 'Views' }));
    expect(screen.getByRole('menuitem', { name: /Save current filters/ })).toHaveAttribute('aria-disabled', 'true');
  });

  it("deletes one's own view", async () => {
    signInAs([]);
    const deleted: number[] = [];
    const { user } = renderScreen(<SavedViews />, {
      path: '/users',
      handlers: [
        [listViews, () => kept],
        [
          deleteView,
          ({ params }) => {
            deleted.push(Number(params.id));
            return { id: Number(params.id) };
          },
        ],
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Views (2)' }));
    await user.click(screen.getByRole('button', { name: 'Delete the view Admins' }));
    await expect.poll(() => deleted).toEqual([4]);
  });
});
