import * as qa from '@backoffice/contract/modules/qa';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, signInAs } from '../../../../test/render';
import { criteria, grades, tags } from '../../testing/fixtures';
import V1CronConfigPage from './cron-config-page';
import V1ScoreGradesPage from './score-grades-page';
import V1ScoreTypesPage from './score-types-page';
import V1TagPage from './tag-page';
import V1TagsPage from './tags-page';

// The v1 settings screens are QC v2's resources at the v1 paths, through the v1 calls.
describe('QC v1 settings screens', () => {
  it('lists the tags through the v1 call, each opening its v1 update screen', async () => {
    signInAs(['qa:tag:read', 'qa:tag:create']);
    renderScreen(<V1TagsPage />, { path: '/qc-settings/tags', handlers: [[qa.v1ListAllTags, () => tags]] });
    const row = (await screen.findByText('Refund')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Open Refund' })).toHaveAttribute(
      'href',
      '/qc-settings/tags/update/21',
    );
    expect(screen.getAllByRole('link', { name: 'New tag' })[0]).toHaveAttribute('href', '/qc-settings/tags/create');
  });

  it('saves a tag through the v1 call and goes back to the v1 list', async () => {
    signInAs(['qa:tag:read', 'qa:tag:update']);
    const { user, sent, router } = renderScreen(<V1TagPage />, {
      path: '/qc-settings/tags/update/:tagId',
      url: '/qc-settings/tags/update/21',
      handlers: [
        [qa.v1GetTag, () => tags[0]],
        [qa.v1UpdateTag, ({ body }) => ({ ...tags[0], ...(body as object) })],
      ],
    });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Refunds');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/qc-settings/tags'));
    expect(sent.find((s) => s.endpoint === qa.v1UpdateTag.name)?.request.params).toEqual({ id: '21' });
  });

  it('lists the criteria and the grades through the v1 calls, linking to the v1 screens', async () => {
    signInAs(['qa:score:type:read', 'qa:score:grade:read', 'qa:score:type:create']);
    const { unmount } = renderScreen(<V1ScoreTypesPage />, {
      path: '/qc-settings/score/types',
      handlers: [[qa.v1ListScoreTypes, () => criteria]],
    });
    expect(await screen.findByRole('link', { name: 'Open Greeting' })).toHaveAttribute(
      'href',
      '/qc-settings/score/types/update/1',
    );
    expect(screen.getByRole('link', { name: 'New criterion' })).toHaveAttribute(
      'href',
      '/qc-settings/score/types/create',
    );
    unmount();
    renderScreen(<V1ScoreGradesPage />, {
      path: '/qc-settings/score/grades',
      handlers: [[qa.v1ListScoreGrades, () => grades]],
    });
    const first = grades[0]!;
    expect(await screen.findByRole('link', { name: `Open ${first.name}` })).toHaveAttribute(
      'href',
      `/qc-settings/score/grades/update/${first.id}`,
    );
  });

  it('adds a ticket cron filter through the v1 call', async () => {
    signInAs(['qa:manager']);
    const { user, sent, router } = renderScreen(<V1CronConfigPage />, {
      path: '/qc-settings/cron/create',
      handlers: [
        [
          qa.v1CreateCronConfig,
          ({ body }) => ({
            id: 3,
            ...(body as object),
            scheduleText: 'Every 30 minutes',
            lastRunAt: null,
            lastPulled: 0,
            pulledTotal: 0,
            createdAt: '2026-11-01T10:00:00.000Z',
            updatedAt: '2026-11-01T10:00:00.000Z',
          }),
        ],
      ],
    });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'SSL');
    await user.type(screen.getByRole('textbox', { name: 'Words in the subject or thread' }), 'certificate');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/qc-settings/cron'));
    expect(sent.find((s) => s.endpoint === qa.v1CreateCronConfig.name)?.request.body).toMatchObject({
      name: 'SSL',
      value: 'certificate',
    });
  });
});
