// The audit form (create and edit): react-hook-form with the contract's schema, findings and follow-ups as
// rows, and what is sent. One rule per test.
import { getPerson, listPeople } from '@backoffice/contract/modules/employees/people';
import * as scrums from '@backoffice/contract/modules/scrums';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, renderScreen, signInAs } from '../../../test/render';
import AuditFormPage from './audit-form-page';

const WRITE = ['scrums:audits:create', 'scrums:audits:update', 'scrums:audits:read', 'scrums:components:read'];
const at = '2026-11-20T10:00:00.000Z';
// The people directory (open to everyone signed in): the form needs no users:users:read.
const people = {
  1: { id: 1, name: 'Test User', username: 'tester' },
  5: { id: 5, name: 'Ada Developer', username: 'ada' },
};
const component = (id: number, name: string, status: scrums.ComponentStatus = 'active'): scrums.DevComponent => ({
  id,
  name,
  status,
  audits: 0,
  createdAt: at,
  updatedAt: at,
});
const active = [component(7, 'Billing API'), component(8, 'Customer panel')];
const audit: scrums.DevAudit = {
  id: 3,
  developer: { id: 5, name: 'Ada Developer' },
  auditor: { id: 1, name: 'Test User' },
  date: '2026-11-20',
  periodFrom: null,
  periodTo: null,
  rating: 4,
  components: [
    { id: 7, name: 'Billing API', status: 'active' },
    { id: 9, name: 'Old panel', status: 'retired' },
  ],
  findingCount: 2,
  worstSeverity: 'high',
  followUpCount: 1,
  openFollowUps: 1,
  notes: 'Kept',
  findings: [
    { id: 11, component: { id: 7, name: 'Billing API', status: 'active' }, severity: 'high', text: 'Retries' },
    { id: 12, component: { id: 9, name: 'Old panel', status: 'retired' }, severity: 'low', text: 'Old stuff' },
  ],
  followUps: [{ id: 21, text: 'Add back-off', owner: { id: 5, name: 'Ada Developer' }, dueDate: null, done: false }],
  createdAt: at,
  updatedAt: at,
};

function render(url: string, path: string, more: Parameters<typeof renderScreen>[1]['handlers'] = []) {
  signInAs(WRITE);
  return renderScreen(<AuditFormPage />, {
    path,
    url,
    handlers: [
      ...more,
      [scrums.listActiveComponents, () => active],
      [scrums.getAudit, () => audit],
      [getPerson, (r) => people[Number(r.params.id) as 1 | 5]],
      [listPeople, () => ({ items: Object.values(people), total: 2, page: 1, take: 25 })],
    ],
  });
}
const renderNew = (more: Parameters<typeof render>[2] = []) =>
  render('/scrums/create?userId=5', '/scrums/create', more);
const renderEdit = (more: Parameters<typeof render>[2] = []) =>
  render('/scrums/edit/audits/3', '/scrums/edit/audits/:auditId', more);

async function pick(user: ReturnType<typeof renderScreen>['user'], label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the audit form', () => {
  it('names the developer of ?userId= and the caller as auditor', async () => {
    renderNew();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Developer/ })).toHaveValue('Ada Developer'));
    expect(screen.getByRole('combobox', { name: /Auditor/ })).toHaveValue('Test User');
  });

  it('refuses an audit without a rating or components, without a request', async () => {
    const { user, sent } = renderNew([[scrums.createAudit, () => audit]]);
    await user.click(await screen.findByRole('button', { name: 'Record audit' }));
    expect(await screen.findByText('must name at least one component')).toBeInTheDocument();
    expect(screen.getByText('is required')).toBeInTheDocument();
    expect(sent.filter((s) => s.endpoint === scrums.createAudit.name)).toHaveLength(0);
  });

  it('a finding about a component the audit no longer covers is refused on its row, without a request', async () => {
    const { user, sent } = renderNew([[scrums.createAudit, () => audit]]);
    await pick(user, /Rating/, '4 · Good');
    const components = screen.getByRole('combobox', { name: /Components/ });
    await user.click(components);
    await user.click(await screen.findByRole('option', { name: 'Billing API' }));
    await user.click(components);
    await user.click(await screen.findByRole('option', { name: 'Customer panel' }));
    await user.click(screen.getByRole('button', { name: 'Add finding' }));
    const row = screen.getByRole('group', { name: 'Finding 1' });
    await user.click(within(row).getByRole('combobox', { name: /Component/ }));
    await user.click(await screen.findByRole('option', { name: 'Customer panel' }));
    await user.type(within(row).getByRole('textbox', { name: /Finding/ }), 'Stale README');
    // Customer panel leaves the audit (the last chip, taken back with Backspace).
    await user.click(components);
    await user.keyboard('{Escape}{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Record audit' }));
    expect(await within(row).findByText('is not one of the audited components')).toBeInTheDocument();
    expect(sent.filter((s) => s.endpoint === scrums.createAudit.name)).toHaveLength(0);
  });

  it('sends the findings in their order, a removed row left out', async () => {
    const { user, sent } = renderNew([[scrums.createAudit, () => audit]]);
    await pick(user, /Rating/, '4 · Good');
    await user.click(screen.getByRole('combobox', { name: /Components/ }));
    await user.click(await screen.findByRole('option', { name: 'Billing API' }));
    await user.click(screen.getByRole('button', { name: 'Add finding' }));
    await user.type(
      within(screen.getByRole('group', { name: 'Finding 1' })).getByRole('textbox', { name: /Finding/ }),
      'Retries',
    );
    // With one component covered, a new row is about it.
    await user.click(screen.getByRole('button', { name: 'Add finding' }));
    const second = screen.getByRole('group', { name: 'Finding 2' });
    await user.click(within(second).getByRole('combobox', { name: /Severity/ }));
    await user.click(await screen.findByRole('option', { name: 'Critical' }));
    await user.type(within(second).getByRole('textbox', { name: /Finding/ }), 'Secrets in a file');
    await user.click(screen.getByRole('button', { name: 'Remove finding 1' }));
    await user.click(screen.getByRole('button', { name: 'Record audit' }));
    await waitFor(() => expect(sent.filter((s) => s.endpoint === scrums.createAudit.name)).toHaveLength(1));
    expect(sent.find((s) => s.endpoint === scrums.createAudit.name)?.request.body).toEqual({
      developerId: 5,
      auditorId: 1,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      periodFrom: null,
      periodTo: null,
      rating: 4,
      componentIds: [7],
      findings: [{ componentId: 7, severity: 'critical', text: 'Secrets in a file' }],
      followUps: [],
      notes: null,
    });
  });

  it('an empty finding text is refused on its row', async () => {
    const { user, sent } = renderNew([[scrums.createAudit, () => audit]]);
    await pick(user, /Rating/, '3 · Fair');
    await user.click(screen.getByRole('combobox', { name: /Components/ }));
    await user.click(await screen.findByRole('option', { name: 'Billing API' }));
    await user.click(screen.getByRole('button', { name: 'Add finding' }));
    await user.click(screen.getByRole('button', { name: 'Record audit' }));
    const row = screen.getByRole('group', { name: 'Finding 1' });
    expect(await within(row).findByText('must not be empty')).toBeInTheDocument();
    expect(sent.filter((s) => s.endpoint === scrums.createAudit.name)).toHaveLength(0);
  });

  it('adds a follow-up owned by the developer, and sends it', async () => {
    const { user, sent, router } = renderNew([[scrums.createAudit, () => audit]]);
    await pick(user, /Rating/, '5 · Excellent');
    await user.click(screen.getByRole('combobox', { name: /Components/ }));
    await user.click(await screen.findByRole('option', { name: 'Customer panel' }));
    await user.click(screen.getByRole('button', { name: 'Add follow-up' }));
    const row = screen.getByRole('group', { name: 'Follow-up 1' });
    await user.type(within(row).getByRole('textbox', { name: /Follow-up/ }), 'Write the runbook');
    await user.click(screen.getByRole('button', { name: 'Record audit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/scrums/audits/3'));
    const body = sent.find((s) => s.endpoint === scrums.createAudit.name)?.request.body as scrums.CreateAuditBody;
    expect(body.followUps).toEqual([{ text: 'Write the runbook', ownerId: 5, dueDate: null, done: false }]);
  });

  it('edits in place: kept rows keep their ids, a removed one is left out, a covered retired component stays', async () => {
    const { user, sent } = renderEdit([[scrums.updateAudit, () => audit]]);
    expect(await screen.findByDisplayValue('Retries')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Developer/ })).toHaveValue('Ada Developer');
    expect(screen.getByText('Old panel (retired)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove finding 2' }));
    const row = screen.getByRole('group', { name: 'Follow-up 1' });
    await user.click(within(row).getByRole('checkbox', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.filter((s) => s.endpoint === scrums.updateAudit.name)).toHaveLength(1));
    const update = sent.find((s) => s.endpoint === scrums.updateAudit.name)!;
    expect(update.request.params).toEqual({ id: '3' });
    expect(update.request.body).toMatchObject({
      componentIds: [7, 9],
      findings: [{ id: 11, componentId: 7, severity: 'high', text: 'Retries' }],
      followUps: [{ id: 21, text: 'Add back-off', ownerId: 5, dueDate: null, done: true }],
      notes: 'Kept',
    });
    expect(update.request.body).not.toHaveProperty('developerId');
  });

  it('puts the server’s refusal on its field', async () => {
    const { user } = renderEdit([
      [
        scrums.updateAudit,
        () =>
          failure(400, 'VALIDATION_FAILED', 'body.componentIds: "Mail" is retired', [
            { field: 'body.componentIds', message: '"Mail" is retired: only active components are audited' },
          ]),
      ],
    ]);
    await screen.findByDisplayValue('Retries');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('"Mail" is retired: only active components are audited')).toBeInTheDocument();
  });
});
