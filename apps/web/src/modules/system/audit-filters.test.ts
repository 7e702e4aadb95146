import { auditLogQuery } from '@backoffice/contract/modules/system';
import { describe, expect, it } from 'vitest';
import {
  type AuditFilters,
  auditQuery,
  clearedParams,
  filtersFromParams,
  filtersToParams,
  hasFilters,
  NO_FILTERS,
} from './audit-filters';

/** What `useUpdateParams` does with a patch: set the values, remove the nulls, back to page 1. */
function apply(url: string, patch: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(url);
  if (!('page' in patch)) next.delete('page');
  for (const [key, value] of Object.entries(patch)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

const parse = (url: string) => filtersFromParams(new URLSearchParams(url));

describe('audit log filters in the URL', () => {
  it('reads every filter, with the API’s names', () => {
    expect(parse('userId=5&entity=role&entityId=7&action=delete&from=2026-03-01&to=2026-03-31&page=3')).toEqual({
      userId: 5,
      entity: 'role',
      entityId: '7',
      action: 'delete',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(parse('')).toEqual(NO_FILTERS);
    expect(hasFilters(parse('page=2&take=50'))).toBe(false);
    expect(hasFilters(parse('to=2026-03-31'))).toBe(true);
  });

  it('writes filters that read back the same, and starts again at page 1', () => {
    const filters: AuditFilters = {
      userId: 12,
      entity: 'dns.zone',
      entityId: null,
      action: 'sign-in.failed',
      from: '2026-02-28',
      to: '2026-03-01',
    };
    const url = apply('page=4&take=50', filtersToParams(filters));
    expect(url.get('page')).toBeNull();
    expect(url.get('take')).toBe('50');
    expect(filtersFromParams(url)).toEqual(filters);
    expect(url.toString()).toBe(
      'take=50&userId=12&entity=dns.zone&action=sign-in.failed&from=2026-02-28&to=2026-03-01',
    );
  });

  it('changes one filter and keeps the others; a cleared one leaves the URL', () => {
    const start = 'userId=5&action=create&from=2026-03-01';
    expect(apply(start, filtersToParams({ to: '2026-03-02' })).toString()).toBe(`${start}&to=2026-03-02`);
    expect(apply(start, filtersToParams({ userId: null })).toString()).toBe('action=create&from=2026-03-01');
    expect(apply(start, filtersToParams({ from: null })).toString()).toBe('userId=5&action=create');
    expect(apply(`${start}&page=2`, clearedParams()).toString()).toBe('');
  });

  it('drops the record id with its entity', () => {
    expect(apply('entity=role&entityId=7', filtersToParams({ entity: 'user' })).toString()).toBe('entity=user');
    expect(apply('entity=role&entityId=7', filtersToParams({ entity: null })).toString()).toBe('');
    expect(parse('entityId=7')).toEqual(NO_FILTERS);
  });

  it('leaves out what the API would refuse instead of sending it', () => {
    expect(parse(`userId=abc&action=made-up&from=2026-02-30&to=31.03.2026&entity=${'x'.repeat(101)}`)).toEqual(
      NO_FILTERS,
    );
    expect(parse('userId=0').userId).toBeNull();
    expect(parse('userId=99999999999').userId).toBeNull();
    expect(parse('from=0000-01-01').from).toBeNull();
    expect(parse('from=1899-12-31').from).toBeNull();
  });

  it('reads a range written backwards the right way round', () => {
    expect(parse('from=2026-03-31&to=2026-03-01')).toMatchObject({ from: '2026-03-01', to: '2026-03-31' });
  });

  it('reads the older kind and event keys as an action, and drops them once the action is set', () => {
    expect(parse('kind=security').action).toBe('security');
    expect(parse('kind=security&event=token.expired').action).toBe('token.expired');
    expect(parse('kind=changes').action).toBe('change');
    expect(parse('action=update&kind=security').action).toBe('update');
    expect(apply('kind=security&event=token.expired', filtersToParams({ action: 'delete' })).toString()).toBe(
      'action=delete',
    );
  });

  it('sends exactly the filters that are set, as the endpoint accepts them', () => {
    const filters = parse('userId=5&action=delete&from=2026-03-01&to=2026-03-31');
    const query = auditQuery(filters);
    expect(query).toEqual({ userId: 5, action: 'delete', from: '2026-03-01', to: '2026-03-31' });
    expect(auditLogQuery.safeParse(query).success).toBe(true);
    expect(auditQuery(NO_FILTERS)).toEqual({});
  });
});
