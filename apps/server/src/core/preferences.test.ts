// Preferences that modules declare (core/preferences.ts): stored apart from the profile, read with
// their defaults, written only when a module declares them, each name owned by one module.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test/helpers.js';
import { declarePreferences, preferenceOf, preferencesOf, setPreferences } from './preferences.js';

let t: TestApp;
let ada: TestUser;
let bo: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.createUser();
  bo = await t.createUser();
});
afterAll(() => t?.close());

describe('module preferences', () => {
  it("give every declared preference its default until the person sets it (QC's and the event calendar's)", async () => {
    expect((await preferencesOf(t.app.ctx.db, [ada.id])).get(ada.id)).toEqual({
      showReviewedEscalations: false,
      birthdayVisibility: 'no-year',
    });
  });

  it("keep each person's own values, read for many people at once", async () => {
    await setPreferences(t.app.ctx.db, ada.id, { birthdayVisibility: 'hidden' });
    await setPreferences(t.app.ctx.db, ada.id, { birthdayVisibility: 'full', showReviewedEscalations: true });
    const both = await preferencesOf(t.app.ctx.db, [ada.id, bo.id]);
    expect(both.get(ada.id)).toEqual({ showReviewedEscalations: true, birthdayVisibility: 'full' });
    expect(both.get(bo.id)).toEqual({ showReviewedEscalations: false, birthdayVisibility: 'no-year' });
    expect(await preferenceOf(t.app.ctx.db, ada.id, 'birthdayVisibility')).toBe('full');
  });

  it('refuse a preference no module declares, and a value its schema refuses', async () => {
    await expect(setPreferences(t.app.ctx.db, bo.id, { colourOfTheDay: 'blue' })).rejects.toThrow(
      'No module declares the preference colourOfTheDay',
    );
    await expect(setPreferences(t.app.ctx.db, bo.id, { birthdayVisibility: 'friends' })).rejects.toThrow();
    expect((await preferencesOf(t.app.ctx.db, [bo.id])).get(bo.id)!.birthdayVisibility).toBe('no-year');
  });

  it('read a stored value its module no longer accepts as the default', async () => {
    await t.database.pool.query(
      `INSERT INTO user_preferences (user_id, name, value) VALUES ($1, 'birthdayVisibility', '"sideways"')`,
      [bo.id],
    );
    expect(await preferenceOf(t.app.ctx.db, bo.id, 'birthdayVisibility')).toBe('no-year');
  });

  it('belong to one module each: a second module declaring the same name is refused', () => {
    expect(() => declarePreferences('tracker', { birthdayVisibility: { schema: {} as never, default: 'x' } })).toThrow(
      'The preference birthdayVisibility is declared by events and tracker',
    );
  });

  it('go with the person: deleting the user deletes them', async () => {
    const gone = await t.createUser();
    await setPreferences(t.app.ctx.db, gone.id, { showReviewedEscalations: true });
    await t.database.pool.query('DELETE FROM users WHERE id = $1', [gone.id]);
    const { rows } = await t.database.pool.query('SELECT 1 FROM user_preferences WHERE user_id = $1', [gone.id]);
    expect(rows).toEqual([]);
  });
});
