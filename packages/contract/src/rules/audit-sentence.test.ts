import { describe, expect, it } from 'vitest';
import { type AuditRowFacts, auditSentence, changeSummary, entityWords, fieldWords } from './audit-sentence.js';

const row = (facts: Partial<AuditRowFacts>): AuditRowFacts => ({
  userId: 7,
  username: 'amara.okafor',
  method: 'PATCH',
  route: '/api/test',
  entity: null,
  entityId: null,
  statusCode: 200,
  before: null,
  after: null,
  ip: '1.2.3.4',
  event: null,
  ...facts,
});

describe('auditSentence', () => {
  const cases: [string, Partial<AuditRowFacts>, string][] = [
    [
      'a role whose scopes changed counts them',
      {
        entity: 'role',
        entityId: '3',
        before: { id: 3, name: 'Reviewer', scopes: ['a:b:c'], updatedAt: '2026-01-01' },
        after: { id: 3, name: 'Reviewer', scopes: ['a:b:c', 'd:e:f', 'g:h:i'], updatedAt: '2026-01-02' },
      },
      'amara.okafor changed role Reviewer: +2 scopes',
    ],
    [
      'scopes added and removed, and another field',
      {
        entity: 'role',
        entityId: '3',
        before: { name: 'Reviewer', description: 'old', scopes: ['a', 'b'] },
        after: { name: 'Reviewer', description: 'new', scopes: ['b', 'c', 'd'] },
      },
      'amara.okafor changed role Reviewer: +2 scopes, −1 scope, description',
    ],
    [
      'a user: the fields that changed, and the password sent but never kept',
      {
        entity: 'user',
        entityId: '12',
        before: { id: 12, username: 'ada', name: 'Ada', email: 'a@x.test', roleId: 1 },
        after: {
          id: 12,
          username: 'ada',
          name: 'Ada L.',
          email: 'a@x.test',
          roleId: 2,
          changedFields: ['name', 'roleId', 'password'],
        },
      },
      'amara.okafor changed user ada: name, role, password',
    ],
    [
      'more than four fields are counted',
      {
        entity: 'shift-type',
        entityId: '2',
        before: { name: 'Night', a: 1, b: 1, c: 1, d: 1, e: 1, f: 1 },
        after: { name: 'Night', a: 2, b: 2, c: 2, d: 2, e: 2, f: 2 },
      },
      'amara.okafor changed shift type Night: a, b, c, d, 2 more',
    ],
    [
      'the fallback: the record by its id when nothing names it',
      { entity: 'department', entityId: '4', before: { id: 4 }, after: { id: 4 } },
      'amara.okafor changed department 4',
    ],
    [
      'created, by its name',
      { method: 'POST', entity: 'department', entityId: '9', after: { id: 9, name: 'Made by Zelda' } },
      'amara.okafor created department Made by Zelda',
    ],
    [
      'deleted, named from its before state',
      { method: 'DELETE', entity: 'dns.zone', entityId: '5', before: { id: 5, name: 'example.com' } },
      'amara.okafor deleted DNS zone example.com',
    ],
    [
      'a withheld name is never shown: the id stands in',
      {
        method: 'DELETE',
        entity: 'leave-request',
        entityId: '8',
        before: { title: '[personal]', reason: '[personal]' },
      },
      'amara.okafor deleted leave request 8',
    ],
    [
      'a withheld field is named as changed, its value not shown',
      {
        entity: 'leave-request',
        entityId: '8',
        before: { reason: '[personal]', days: 2 },
        after: { reason: '[personal: changed]', days: 2 },
      },
      'amara.okafor changed leave request 8: reason',
    ],
    [
      'QC entities read as words',
      { method: 'POST', entity: 'qa-chat-review', entityId: '31', after: { id: 31 } },
      'amara.okafor created QC chat review 31',
    ],
    [
      'a refused change says it was tried',
      { method: 'DELETE', entity: 'role', entityId: '3', statusCode: 409, before: { name: 'Reviewer' } },
      'amara.okafor tried to delete role Reviewer (409)',
    ],
    [
      'a change no module described: its request',
      { method: 'POST', route: '/api/widgets/{id}/poke' },
      'amara.okafor sent POST /api/widgets/{id}/poke',
    ],
    [
      'a sign-in',
      {
        method: 'POST',
        route: '/api/auth/token',
        entity: 'session',
        entityId: '7',
        after: { username: 'amara.okafor' },
      },
      'amara.okafor signed in',
    ],
    [
      'a forced logout',
      { method: 'POST', entity: 'user', entityId: '12', after: { forcedLogout: true, sessions: 2 } },
      'amara.okafor signed out user 12 everywhere',
    ],
    [
      "one's own new password",
      { method: 'POST', route: '/api/auth/password', entity: 'user', entityId: '7', after: { passwordChanged: true } },
      'amara.okafor changed their password',
    ],
    [
      'users moved to a role',
      { entity: 'role', entityId: '5', before: [{ id: 1, roleId: 2 }], after: { users: [1, 2, 3], role: 5 } },
      'amara.okafor moved 3 users to role 5',
    ],
    [
      'a scope sync',
      { method: 'POST', entity: 'scopes', after: { added: ['a', 'b', 'c'], removed: ['d'] } },
      'amara.okafor synced the scope catalogue: +3, −1',
    ],
    [
      'a job run by hand',
      { method: 'POST', entity: 'job', entityId: 'qa.cron', after: { runId: 4, trigger: 'manual' } },
      'amara.okafor ran job qa.cron',
    ],
    [
      'an actor known only by id',
      { username: null, method: 'POST', entity: 'department', entityId: '9', after: { name: 'Ops' } },
      'user #7 created department Ops',
    ],
    [
      'a failed sign-in names the account it tried and the address',
      { username: 'x', userId: null, method: 'POST', route: '/api/auth/token', event: 'sign-in.failed' },
      'Sign-in failed for x from 1.2.3.4',
    ],
    [
      'a failed sign-in of no known account, and the ones not written',
      { username: null, userId: null, event: 'sign-in.failed', after: { suppressed: 3 } },
      'Sign-in failed for an unknown account from 1.2.3.4 (and 3 more like it not written)',
    ],
    [
      'a limited sign-in',
      { username: 'x', event: 'sign-in.limited', ip: null },
      'Sign-in refused for x: too many failures',
    ],
    [
      'a refused call',
      { method: 'GET', route: '/api/auth/users', event: 'access.refused' },
      'amara.okafor was refused GET /api/auth/users from 1.2.3.4',
    ],
    [
      'an invalid token',
      { username: null, userId: null, method: 'GET', route: '/api/auth/me', event: 'token.refused' },
      'An invalid token was refused on GET /api/auth/me from 1.2.3.4',
    ],
    [
      'a wrong current password',
      { method: 'POST', route: '/api/auth/password', event: 'password.failed' },
      'amara.okafor gave a wrong current password from 1.2.3.4',
    ],
  ];
  it.each(cases)('%s', (_, facts, sentence) => {
    expect(auditSentence(row(facts))).toBe(sentence);
  });
});

describe('words', () => {
  it.each([
    ['dns.zone', 'DNS zone'],
    ['integration-key', 'integration key'],
    ['qa-score-grade', 'QC score grade'],
    ['widget', 'widget'],
  ])('entity %s reads "%s"', (entity, words) => {
    expect(entityWords(entity)).toBe(words);
  });

  it.each([
    ['departmentId', 'department'],
    ['memberIds', 'members'],
    ['phpVersion', 'php version'],
    ['name', 'name'],
  ])('field %s reads "%s"', (field, words) => {
    expect(fieldWords(field)).toBe(words);
  });

  it('says nothing when nothing but bookkeeping changed', () => {
    expect(changeSummary({ id: 1, updatedAt: 'a' }, { id: 1, updatedAt: 'b' })).toBe('');
  });
});
