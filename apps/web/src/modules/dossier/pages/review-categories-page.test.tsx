// /dossiers/review-categories: the categories by name, and a new one for who may create them, with the
// server's refusal of a taken name on the field.
import * as dossier from '@backoffice/contract/modules/dossier';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, renderScreen, signInAs } from '../../../test/render';
import ReviewCategoriesPage from './review-categories-page';

function open(scopes: string[]) {
  signInAs(scopes);
  return renderScreen(<ReviewCategoriesPage />, {
    path: '/dossiers/review-categories',
    handlers: [
      [dossier.reviewCategories, () => [{ id: 1, name: 'Tone' }]],
      [
        dossier.createReviewCategory,
        ({ body }) =>
          (body as { name: string }).name === 'Tone'
            ? failure(409, 'CONFLICT', 'A review category with this name exists', [
                { field: 'body.name', message: 'A review category with this name exists' },
              ])
            : { id: 2, ...(body as { name: string }) },
      ],
    ],
  });
}

describe('ReviewCategoriesPage', () => {
  it('lists the categories; no create button without dossier:feedback:create', async () => {
    open(['dossier:feedback:read']);
    expect(await screen.findByText('Tone')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New review category' })).toBeNull();
  });

  it('creates a category and says so', async () => {
    const { user, sent } = open(['dossier:feedback:read', 'dossier:feedback:create']);
    await user.click(await screen.findByRole('button', { name: 'New review category' }));
    const dialog = screen.getByRole('dialog', { name: 'New review category' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Process');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByTestId('flash').textContent).toContain('Process'));
    expect(sent.filter((s) => s.endpoint === dossier.createReviewCategory.name).map((s) => s.request.body)).toEqual([
      { name: 'Process' },
    ]);
  });

  it('a taken name is refused on the field', async () => {
    const { user } = open(['dossier:feedback:read', 'dossier:feedback:create']);
    await user.click(await screen.findByRole('button', { name: 'New review category' }));
    const dialog = screen.getByRole('dialog', { name: 'New review category' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Tone');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('A review category with this name exists')).toBeTruthy();
  });
});
