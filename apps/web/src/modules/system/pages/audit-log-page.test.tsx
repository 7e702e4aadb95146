// The audit log reads as sentences (contract rules/audit-sentence.ts), with each row's request and
// change a click away, and exports what the filters show as CSV, saying where the cap cuts it.
import * as system from '@backoffice/contract/modules/system';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, signInAs } from '../../../test/render';
import AuditLogPage from './audit-log-page';

const entry = (fields: Partial<system.AuditEntry>): system.AuditEntry => ({
  id: 1,
  at: '2026-11-02T09:30:05.000Z',
  userId: 7,
  username: 'amara.okafor',
  method: 'PATCH',
  route: '/api/auth/roles/{id}',
  entity: null,
  entityId: null,
  statusCode: 200,
  before: null,
  after: null,
  ip: '10.1.2.3',
  peer: '10.1.2.3',
  event: null,
  ...fields,
});

const roleChange = entry({
  id: 3,
  entity: 'role',
  entityId: '4',
  before: { name: 'Reviewer', scopes: ['qa:chat:read'] },
  after: { name: 'Reviewer', scopes: ['qa:chat:read', 'qa:chat:review', 'qa:tag:read'] },
});
const failedSignIn = entry({
  id: 2,
  userId: null,
  username: 'x',
  method: 'POST',
  route: '/api/auth/token',
  statusCode: 401,
  ip: '1.2.3.4',
  peer: '10.0.0.9',
  event: 'sign-in.failed',
});
const leaveEdit = entry({
  id: 1,
  entity: 'leave-request',
  entityId: '8',
  before: { reason: '[personal]', days: 2 },
  after: { reason: '[personal: changed]', days: 3 },
});

const page = (items: system.AuditEntry[], total = items.length) => ({
  items,
  total,
  totalCapped: false,
  page: 1,
  take: 25,
  timeZone: 'UTC',
});

function show(url = '/audit-log', total?: number) {
  return renderScreen(<AuditLogPage />, {
    path: '/audit-log',
    url,
    handlers: [
      [system.auditLog, () => page([roleChange, failedSignIn, leaveEdit], total)],
      [system.auditEntities, () => ({ items: ['leave-request', 'role'] })],
      [system.exportAuditLog, () => 'id,summary\r\n3,amara.okafor changed role Reviewer: +2 scopes\r\n'],
    ],
  });
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('audit log rows', () => {
  beforeEach(() => signInAs(['audit:log:read']));

  it('read as sentences: who did what to which record, with a summary of the change', async () => {
    show();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(await within(table).findByText('amara.okafor changed role Reviewer: +2 scopes')).toBeInTheDocument();
    expect(within(table).getByText('Sign-in failed for x from 1.2.3.4')).toBeInTheDocument();
    // A personal field is named as changed; its value is never shown.
    expect(within(table).getByText('amara.okafor changed leave request 8: reason, days')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'What happened' })).toBeInTheDocument();
  });

  it('keep the request and the change in full in the expandable row', async () => {
    const { user } = show();
    const row = await rowOf('amara.okafor changed role Reviewer: +2 scopes');
    expect(screen.queryByText('PATCH /api/auth/roles/{id} → 200')).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Show the request' }));
    expect(await screen.findByText('PATCH /api/auth/roles/{id} → 200')).toBeInTheDocument();
    expect(screen.getByText('role #4')).toBeInTheDocument();
    expect(screen.getByText('Before').nextSibling?.textContent).toContain('"qa:chat:read"');
    expect(screen.getByText('After').nextSibling?.textContent).toContain('"qa:tag:read"');
    expect(within(row).getByRole('button', { name: 'Hide the request' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('show a security event with its address and the connection it came through', async () => {
    const { user } = show();
    const row = await rowOf('Sign-in failed for x from 1.2.3.4');
    await user.click(within(row).getByRole('button', { name: 'Show the request' }));
    expect(await screen.findByText('POST /api/auth/token → 401')).toBeInTheDocument();
    expect(screen.getByText('Failed sign-in')).toBeInTheDocument();
    expect(screen.getByText('1.2.3.4 via 10.0.0.9')).toBeInTheDocument();
  });

  it('withholds personal values in the expanded row as the server sent them', async () => {
    const { user } = show();
    const row = await rowOf('amara.okafor changed leave request 8: reason, days');
    await user.click(within(row).getByRole('button', { name: 'Show the request' }));
    const after = (await screen.findByText('After')).nextSibling?.textContent ?? '';
    expect(after).toContain('"reason": "[personal: changed]"');
  });
});

describe('audit log filters', () => {
  beforeEach(() => signInAs(['audit:log:read']));

  it('are chips on the one filter bar; a record link shows its entity and record, and the entity takes the record with it', async () => {
    const { user, router } = show('/audit-log?entity=role&entityId=4');
    const bar = await screen.findByRole('search', { name: 'Filter the audit log' });
    expect(within(bar).getByRole('button', { name: 'Entity filter' })).toHaveTextContent('Entity: role');
    expect(within(bar).getByRole('button', { name: 'Record filter' })).toHaveTextContent('Record: “4”');
    const chip = within(bar).getByRole('button', { name: 'Entity filter' });
    await user.click(within(chip).getByTestId('CancelIcon'));
    expect(router.state.location.search).toBe('');
    expect(within(bar).queryByRole('button', { name: 'Record filter' })).toBeNull();
  });

  it('offer actions under their headings, the changes with their methods', async () => {
    const { user, router } = show();
    const bar = await screen.findByRole('search', { name: 'Filter the audit log' });
    await user.click(within(bar).getByRole('button', { name: 'Filter' }));
    await user.click(screen.getByRole('menuitem', { name: 'Action' }));
    const panel = screen.getByRole('dialog', { name: 'Filter by Action' });
    expect(within(panel).getByText('Security events')).toBeInTheDocument();
    await user.click(within(panel).getByRole('menuitem', { name: /^Deleted/ }));
    expect(router.state.location.search).toBe('?action=delete');
    expect(within(bar).getByRole('button', { name: 'Action filter' })).toHaveTextContent('Action: Deleted');
  });

  it('rewrite a link from before `action` to it', async () => {
    const { router } = show('/audit-log?kind=security&event=sign-in.failed');
    const bar = await screen.findByRole('search', { name: 'Filter the audit log' });
    await vi.waitFor(() => expect(router.state.location.search).toBe('?action=sign-in.failed'));
    expect(within(bar).getByRole('button', { name: 'Action filter' })).toHaveTextContent('Action: Failed sign-in');
  });
});

describe('audit log CSV export', () => {
  const saved: { name: string; blob: Blob }[] = [];
  beforeEach(() => {
    signInAs(['audit:log:read']);
    saved.length = 0;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push({ name: '', blob });
      return 'blob:audit';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.at(-1)!.name = this.download;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('sends the filters on screen and saves the file', async () => {
    const { user, sent } = show('/audit-log?entity=role&action=update&from=2026-11-01&to=2026-11-02');
    await rowOf('amara.okafor changed role Reviewer: +2 scopes');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    const request = sent.find((s) => s.endpoint === 'system.exportAuditLog')!.request;
    expect(Object.fromEntries(request.query)).toEqual({
      entity: 'role',
      action: 'update',
      from: '2026-11-01',
      to: '2026-11-02',
    });
    expect(saved[0]!.name).toBe('audit-log.csv');
  });

  it(`says that it holds the newest ${system.AUDIT_EXPORT_CAP} once the entries pass it`, async () => {
    show('/audit-log', system.AUDIT_EXPORT_CAP + 1);
    expect(await screen.findByText('10,001 entries · Export CSV holds the newest 10,000')).toBeInTheDocument();
  });

  it('says nothing of the cap under it', async () => {
    show('/audit-log', 3);
    expect(await screen.findByText('3 entries')).toBeInTheDocument();
    expect(screen.queryByText(/holds the newest/)).toBeNull();
  });
});
