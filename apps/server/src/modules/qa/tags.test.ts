// QC tags (docs/qa.md "The scorecard"): active ones offered, all listed, renamed, deleted.
import * as qa from '@backoffice/contract/modules/qa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';

let t: TestApp;
let editor: TestUser;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  editor = await t.createUser({ scopes: ['qa:tag:read', 'qa:tag:create', 'qa:tag:update', 'qa:tag:delete'] });
  reader = await t.createUser({ scopes: ['qa:tag:read'] });
});
afterAll(() => t.close());

const names = (tags: qa.Tag[]) => tags.map((x) => x.name);

describe('tags', () => {
  it('offers only the active tags', async () => {
    await t.callOk(editor, qa.createTag, { body: { name: 'Refund' } });
    await t.callOk(editor, qa.createTag, { body: { name: 'Upsell', active: false } });
    expect(names(await t.callOk(reader, qa.listActiveTags))).toContain('Refund');
    expect(names(await t.callOk(reader, qa.listActiveTags))).not.toContain('Upsell');
  });

  it('lists every tag, active or not, with all', async () => {
    await t.callOk(editor, qa.createTag, { body: { name: 'Billing' } });
    await t.callOk(editor, qa.createTag, { body: { name: 'Churn', active: false } });
    expect(names(await t.callOk(reader, qa.listAllTags))).toEqual(expect.arrayContaining(['Billing', 'Churn']));
  });

  it('renames and reactivates a tag', async () => {
    const tag = await t.callOk(editor, qa.createTag, { body: { name: 'Upgrade old', active: false } });
    const renamed = await t.callOk(editor, qa.updateTag, {
      params: { id: tag.id },
      body: { name: 'Upgrade', active: true },
    });
    expect(renamed).toMatchObject({ name: 'Upgrade', active: true });
  });

  it('refuses another tag’s name in any case (409)', async () => {
    await t.callOk(editor, qa.createTag, { body: { name: 'Outage' } });
    const tag = await t.callOk(editor, qa.createTag, { body: { name: 'Downtime' } });
    expect((await t.call(editor, qa.updateTag, { params: { id: tag.id }, body: { name: 'outage' } })).statusCode).toBe(
      409,
    );
  });

  it('a reader cannot delete a tag (403)', async () => {
    const tag = await t.callOk(editor, qa.createTag, { body: { name: 'Keep me' } });
    expect((await t.call(reader, qa.deleteTag, { params: { id: tag.id } })).statusCode).toBe(403);
  });

  it('a deleted tag answers 404', async () => {
    const tag = await t.callOk(editor, qa.createTag, { body: { name: 'Gone' } });
    await t.callOk(editor, qa.deleteTag, { params: { id: tag.id } });
    expect((await t.call(reader, qa.getTag, { params: { id: tag.id } })).statusCode).toBe(404);
  });
});
