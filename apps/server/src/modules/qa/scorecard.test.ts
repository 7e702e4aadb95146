// The scorecard (docs/qa.md "The scorecard"): criteria in their order, grades best first, the score
// they make, and what a change of them refuses. A fresh app of its own: the lists hold only what it adds.
import * as qa from '@backoffice/contract/modules/qa';
import { reviewScore } from '@backoffice/contract/rules/qa-score';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';

let t: TestApp;
let editor: TestUser;
let reader: TestUser;
let greeting: qa.ScoreType;
let accuracy: qa.ScoreType;
let excellent: qa.ScoreGrade;
let good: qa.ScoreGrade;
let poor: qa.ScoreGrade;

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
    ],
  });
  reader = await t.createUser({ scopes: ['qa:score:type:read', 'qa:score:grade:read'] });
  accuracy = await t.callOk(editor, qa.createScoreType, {
    body: { name: 'Accuracy', weight: 3, critical: true, position: 2 },
  });
  greeting = await t.callOk(editor, qa.createScoreType, { body: { name: 'Greeting', weight: 1, position: 1 } });
  good = await t.callOk(editor, qa.createScoreGrade, { body: { name: 'Good', value: 75, shortcut: 2 } });
  poor = await t.callOk(editor, qa.createScoreGrade, { body: { name: 'Poor', value: 25, shortcut: 4 } });
  excellent = await t.callOk(editor, qa.createScoreGrade, { body: { name: 'Excellent', value: 100, shortcut: 1 } });
});
afterAll(() => t.close());

const graded = (type: qa.ScoreType, grade: qa.ScoreGrade) => ({
  weight: type.weight,
  critical: type.critical,
  value: grade.value,
});

describe('the scorecard', () => {
  it('lists the criteria in their position order', async () => {
    expect((await t.callOk(reader, qa.listScoreTypes)).map((s) => s.name)).toEqual(['Greeting', 'Accuracy']);
  });

  it('lists the grades best first', async () => {
    expect((await t.callOk(reader, qa.listScoreGrades)).map((g) => g.value)).toEqual([100, 75, 25]);
  });

  it('scores a review as the weighted mean of the weights and values the server keeps', () => {
    // (1×100 + 3×75) / 4 = 81.3
    expect(reviewScore([graded(greeting, excellent), graded(accuracy, good)]).score).toBe(81.3);
  });

  it('scores 0 when a critical criterion fails, whatever the rest', () => {
    expect(reviewScore([graded(greeting, excellent), graded(accuracy, poor)])).toEqual({ score: 0, criticalFails: 1 });
  });
});

describe('changing the scorecard', () => {
  it('refuses a criterion name taken in any case, naming body.name', async () => {
    await t.callOk(editor, qa.createScoreType, { body: { name: 'Tone' } });
    const taken = await t.call(editor, qa.createScoreType, { body: { name: 'TONE' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'QA_NAME_TAKEN', details: [{ field: 'body.name' }] });
  });

  it('refuses a grade key already given, naming the grade that has it', async () => {
    await t.callOk(editor, qa.createScoreGrade, { body: { name: 'Fail', value: 0, shortcut: 5 } });
    const key = await t.call(editor, qa.createScoreGrade, { body: { name: 'Zero', value: 0, shortcut: 5 } });
    expect(key.json()).toMatchObject({ code: 'QA_NAME_TAKEN', message: 'The key 5 already gives "Fail"' });
  });

  it('refuses a weight out of range on body.weight', async () => {
    const bad = await t.call(editor, qa.createScoreType, { rawBody: { name: 'x', weight: 0 } });
    expect(bad.json().details[0].field).toBe('body.weight');
  });

  it('refuses a grade value out of range on body.value', async () => {
    const value = await t.call(editor, qa.createScoreGrade, { rawBody: { name: 'y', value: 101 } });
    expect(value.json().details[0].field).toBe('body.value');
  });

  it('a reader cannot add a criterion (403)', async () => {
    expect((await t.call(reader, qa.createScoreType, { body: { name: 'No' } })).statusCode).toBe(403);
  });

  it('changes a criterion, its own name free to keep', async () => {
    const type = await t.callOk(editor, qa.createScoreType, { body: { name: 'Closing' } });
    const changed = await t.callOk(editor, qa.updateScoreType, {
      params: { id: type.id },
      body: { name: 'Closing', weight: 2, active: false },
    });
    expect(changed).toMatchObject({ weight: 2, active: false });
  });

  it('answers 404 for an unknown criterion', async () => {
    expect((await t.call(reader, qa.getScoreType, { params: { id: 999999 } })).statusCode).toBe(404);
  });

  it('writes an audit row for each change of a criterion', async () => {
    const type = await t.callOk(editor, qa.createScoreType, { body: { name: 'Empathy' } });
    await t.callOk(editor, qa.updateScoreType, { params: { id: type.id }, body: { name: 'Empathy', weight: 2 } });
    const { rows } = await t.database.pool.query(
      "SELECT count(*)::int AS n FROM audit_log WHERE entity = 'qa-score-type' AND entity_id = $1",
      [String(type.id)],
    );
    expect(rows[0].n).toBe(2);
  });
});
