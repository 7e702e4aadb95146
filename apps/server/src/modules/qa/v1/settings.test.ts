// QC v1's settings calls (docs/qa.md "QC v1"): tags, score types, score grades and ticket cron filters are
// QC v2's rows, edited by v2's rules through either generation.
import * as qa from '@backoffice/contract/modules/qa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/helpers.js';
import { type QaApp, qaApp } from '../testing/qa-app.js';

let app: QaApp;
let editor: TestUser;
let reader: TestUser;
let manager: TestUser;

beforeAll(async () => {
  app = await qaApp();
  editor = await app.t.createUser({
    scopes: ['qa:tag:*', 'qa:score:type:*', 'qa:score:grade:*'],
  });
  reader = await app.t.createUser({ scopes: ['qa:tag:read', 'qa:score:type:read', 'qa:score:grade:read'] });
  manager = await app.t.createUser({ scopes: ['qa:manager'] });
});
afterAll(() => app.close());

const names = (list: { name: string }[]) => list.map((x) => x.name);

describe('QC v1 tags', () => {
  it('makes a tag v2 reads, and reads one v2 made', async () => {
    const made = await app.t.callOk(editor, qa.v1CreateTag, { body: { name: 'Migration' } });
    expect(await app.t.callOk(reader, qa.getTag, { params: { id: made.id } })).toEqual(made);
    expect(await app.t.callOk(reader, qa.v1GetTag, { params: { id: app.refund.id } })).toEqual(app.refund);
  });

  it('offers only the active tags, and all of them on /all', async () => {
    await app.t.callOk(editor, qa.v1CreateTag, { body: { name: 'Retired', active: false } });
    expect(names(await app.t.callOk(reader, qa.v1ListActiveTags))).not.toContain('Retired');
    expect(names(await app.t.callOk(reader, qa.v1ListAllTags))).toContain('Retired');
    expect(await app.t.callOk(reader, qa.v1ListAllTags)).toEqual(await app.t.callOk(reader, qa.listAllTags));
  });

  it('shows a v1 edit through v2 and a v2 edit through v1', async () => {
    const tag = await app.t.callOk(editor, qa.createTag, { body: { name: 'Speed' } });
    await app.t.callOk(editor, qa.v1UpdateTag, { params: { id: tag.id }, body: { name: 'Performance' } });
    expect((await app.t.callOk(reader, qa.getTag, { params: { id: tag.id } })).name).toBe('Performance');
    await app.t.callOk(editor, qa.updateTag, { params: { id: tag.id }, body: { name: 'Slowness' } });
    expect((await app.t.callOk(reader, qa.v1GetTag, { params: { id: tag.id } })).name).toBe('Slowness');
  });

  it('refuses another tag’s name in any case, as v2 (409 naming the name)', async () => {
    const res = await app.t.call(editor, qa.v1CreateTag, { body: { name: 'refund' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'QA_NAME_TAKEN', details: [{ field: 'body.name' }] });
  });

  it('deletes a tag for v2 too', async () => {
    const tag = await app.t.callOk(editor, qa.v1CreateTag, { body: { name: 'Gone' } });
    await app.t.callOk(editor, qa.v1DeleteTag, { params: { id: tag.id } });
    expect((await app.t.call(reader, qa.getTag, { params: { id: tag.id } })).statusCode).toBe(404);
  });

  it('keeps v2’s scopes: a reader neither adds nor deletes (403)', async () => {
    expect((await app.t.call(reader, qa.v1CreateTag, { body: { name: 'Nope' } })).statusCode).toBe(403);
    expect((await app.t.call(reader, qa.v1DeleteTag, { params: { id: app.refund.id } })).statusCode).toBe(403);
  });
});

describe('QC v1 score types and grades', () => {
  it('lists the scorecard v2 lists', async () => {
    expect(await app.t.callOk(reader, qa.v1ListScoreTypes)).toEqual(await app.t.callOk(reader, qa.listScoreTypes));
    expect(await app.t.callOk(reader, qa.v1ListScoreGrades)).toEqual(await app.t.callOk(reader, qa.listScoreGrades));
  });

  it('adds a criterion v2 grades with, and changes it for v2', async () => {
    const type = await app.t.callOk(editor, qa.v1CreateScoreType, { body: { name: 'Tone', weight: 2 } });
    expect(await app.t.callOk(reader, qa.getScoreType, { params: { id: type.id } })).toEqual(type);
    await app.t.callOk(editor, qa.v1UpdateScoreType, {
      params: { id: type.id },
      body: { name: 'Tone', weight: 2, active: false },
    });
    expect(names(await app.t.callOk(reader, qa.listScoreTypes))).toContain('Tone');
    expect((await app.t.callOk(reader, qa.getScoreType, { params: { id: type.id } })).active).toBe(false);
  });

  it('adds and changes a grade for v2, one grade per key (409 naming the key)', async () => {
    const grade = await app.t.callOk(editor, qa.v1CreateScoreGrade, { body: { name: 'Fair', value: 50 } });
    await app.t.callOk(editor, qa.v1UpdateScoreGrade, { params: { id: grade.id }, body: { name: 'Fair', value: 55 } });
    expect((await app.t.callOk(reader, qa.getScoreGrade, { params: { id: grade.id } })).value).toBe(55);
    const res = await app.t.call(editor, qa.v1CreateScoreGrade, { body: { name: 'Clash', value: 60, shortcut: 1 } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ details: [{ field: 'body.shortcut' }] });
  });

  it('keeps v2’s scopes: a reader changes no criterion (403)', async () => {
    const res = await app.t.call(reader, qa.v1UpdateScoreType, {
      params: { id: app.greeting.id },
      body: { name: 'Greeting', weight: 9 },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('QC v1 ticket cron', () => {
  it('makes a filter from its keyword alone, v2’s defaults for the rest and the keyword as its name', async () => {
    const made = await app.t.callOk(manager, qa.v1CreateCronConfig, { body: { value: 'certificate' } });
    expect(made).toMatchObject({
      name: 'certificate',
      value: 'certificate',
      active: true,
      department: '',
      status: '',
      clientKind: null,
      sampleRate: 100,
      schedule: '*/30 * * * *',
    });
    expect(await app.t.callOk(manager, qa.getCronConfig, { params: { id: made.id } })).toEqual(made);
  });

  it('changes only the keyword on PATCH, keeping what v2 set', async () => {
    const made = await app.t.callOk(manager, qa.createCronConfig, {
      body: { name: 'Billing', value: 'invoice', department: 'Billing', sampleRate: 20 },
    });
    const changed = await app.t.callOk(manager, qa.v1UpdateCronConfig, {
      params: { id: made.id },
      body: { value: 'refund' },
    });
    expect(changed).toMatchObject({ name: 'Billing', value: 'refund', department: 'Billing', sampleRate: 20 });
    expect(await app.t.callOk(manager, qa.getCronConfig, { params: { id: made.id } })).toEqual(changed);
  });

  it('refuses a PATCH without the keyword (400 naming it)', async () => {
    const made = await app.t.callOk(manager, qa.v1CreateCronConfig, { body: { value: 'dns' } });
    const res = await app.t.call(manager, qa.v1UpdateCronConfig, { params: { id: made.id }, body: {} as never });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('body.value');
  });

  it('lists and deletes the filters v2 lists', async () => {
    const made = await app.t.callOk(manager, qa.v1CreateCronConfig, { body: { value: 'mail' } });
    expect(await app.t.callOk(manager, qa.v1ListCronConfigs)).toEqual(await app.t.callOk(manager, qa.listCronConfigs));
    await app.t.callOk(manager, qa.v1DeleteCronConfig, { params: { id: made.id } });
    expect((await app.t.call(manager, qa.getCronConfig, { params: { id: made.id } })).statusCode).toBe(404);
  });

  it('is for QC managers only (403)', async () => {
    expect((await app.t.call(reader, qa.v1ListCronConfigs)).statusCode).toBe(403);
    expect((await app.t.call(reader, qa.v1CreateCronConfig, { body: { value: 'x' } })).statusCode).toBe(403);
  });
});
