import * as qa from '@backoffice/contract/modules/qa';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, renderScreen, signInAs } from '../../test/render';
import { defineResource } from './resource';
import { ResourceFormPage } from './resource-form-page';
import { ResourceListPage } from './resource-list-page';

// A resource as a module declares one, over real contract endpoints (QC's tags).
const tags = defineResource<qa.Tag, { name: string; description: string; color: string; active: boolean }>({
  name: 'tag',
  plural: 'Tags',
  icon: LocalOfferOutlined,
  paths: {
    list: () => '/qc-settings-v2/tags',
    create: () => '/qc-settings-v2/tags/create',
    record: (id) => `/qc-settings-v2/tags/${id}`,
  },
  endpoints: { list: qa.listAllTags, get: qa.getTag, create: qa.createTag, update: qa.updateTag, remove: qa.deleteTag },
  schema: qa.tagBody,
  toValues: (tag) => ({
    name: tag?.name ?? '',
    description: tag?.description ?? '',
    color: tag?.color ?? '#546e7a',
    active: tag?.active ?? true,
  }),
  sections: [
    {
      title: 'Tag',
      fields: [
        { name: 'name', label: 'Name', required: true, width: 'half' },
        { name: 'color', label: 'Colour', kind: 'color', width: 'quarter' },
        { name: 'description', label: 'Description' },
        { name: 'active', label: 'Active: offered to reviewers', kind: 'switch' },
      ],
    },
  ],
  columns: [
    { label: 'Tag', cell: (t) => t.name },
    { label: 'Description', cell: (t) => t.description, wide: true },
    { label: 'State', cell: (t) => (t.active ? 'Active' : 'Inactive') },
  ],
  deleteHint: 'To keep it on what it marks, make it inactive instead.',
});

const refund = {
  id: 7,
  name: 'Refund',
  description: 'Money back',
  color: '#aa0000',
  active: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const ALL = ['qa:tag:read', 'qa:tag:create', 'qa:tag:update', 'qa:tag:delete'];

const form = (url: string, handlers: Parameters<typeof renderScreen>[1]['handlers'] = []) =>
  renderScreen(<ResourceFormPage resource={tags} param="tagId" />, {
    path: '/qc-settings-v2/tags/:tagId',
    url,
    handlers,
  });

describe('resource list page', () => {
  it('shows the declared columns of each record and a row opening it', async () => {
    signInAs(['qa:tag:read']);
    renderScreen(<ResourceListPage resource={tags} />, {
      path: '/qc-settings-v2/tags',
      handlers: [[qa.listAllTags, () => [refund]]],
    });
    const row = (await screen.findByText('Refund')).closest('tr')!;
    expect(within(row).getByText('Money back')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Open Refund' })).toHaveAttribute('href', '/qc-settings-v2/tags/7');
  });

  it('offers "New tag" only to who may create one', async () => {
    signInAs(['qa:tag:read']);
    const { unmount } = renderScreen(<ResourceListPage resource={tags} />, {
      path: '/qc-settings-v2/tags',
      handlers: [[qa.listAllTags, () => []]],
    });
    expect(await screen.findByText('No tags yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New tag' })).toBeNull();
    unmount();
    signInAs(ALL);
    renderScreen(<ResourceListPage resource={tags} />, {
      path: '/qc-settings-v2/tags',
      handlers: [[qa.listAllTags, () => []]],
    });
    expect((await screen.findAllByRole('link', { name: 'New tag' }))[0]).toHaveAttribute(
      'href',
      '/qc-settings-v2/tags/create',
    );
  });
});

describe('resource form page', () => {
  it('refuses in the browser what the contract refuses, without sending', async () => {
    signInAs(ALL);
    const { user, sent } = form('/qc-settings-v2/tags/new');
    await user.click(await screen.findByRole('button', { name: 'Add tag' }));
    expect(await screen.findByText('is required')).toBeInTheDocument();
    expect(sent.filter((s) => s.endpoint === qa.createTag.name)).toHaveLength(0);
  });

  it("creates with the form's values and returns to the list", async () => {
    signInAs(ALL);
    const { user, sent, router } = form('/qc-settings-v2/tags/new', [
      [qa.createTag, ({ body }) => ({ ...refund, ...(body as object) })],
    ]);
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Billing');
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/qc-settings-v2/tags'));
    expect(sent.find((s) => s.endpoint === qa.createTag.name)?.request.body).toEqual({
      name: 'Billing',
      description: '',
      color: '#546e7a',
      active: true,
    });
    expect(router.state.location.state).toEqual({ flash: { severity: 'success', title: 'Tag Billing added' } });
  });

  it("puts the server's refusal on the field it names", async () => {
    signInAs(ALL);
    const { user } = form('/qc-settings-v2/tags/7', [
      [qa.getTag, () => refund],
      [
        qa.updateTag,
        () => failure(409, 'QA_NAME_TAKEN', 'The name is taken', [{ field: 'body.name', message: 'is taken' }]),
      ],
    ]);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Refund');
    await user.clear(name);
    await user.type(name, 'Billing');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('is taken')).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());
  });

  it('shows a refusal that names no field above the form', async () => {
    signInAs(ALL);
    const { user } = form('/qc-settings-v2/tags/7', [
      [qa.getTag, () => refund],
      [qa.updateTag, () => failure(403, 'FORBIDDEN', 'You do not have permission to do this')],
    ]);
    await user.click(await screen.findByRole('switch', { name: /Active/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('You do not have permission to do this');
  });

  it('is read-only without the update scope, and offers Delete only with the delete scope', async () => {
    signInAs(['qa:tag:read']);
    form('/qc-settings-v2/tags/7', [[qa.getTag, () => refund]]);
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Refund');
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('deletes after asking, then returns to the list', async () => {
    signInAs(ALL);
    const { user, sent, router } = form('/qc-settings-v2/tags/7', [
      [qa.getTag, () => refund],
      [qa.deleteTag, () => ({ id: 7 })],
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('To keep it on what it marks, make it inactive instead.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/qc-settings-v2/tags'));
    expect(sent.some((s) => s.endpoint === qa.deleteTag.name && s.request.params.id === '7')).toBe(true);
  });

  it('tells a record that cannot be loaded', async () => {
    signInAs(ALL);
    form('/qc-settings-v2/tags/8', [[qa.getTag, () => failure(404, 'NOT_FOUND', 'Tag not found')]]);
    expect(await screen.findByText('Tag not found')).toBeInTheDocument();
  });
});
