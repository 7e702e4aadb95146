import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test/render';
import { useUpdateParams } from './list-params';

const AT = '2026-11-27T10:00:00.000Z';

/** Changes of the address: two in one go (as a quick hand, or a busy machine's late drawing, makes them), or one. */
function Changes() {
  const update = useUpdateParams();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          update({ at: AT }, { replace: true });
          update({ ask: 'dns:zone:create' });
        }}
      >
        Date and scope
      </button>
      <button type="button" onClick={() => update({ ask: 'dns:zone:create' })}>
        Scope
      </button>
      <button type="button" onClick={() => update({ at: AT })}>
        Date
      </button>
    </>
  );
}

const paramsOf = (search: string) => Object.fromEntries(new URLSearchParams(search));

describe('useUpdateParams', () => {
  it('keeps both of two changes made before the screen draws the first', async () => {
    const { user, router } = renderScreen(<Changes />, { path: '/history', url: '/history?page=3' });
    await user.click(screen.getByRole('button', { name: 'Date and scope' }));
    await waitFor(() => expect(router.state.location.search).toContain('ask='));
    expect(paramsOf(router.state.location.search)).toEqual({ at: AT, ask: 'dns:zone:create' });
  });

  it('builds on the address as drawn once it moved (back), not on the change before', async () => {
    const { user, router } = renderScreen(<Changes />, { path: '/history', url: '/history?view=user' });
    await user.click(screen.getByRole('button', { name: 'Scope' }));
    await waitFor(() => expect(router.state.location.search).toContain('ask='));
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?view=user'));
    await user.click(screen.getByRole('button', { name: 'Date' }));
    await waitFor(() => expect(router.state.location.search).toContain('at='));
    expect(paramsOf(router.state.location.search)).toEqual({ view: 'user', at: AT });
  });
});
