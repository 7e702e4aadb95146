// The feedback vocabulary (docs/dossier.md "Feedback"): categories and types are editable, one rule per test.
import * as dossier from '@backoffice/contract/modules/dossier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { giveDossier } from './testing/feedbacks.js';

let t: TestApp;
let editor: TestUser; // dossier:feedback:update
let remover: TestUser; // dossier:feedback:delete
let reader: TestUser; // dossier:feedback:read
let writer: TestUser; // gives feedback to everyone
let agent: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  editor = await t.createUser({ scopes: ['dossier:feedback:read', 'dossier:feedback:update'] });
  remover = await t.createUser({ scopes: ['dossier:feedback:read', 'dossier:feedback:delete'] });
  reader = await t.createUser({ scopes: ['dossier:feedback:read'] });
  writer = await t.createUser({ scopes: ['dossier:feedback:create', 'dossier:user:update'] });
  agent = await t.createUser();
  await giveDossier(t, agent.id);
});
afterAll(() => t.close());

describe('feedback categories and types', () => {
  it('an editor adds a category, which is then offered in the list and read by id', async () => {
    const created = await t.callOk(editor, dossier.createDossierFeedbackCategory, { body: { name: 'Ownership' } });
    const all = await t.callOk(reader, dossier.listDossierFeedbackCategories);
    expect(all.map((c) => c.name)).toContain('Ownership');
    expect(await t.callOk(reader, dossier.getDossierFeedbackCategory, { params: { id: created.id } })).toEqual(created);
  });

  it('an editor adds a type with its tone and changes it', async () => {
    const created = await t.callOk(editor, dossier.createDossierFeedbackType, {
      body: { name: 'Kudos', tone: 'praise' },
    });
    const changed = await t.callOk(editor, dossier.updateDossierFeedbackType, {
      params: { id: created.id },
      body: { name: 'Heads-up', tone: 'warning' },
    });
    expect(changed).toEqual({ id: created.id, name: 'Heads-up', tone: 'warning' });
  });

  it('a name taken in another case is refused on the name field', async () => {
    const res = await t.call(editor, dossier.createDossierFeedbackCategory, { body: { name: 'communication' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().details).toEqual([
      { field: 'body.name', message: expect.stringMatching(/with this name exists/) },
    ]);
  });

  it('an empty name or an unknown tone is a 400 naming the field', async () => {
    const empty = await t.call(editor, dossier.createDossierFeedbackCategory, { body: { name: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual([{ field: 'body.name', message: 'is required' }]);
    const tone = await t.as(editor, {
      method: 'POST',
      url: '/api/dossier-controller/feedback-types',
      payload: { name: 'Odd', tone: 'shouting' },
    });
    expect(tone.statusCode).toBe(400);
    expect(tone.json().details[0].field).toBe('body.tone');
  });

  it('a reader may not add, and an editor may not delete', async () => {
    const add = await t.call(reader, dossier.createDossierFeedbackCategory, { body: { name: 'Read only' } });
    expect(add.statusCode).toBe(403);
    const created = await t.callOk(editor, dossier.createDossierFeedbackCategory, { body: { name: 'Short-lived' } });
    const remove = await t.call(editor, dossier.deleteDossierFeedbackCategory, { params: { id: created.id } });
    expect(remove.statusCode).toBe(403);
  });

  it('an unused category is deleted', async () => {
    const created = await t.callOk(editor, dossier.createDossierFeedbackCategory, { body: { name: 'Unused' } });
    expect(await t.callOk(remover, dossier.deleteDossierFeedbackCategory, { params: { id: created.id } })).toEqual({
      id: created.id,
    });
    const gone = await t.call(reader, dossier.getDossierFeedbackCategory, { params: { id: created.id } });
    expect(gone.statusCode).toBe(404);
  });

  it('a type in use is not deleted: 409 with how many feedbacks use it, and it stays', async () => {
    const type = await t.callOk(editor, dossier.createDossierFeedbackType, {
      body: { name: 'Used', tone: 'improvement' },
    });
    const [category] = await t.callOk(reader, dossier.listDossierFeedbackCategories);
    for (const content of ['One', 'Two']) {
      await t.callOk(writer, dossier.createDossierFeedback, {
        body: { userId: agent.id, categoryId: category!.id, typeId: type.id, content, visibility: 'private' },
      });
    }
    const res = await t.call(remover, dossier.deleteDossierFeedbackType, { params: { id: type.id } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'DOSSIER_VOCABULARY_IN_USE',
      message: expect.stringMatching(/used by 2 feedbacks/),
    });
    expect((await t.callOk(reader, dossier.listDossierFeedbackTypes)).map((x) => x.id)).toContain(type.id);
  });

  it('a renamed category is what its feedback shows', async () => {
    const category = await t.callOk(editor, dossier.createDossierFeedbackCategory, { body: { name: 'Old name' } });
    const [type] = await t.callOk(reader, dossier.listDossierFeedbackTypes);
    const feedback = await t.callOk(writer, dossier.createDossierFeedback, {
      body: { userId: agent.id, categoryId: category.id, typeId: type!.id, content: 'x', visibility: 'private' },
    });
    await t.callOk(editor, dossier.updateDossierFeedbackCategory, {
      params: { id: category.id },
      body: { name: 'New name' },
    });
    const read = await t.callOk(reader, dossier.getDossierFeedback, { params: { id: feedback.id } });
    expect(read.category).toEqual({ id: category.id, name: 'New name' });
  });
});
