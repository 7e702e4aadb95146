import type { DevAudit } from '@backoffice/contract/modules/scrums';
import { createAuditBody } from '@backoffice/contract/modules/scrums';
import { describe, expect, it } from 'vitest';
import { auditValues, createBody, updateBody } from './audit-form';

const audit: DevAudit = {
  id: 3,
  developer: { id: 5, name: 'Ada' },
  auditor: { id: 1, name: 'Lead' },
  date: '2026-11-20',
  periodFrom: '2026-11-06',
  periodTo: '2026-11-19',
  rating: 4,
  components: [{ id: 7, name: 'Billing API', status: 'active' }],
  findingCount: 1,
  worstSeverity: 'high',
  followUpCount: 1,
  openFollowUps: 1,
  notes: null,
  findings: [
    { id: 11, component: { id: 7, name: 'Billing API', status: 'active' }, severity: 'high', text: 'Retries' },
  ],
  followUps: [{ id: 21, text: 'Add back-off', owner: { id: 5, name: 'Ada' }, dueDate: null, done: false }],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('audit form values', () => {
  it('an audit round-trips: its items keep their ids, empty notes are null', () => {
    const body = updateBody(auditValues(audit, { developerId: null, auditorId: null, today: '2026-11-27' }));
    expect(body).toEqual({
      auditorId: 1,
      date: '2026-11-20',
      periodFrom: '2026-11-06',
      periodTo: '2026-11-19',
      rating: 4,
      componentIds: [7],
      findings: [{ id: 11, componentId: 7, severity: 'high', text: 'Retries' }],
      followUps: [{ id: 21, text: 'Add back-off', ownerId: 5, dueDate: null, done: false }],
      notes: null,
    });
  });

  it('a new audit starts today, of the developer given, by the caller; the schema wants a rating and components', () => {
    const values = auditValues(undefined, { developerId: 5, auditorId: 1, today: '2026-11-27' });
    expect(values).toMatchObject({ developerId: 5, auditorId: 1, date: '2026-11-27', rating: null, componentIds: [] });
    const result = createAuditBody.safeParse(createBody(values));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['componentIds', 'rating']);
  });
});
