import * as qa from '@backoffice/contract/modules/qa';
import { reviewScore } from '@backoffice/contract/rules/qa-score';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';

let t: TestApp;
let editor: TestUser;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  editor = await t.createUser({
    scopes: [
      'qa:score:type:read',
      'qa:score:type:create',
      'qa:score:type:update',
      'qa:score:grade:read',
      'qa:score:grade:create',
      'qa:score:grade:update',
      'qa:tag:read',
      'qa:tag:create',
      'qa:tag:update',
      'qa:tag:delete',
    ],
  });
  reader = await t.createUser({ scopes: ['qa:score:type:read', 'qa:score:grade:read', 'qa:tag:read'] });
});
afterAll(() => t.close());

describe('the scorecard', () => {
  it('keeps criteria in their order and grades best first, and scores a review from them', async () => {
    const accuracy = await t.callOk(editor, qa.createScoreType, {
      body: { name: 'Accuracy', weight: 3, critical: true, position: 2 },
    });
    const greeting = await t.callOk(editor, qa.createScoreType, { body: { name: 'Greeting', weight: 1, position: 1 } });
    expect((await t.callOk(reader, qa.listScoreTypes)).map((s) => s.name)).toEqual(['Greeting', 'Accuracy']);
    const good = await t.callOk(editor, qa.createScoreGrade, { body: { name: 'Good', value: 75, shortcut: 2 } });
    const poor = await t.callOk(editor, qa.createScoreGrade, { body: { name: 'Poor', value: 25, shortcut: 4 } });
    const excellent = await t.callOk(editor, qa.createScoreGrade, {
      body: { name: 'Excellent', value: 100, shortcut: 1 },
    });
    expect((await t.callOk(reader, qa.listScoreGrades)).map((g) => g.value)).toEqual([100, 75, 25]);
    // The model over what the server keeps: (1×100 + 3×75) / 4 = 81.3; Accuracy poor → 0.
    const graded = (type: qa.ScoreType, grade: qa.ScoreGrade) => ({
      weight: type.weight,
      critical: type.critical,
      value: grade.value,
    });
    expect(reviewScore([graded(greeting, excellent), graded(accuracy, good)]).score).toBe(81.3);
    expect(reviewScore([graded(greeting, excellent), graded(accuracy, poor)])).toEqual({ score: 0, criticalFails: 1 });
  });

  it('refuses a name taken in any case, a key already given, and values out of range, naming the field', async () => {
    await t.callOk(editor, qa.createScoreType, { body: { name: 'Tone' } });
    const taken = await t.call(editor, qa.createScoreType, { body: { name: 'TONE' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'QA_NAME_TAKEN', details: [{ field: 'body.name' }] });
    await t.callOk(editor, qa.createScoreGrade, { body: { name: 'Fail', value: 0, shortcut: 5 } });
    const key = await t.call(editor, qa.createScoreGrade, { body: { name: 'Zero', value: 0, shortcut: 5 } });
    expect(key.json()).toMatchObject({ code: 'QA_NAME_TAKEN', message: 'The key 5 already gives "Fail"' });
    const bad = await t.call(editor, qa.createScoreType, { rawBody: { name: 'x', weight: 0 } });
    expect(bad.json().details[0].field).toBe('body.weight');
    const value = await t.call(editor, qa.createScoreGrade, { rawBody: { name: 'y', value: 101 } });
    expect(value.json().details[0].field).toBe('body.value');
    expect((await t.call(reader, qa.createScoreType, { body: { name: 'No' } })).statusCode).toBe(403);
  });

  it('changes a criterion and a grade, keeps its own name free to reuse, and answers 404 for unknown ones', async () => {
    const type = await t.callOk(editor, qa.createScoreType, { body: { name: 'Closing' } });
    const changed = await t.callOk(editor, qa.updateScoreType, {
      params: { id: type.id },
      body: { name: 'Closing', weight: 2, active: false },
    });
    expect(changed).toMatchObject({ weight: 2, active: false });
    expect((await t.call(reader, qa.getScoreType, { params: { id: 999999 } })).statusCode).toBe(404);
    const { rows } = await t.database.pool.query(
      "SELECT count(*)::int AS n FROM audit_log WHERE entity = 'qa-score-type' AND entity_id = $1",
      [String(type.id)],
    );
    expect(rows[0].n).toBe(2);
  });
});

describe('tags', () => {
  it('lists active tags or all, changes and deletes them', async () => {
    const refund = await t.callOk(editor, qa.createTag, { body: { name: 'Refund' } });
    const upsell = await t.callOk(editor, qa.createTag, { body: { name: 'Upsell', active: false } });
    expect((await t.callOk(reader, qa.listActiveTags)).map((x) => x.name)).toContain('Refund');
    expect((await t.callOk(reader, qa.listActiveTags)).map((x) => x.name)).not.toContain('Upsell');
    expect((await t.callOk(reader, qa.listAllTags)).map((x) => x.name)).toEqual(
      expect.arrayContaining(['Refund', 'Upsell']),
    );
    const renamed = await t.callOk(editor, qa.updateTag, {
      params: { id: upsell.id },
      body: { name: 'Upgrade', active: true },
    });
    expect(renamed).toMatchObject({ name: 'Upgrade', active: true });
    expect(
      (await t.call(editor, qa.updateTag, { params: { id: upsell.id }, body: { name: 'refund' } })).statusCode,
    ).toBe(409);
    expect((await t.call(reader, qa.deleteTag, { params: { id: refund.id } })).statusCode).toBe(403);
    await t.callOk(editor, qa.deleteTag, { params: { id: refund.id } });
    expect((await t.call(reader, qa.getTag, { params: { id: refund.id } })).statusCode).toBe(404);
  });
});
