// The report page: notes only for who may read them (the tab is not there otherwise, and nothing asks for
// them), comments written in place, the status changed inline, a missing report a 404 screen.
import { bugEndpoints } from '@backoffice/contract/modules/bug-report';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, renderScreen, signInAs } from '../../../test/render';
import { fullReport, page, settingsHandlers } from '../testing/fixtures';
import { ReportView } from './report-view';

const PATH = '/bug-feature/bug-reports/:id';
const URL = '/bug-feature/bug-reports/11';
const comment = {
  id: 1,
  body: 'Same here since Monday.',
  author: { id: 9, name: 'Rita Reporter' },
  createdAt: '2026-11-21T09:00:00.000Z',
};
const note = {
  id: 2,
  body: 'Root cause is the paging.',
  author: { id: 8, name: 'Dev Eloper' },
  createdAt: '2026-11-21T09:30:00.000Z',
};

const handlers = (report = fullReport(11)) => [
  ...settingsHandlers(),
  [bugEndpoints.getReport, () => report] as const,
  [bugEndpoints.listComments, () => page([comment])] as const,
  [bugEndpoints.listNotes, () => page([note])] as const,
];

/** The page for an editor, answering each PATCH with the report and keeping the bodies sent. */
function renderEditor() {
  signInAs(['bug-report:bugs:read', 'bug-report:bugs:update']);
  const updates: unknown[] = [];
  const rendered = renderScreen(<ReportView kind="bug" />, {
    path: PATH,
    url: URL,
    handlers: [
      ...handlers(),
      [
        bugEndpoints.updateReport,
        (request) => {
          updates.push(request.body);
          return fullReport(11);
        },
      ],
    ],
  });
  return { ...rendered, updates };
}

describe('the report page', () => {
  it('shows no notes tab, and asks for no notes, without the notes scope', async () => {
    signInAs(['bug-report:bugs:read', 'bug-report:comments:create']);
    const { sent } = renderScreen(<ReportView kind="bug" />, { path: PATH, url: URL, handlers: handlers() });
    // The file's first render loads the page's components: on a busy machine that takes a while.
    expect(await screen.findByText('Same here since Monday.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Comments (3)' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Notes/ })).toBeNull();
    expect(sent.some((s) => s.endpoint === bugEndpoints.listNotes.name)).toBe(false);
  });

  it('shows the notes to who may read them', async () => {
    signInAs(['bug-report:bugs:read', 'bug-report:notes:read']);
    const { user } = renderScreen(<ReportView kind="bug" />, {
      path: PATH,
      url: URL,
      handlers: handlers(fullReport(11, { noteCount: 1 })),
    });
    await user.click(await screen.findByRole('tab', { name: /Notes \(1\)/ }));
    expect(await screen.findByText('Root cause is the paging.')).toBeInTheDocument();
    expect(screen.getByText(/Notes are staff-internal/)).toBeInTheDocument();
  });

  it('hides the notes tab when the server refuses the notes', async () => {
    signInAs(['bug-report:bugs:read', 'bug-report:notes:read']);
    const { user } = renderScreen(<ReportView kind="bug" />, {
      path: PATH,
      url: URL,
      handlers: [
        ...handlers(fullReport(11, { noteCount: 1 })).filter(([e]) => e !== bugEndpoints.listNotes),
        [bugEndpoints.listNotes, () => failure(404, 'NOT_FOUND', 'Report not found')],
      ],
    });
    await user.click(await screen.findByRole('tab', { name: /Notes/ }));
    await waitFor(() => expect(screen.queryByRole('tab', { name: /Notes/ })).toBeNull());
    expect(screen.getByText('Same here since Monday.')).toBeInTheDocument();
  });

  it('sends a comment and clears the box', async () => {
    signInAs(['bug-report:bugs:read', 'bug-report:comments:create']);
    let body: unknown;
    const { user } = renderScreen(<ReportView kind="bug" />, {
      path: PATH,
      url: URL,
      handlers: [
        ...handlers(),
        [
          bugEndpoints.createComment,
          (request) => {
            body = request.body;
            return { ...comment, id: 3, body: 'Fixed in 4.2.1?' };
          },
        ],
      ],
    });
    const box = await screen.findByRole('textbox', { name: 'Comment' });
    await user.type(box, 'Fixed in 4.2.1?');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(body).toEqual({ body: 'Fixed in 4.2.1?' }));
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('changes the status inline for who may edit the report', async () => {
    const { user, updates } = renderEditor();
    const details = await screen.findByRole('complementary', { name: 'Details' });
    await waitFor(() =>
      expect(within(details).getByRole('combobox', { name: 'Status' })).not.toHaveAttribute('aria-disabled'),
    );
    await user.click(within(details).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Done' }));
    await waitFor(() => expect(updates).toEqual([{ statusId: 6 }]));
  });

  it('edits the title and description, sending only what changed', async () => {
    const { user, updates } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit bug report #11' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Export drops the last two rows');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates).toEqual([{ title: 'Export drops the last two rows' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a title too short before sending it', async () => {
    signInAs(['bug-report:bugs:read', 'bug-report:bugs:update']);
    const { user, sent } = renderScreen(<ReportView kind="bug" />, { path: PATH, url: URL, handlers: handlers() });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit bug report #11' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Title' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/at least 3 characters/)).toBeInTheDocument();
    expect(sent.some((s) => s.endpoint === bugEndpoints.updateReport.name)).toBe(false);
  });

  it('offers no changes to a reader who may not edit', async () => {
    signInAs(['bug-report:bugs:read']);
    renderScreen(<ReportView kind="bug" />, { path: PATH, url: URL, handlers: handlers() });
    const details = await screen.findByRole('complementary', { name: 'Details' });
    expect(within(details).queryByRole('combobox', { name: 'Status' })).toBeNull();
    expect(within(details).getByText('Web app')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('says a report that is not there is not found', async () => {
    signInAs(['bug-report:bugs:read']);
    renderScreen(<ReportView kind="bug" />, {
      path: PATH,
      url: URL,
      handlers: [[bugEndpoints.getReport, () => failure(404, 'NOT_FOUND', 'Report not found')]],
    });
    expect(await screen.findByText('There is no such bug report')).toBeInTheDocument();
  });
});
