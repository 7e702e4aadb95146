// The audit's page and a developer's page: what each shows to whom. One rule per test.
import * as scrums from '@backoffice/contract/modules/scrums';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, renderScreen, signInAs } from '../../../test/render';
import AuditPage from './audit-page';
import DeveloperPage from './developer-page';

const at = '2026-11-20T10:00:00.000Z';
const summary = (over: Partial<scrums.AuditSummary> = {}): scrums.AuditSummary => ({
  id: 3,
  developer: { id: 5, name: 'Ada Developer' },
  auditor: { id: 2, name: 'Lead' },
  date: '2026-11-20',
  periodFrom: null,
  periodTo: null,
  rating: 4,
  components: [{ id: 7, name: 'Billing API', status: 'active' }],
  findingCount: 1,
  worstSeverity: 'high',
  followUpCount: 1,
  openFollowUps: 1,
  createdAt: at,
  updatedAt: at,
  ...over,
});
const audit = (developerId = 5): scrums.DevAudit => ({
  ...summary({ developer: { id: developerId, name: 'Ada Developer' } }),
  notes: 'Good sprint',
  findings: [
    { id: 11, component: { id: 7, name: 'Billing API', status: 'active' }, severity: 'high', text: 'Retries' },
  ],
  followUps: [{ id: 21, text: 'Add back-off', owner: { id: 5, name: 'Ada Developer' }, dueDate: null, done: false }],
});

describe('an audit’s page', () => {
  it('shows the findings, follow-ups and notes, with Edit and Delete to a lead', async () => {
    signInAs(['scrums:audits:read', 'scrums:audits:update', 'scrums:audits:delete']);
    renderScreen(<AuditPage />, {
      path: '/scrums/audits/:auditId',
      url: '/scrums/audits/3',
      handlers: [[scrums.getAudit, () => audit()]],
    });
    expect(await screen.findByText('Retries')).toBeInTheDocument();
    expect(screen.getByText('Add back-off')).toBeInTheDocument();
    expect(screen.getByText('Good sprint')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/scrums/edit/audits/3');
    expect(screen.getByRole('button', { name: /Delete/ })).toBeInTheDocument();
  });

  it('the developer reads their own audit, with no Edit even holding the scope', async () => {
    signInAs(['scrums:audits:update']);
    renderScreen(<AuditPage />, {
      path: '/scrums/audits/:auditId',
      url: '/scrums/audits/3',
      handlers: [[scrums.getAudit, () => audit(1)]],
    });
    expect(await screen.findByText('About you')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('an audit the server hides is "not found"', async () => {
    signInAs([]);
    renderScreen(<AuditPage />, {
      path: '/scrums/audits/:auditId',
      url: '/scrums/audits/3',
      handlers: [[scrums.getAudit, () => failure(404, 'NOT_FOUND', 'Audit not found')]],
    });
    expect(await screen.findByText('Audit not found')).toBeInTheDocument();
  });
});

describe('a developer’s page', () => {
  const page: scrums.DeveloperAudits = {
    items: [summary({ id: 4, date: '2026-11-20', rating: 4 }), summary({ id: 3, date: '2026-11-06', rating: 2 })],
    total: 2,
    page: 1,
    take: 10,
    developer: { id: 5, name: 'Ada Developer' },
    trend: [
      { auditId: 3, date: '2026-11-06', rating: 2 },
      { auditId: 4, date: '2026-11-20', rating: 4 },
    ],
    averageRating: 3,
    openFollowUps: [
      {
        id: 21,
        auditId: 3,
        auditDate: '2026-11-06',
        text: 'Add back-off',
        owner: { id: 5, name: 'Ada Developer' },
        dueDate: '2020-01-01',
      },
    ],
  };

  it('shows the audits newest first, the average, and the open follow-ups (an overdue one says so)', async () => {
    signInAs(['scrums:audits:read', 'scrums:audits:create']);
    renderScreen(<DeveloperPage />, {
      path: '/scrums/:userId',
      url: '/scrums/5',
      handlers: [[scrums.listDeveloperAudits, () => page]],
    });
    expect(await screen.findByText('2 audits · average rating 3')).toBeInTheDocument();
    const timeline = within(screen.getByRole('list', { name: 'Audits' }));
    const links = timeline.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/scrums/audits/4', '/scrums/audits/3']);
    expect(screen.getByText('Add back-off')).toBeInTheDocument();
    expect(screen.getByText(/^Overdue: due/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New audit' })).toHaveAttribute('href', '/scrums/create?userId=5');
  });

  it('the developer’s own page says so and offers no new audit of themselves', async () => {
    signInAs(['scrums:audits:create']);
    renderScreen(<DeveloperPage />, {
      path: '/scrums/:userId',
      url: '/scrums/1',
      handlers: [[scrums.listDeveloperAudits, () => ({ ...page, developer: { id: 1, name: 'Test User' } })]],
    });
    expect(await screen.findByText('Your dev audits')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New audit' })).toBeNull();
  });
});
