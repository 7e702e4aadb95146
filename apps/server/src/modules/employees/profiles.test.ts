import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BodyOf } from '@backoffice/contract';
import * as administration from '@backoffice/contract/modules/administration';
import * as auth from '@backoffice/contract/modules/auth';
import * as employees from '@backoffice/contract/modules/employees';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(16)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const MAX_UPLOAD = 64 * 1024;

let t: TestApp;
let dataDir: string;
let admin: TestUser;
let reader: TestUser;
let editor: TestUser;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'bo-files-'));
  t = await createTestApp({ config: { dataDir, maxUploadBytes: MAX_UPLOAD } });
  admin = await t.createUser({ isAdmin: true });
  reader = await t.createUser({ scopes: ['users:users:read'] });
  editor = await t.createUser({ scopes: ['users:users:update', 'users:users:create'] });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function expectStatus(res: LightMyRequestResponse, status: number): void {
  expect(res.statusCode, res.body).toBe(status);
}
function expectInvalid(res: LightMyRequestResponse, field: string): void {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
}

/** A multipart body built the way a browser's FormData is sent. */
async function form(parts: { data?: unknown; image?: Buffer; imageName?: string; field?: string }) {
  const body = new FormData();
  if (parts.data !== undefined)
    body.append('data', typeof parts.data === 'string' ? parts.data : JSON.stringify(parts.data));
  if (parts.image)
    body.append(parts.field ?? 'image', new Blob([new Uint8Array(parts.image)]), parts.imageName ?? 'me.png');
  const encoded = new Response(body);
  // Raw multipart: the bytes and their boundary, sent as they are.
  return {
    rawBody: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

async function patchProfile(by: TestUser | null, userId: number, parts: Parameters<typeof form>[0]) {
  return t.call(by, employees.updateProfile, { params: { id: userId }, ...(await form(parts)) });
}

const getProfile = (by: TestUser | null, id: number) => t.call(by, employees.getProfile, { params: { id } });

describe('GET /employee-controller/profile/user/{id}', () => {
  it('answers the own profile without any scope, in the spec’s shape', async () => {
    const me = await t.createUser();
    const res = await getProfile(me, me.id);
    expectStatus(res, 200);
    expect(res.reply()).toEqual({
      _id: expect.any(Number),
      userId: me.id,
      personalDetails: { firstName: me.username, lastName: '', image: null, birthDate: null },
      profileConfig: { enabledDarkTheme: false, showReviewedEscalations: false, birthdayVisibility: 'no-year' },
    });
  });

  it("answers someone else's profile only with users:users:read (404 otherwise)", async () => {
    const me = await t.createUser();
    const other = await t.createUser();
    expectStatus(await getProfile(me, other.id), 404);
    expectStatus(await getProfile(reader, other.id), 200);
    expectStatus(await getProfile(reader, 999999), 404);
    expectInvalid(await t.call(reader, employees.getProfile, { rawParams: { id: 'me' } }), 'params.id');
    expectStatus(await getProfile(null, other.id), 401);
  });
});

describe('POST /employee-controller/profile', () => {
  async function userWithoutProfile(): Promise<TestUser> {
    const u = await t.createUser();
    await t.database.pool.query('DELETE FROM profiles WHERE user_id = $1', [u.id]);
    return u;
  }
  const post = (by: TestUser, body: BodyOf<typeof employees.createProfile>) =>
    t.call(by, employees.createProfile, { body });
  const postRaw = (by: TestUser, payload: object) => t.call(by, employees.createProfile, { rawBody: payload });

  it('creates one’s own profile (201); its names become the displayed name', async () => {
    const me = await userWithoutProfile();
    const res = await post(me, {
      userId: me.id,
      personalDetails: { firstName: 'Katherine', lastName: 'Johnson' },
      profileConfig: { enabledDarkTheme: true },
    });
    expectStatus(res, 201);
    expect(res.reply()).toMatchObject({
      userId: me.id,
      personalDetails: { firstName: 'Katherine', lastName: 'Johnson', image: null, birthDate: null },
      profileConfig: { enabledDarkTheme: true, showReviewedEscalations: false, birthdayVisibility: 'no-year' },
    });
    expect((await t.call(me, auth.me)).reply()).toMatchObject({
      name: 'Katherine Johnson',
      darkTheme: true,
      profileId: res.reply()._id,
    });
  });

  it("creates someone else's only with users:users:create; 409 when there is one; 400 on bad input", async () => {
    const me = await t.createUser();
    const other = await userWithoutProfile();
    const payload = { userId: other.id, personalDetails: { firstName: 'Dorothy', lastName: 'Vaughan' } };
    expectStatus(await post(me, payload), 404);
    expectStatus(await post(editor, payload), 201);
    const again = await post(editor, payload);
    expectStatus(again, 409);
    expect(again.json().details[0].field).toBe('body.userId');
    expectStatus(await post(editor, { ...payload, userId: 999999 }), 404);
    expectInvalid(await postRaw(editor, {}), 'body.userId');
    expectInvalid(await postRaw(editor, { userId: other.id }), 'body.personalDetails');
    expectInvalid(
      await post(editor, { ...payload, personalDetails: { firstName: '', lastName: 'x' } }),
      'body.personalDetails.firstName',
    );
    expectInvalid(
      await post(editor, { ...payload, personalDetails: { firstName: 'A', lastName: 'x'.repeat(101) } }),
      'body.personalDetails.lastName',
    );
    expectInvalid(
      await postRaw(editor, { ...payload, profileConfig: { enabledDarkTheme: 'yes' } }),
      'body.profileConfig.enabledDarkTheme',
    );
    expectStatus(await t.call(null, employees.createProfile, { body: payload }), 401);
  });
});

describe('PATCH /employee-controller/profile/user/{id} (multipart)', () => {
  it('stores the picture, serves it from the public file path, and GET /auth/me shows it and the new name', async () => {
    const me = await t.createUser();
    const res = await patchProfile(me, me.id, {
      data: { personalDetails: { firstName: 'Mary', lastName: 'Jackson' } },
      image: PNG,
      imageName: 'portrait.exe',
    });
    expectStatus(res, 200);
    const profile = res.reply();
    expect(profile.personalDetails).toMatchObject({ firstName: 'Mary', lastName: 'Jackson' });
    expect(profile.personalDetails.image).toMatch(/^\/api\/internal-file-manager\/public\/[0-9a-f-]{36}\.png$/);

    // The stored link itself, as the browser follows it.
    const file = await t.app.inject({ method: 'GET', url: profile.personalDetails.image! });
    expectStatus(file, 200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.rawPayload.equals(PNG)).toBe(true);

    const meNow = (await t.call(me, auth.me)).reply();
    expect(meNow).toMatchObject({ name: 'Mary Jackson', profileImage: profile.personalDetails.image });
  });

  it('takes PNG, JPEG, WebP and GIF by their bytes, whatever the file is called', async () => {
    const me = await t.createUser();
    for (const [bytes, ext] of [
      [GIF, 'gif'],
      [WEBP, 'webp'],
      [JPEG, 'jpg'],
    ] as const) {
      const res = await patchProfile(me, me.id, { image: bytes, imageName: 'x.png' });
      expectStatus(res, 200);
      expect(res.reply().personalDetails.image).toMatch(new RegExp(`\\.${ext}$`));
    }
  });

  it('replacing or removing the picture deletes the old file', async () => {
    const me = await t.createUser();
    const first = (await patchProfile(me, me.id, { image: PNG })).reply().personalDetails.image!;
    const second = (await patchProfile(me, me.id, { image: GIF })).reply().personalDetails.image!;
    expectStatus(await t.app.inject({ method: 'GET', url: first }), 404);
    expectStatus(await t.app.inject({ method: 'GET', url: second }), 200);
    const removed = await patchProfile(me, me.id, { data: { removeImage: true } });
    expect(removed.reply().personalDetails.image).toBeNull();
    expectStatus(await t.app.inject({ method: 'GET', url: second }), 404);
    // Stored under the id in the link (core/files); the bytes went with the row.
    const id = second.match(/([0-9a-f-]{36})\.gif$/)![1]!;
    expect(readdirSync(path.join(dataDir, 'files', 'objects', id.slice(0, 2))).includes(id)).toBe(false);
  });

  it('deleting the user deletes the picture too', async () => {
    const me = await t.createUser();
    const image = (await patchProfile(me, me.id, { image: PNG })).reply().personalDetails.image!;
    expectStatus(await t.call(admin, administration.deleteUser, { body: { id: me.id } }), 200);
    expectStatus(await t.app.inject({ method: 'GET', url: image }), 404);
  });

  it('refuses non-images (SVG included), oversized files, bad JSON and bad fields', async () => {
    const me = await t.createUser();
    expectInvalid(await patchProfile(me, me.id, { image: SVG, imageName: 'x.svg' }), 'body.image');
    expectInvalid(await patchProfile(me, me.id, { image: PNG, imageName: '../../me.png' }), 'body.image');
    expectInvalid(await patchProfile(me, me.id, { image: Buffer.from('plain text') }), 'body.image');
    expectInvalid(await patchProfile(me, me.id, { image: Buffer.alloc(0) }), 'body.image');
    expectInvalid(await patchProfile(me, me.id, { image: PNG, field: 'avatar' }), 'body.avatar');
    const big = await patchProfile(me, me.id, { image: Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD)]) });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
    expectInvalid(await patchProfile(me, me.id, { data: '{not json' }), 'body.data');
    expectInvalid(
      await patchProfile(me, me.id, { data: { personalDetails: { firstName: '' } } }),
      'body.data.personalDetails.firstName',
    );
    expectInvalid(await patchProfile(me, me.id, { data: { removeImage: 'yes' } }), 'body.data.removeImage');
    const json = await t.call(me, employees.updateProfile, {
      params: { id: me.id },
      rawBody: { personalDetails: {} },
    });
    expectInvalid(json, 'body');
    // Nothing was stored by the refused uploads.
    expect((await getProfile(me, me.id)).reply().personalDetails.image).toBeNull();
  });

  it('keeps a birth date (not in the future), clears it with null, and leaves the names as they are', async () => {
    const me = await t.createUser();
    const res = await patchProfile(me, me.id, { data: { personalDetails: { birthDate: '1990-02-14' } } });
    expectStatus(res, 200);
    expect(res.reply().personalDetails).toMatchObject({ firstName: me.username, birthDate: '1990-02-14' });
    expectInvalid(
      await patchProfile(me, me.id, { data: { personalDetails: { birthDate: '2999-01-01' } } }),
      'body.data.personalDetails.birthDate',
    );
    expectInvalid(
      await patchProfile(me, me.id, { data: { personalDetails: { birthDate: '1990-02-30' } } }),
      'body.data.personalDetails.birthDate',
    );
    const config = await t.call(me, employees.updateProfileConfig, {
      params: { id: res.reply()._id },
      body: { birthdayVisibility: 'hidden' },
    });
    expect(config.reply().profileConfig.birthdayVisibility).toBe('hidden');
    expectInvalid(
      await t.call(me, employees.updateProfileConfig, {
        params: { id: res.reply()._id },
        rawBody: { birthdayVisibility: 'friends' },
      }),
      'body.birthdayVisibility',
    );
    const cleared = await patchProfile(me, me.id, { data: { personalDetails: { birthDate: null } } });
    expect(cleared.reply().personalDetails.birthDate).toBeNull();
  });

  it("edits someone else's profile only with users:users:update (404 otherwise), and is audited", async () => {
    const me = await t.createUser();
    const other = await t.createUser();
    expectStatus(await patchProfile(me, other.id, { data: { personalDetails: { firstName: 'X' } } }), 404);
    expectStatus(await patchProfile(reader, other.id, { data: {} }), 404);
    const res = await patchProfile(editor, other.id, { data: { personalDetails: { firstName: 'Edited' } } });
    expectStatus(res, 200);
    expectStatus(await patchProfile(editor, 999999, { data: {} }), 404);
    expectInvalid(
      await t.call(editor, employees.updateProfile, { rawParams: { id: 'x' }, ...(await form({ data: {} })) }),
      'params.id',
    );
    const unauthenticated = await patchProfile(null, other.id, { data: {} });
    expectStatus(unauthenticated, 401);
    const { rows } = await t.database.pool.query(
      "SELECT before, after FROM audit_log WHERE entity = 'profile' AND entity_id = $1 ORDER BY id DESC LIMIT 1",
      [String(res.reply()._id)],
    );
    expect(rows[0].after.personalDetails.firstName).toBe('Edited');
  });
});

describe('base profiles', () => {
  it('GET .../base and POST .../users-ids answer names and pictures to any signed-in user', async () => {
    const me = await t.createUser();
    const other = await t.createUser();
    const base = await t.call(me, employees.getBaseProfile, { params: { id: other.id } });
    expectStatus(base, 200);
    expect(base.reply()).toEqual({
      _id: expect.any(Number),
      userId: other.id,
      personalDetails: { firstName: other.username, lastName: '', image: null },
    });
    expectStatus(await t.call(me, employees.getBaseProfile, { params: { id: 999999 } }), 404);
    expectInvalid(await t.call(me, employees.getBaseProfile, { rawParams: { id: 'x' } }), 'params.id');

    const many = await t.call(me, employees.profilesByUserIds, { body: { ids: [other.id, me.id, 999999] } });
    expectStatus(many, 200);
    expect(many.reply().map((p) => p.userId)).toEqual([me.id, other.id].sort((a, b) => a - b));
    expectInvalid(await t.call(me, employees.profilesByUserIds, { body: { ids: [0] } }), 'body.ids.0');
    expectStatus(await t.call(null, employees.getBaseProfile, { params: { id: other.id } }), 401);
  });
});

describe('PATCH /employee-controller/profile/{id}/config', () => {
  it('changes one’s own settings (by profile id); GET /auth/me reflects them at once', async () => {
    const me = await t.createUser();
    const profileId = (await t.call(me, auth.me)).reply().profileId;
    const res = await t.call(me, employees.updateProfileConfig, {
      params: { id: profileId },
      body: { enabledDarkTheme: true, showReviewedEscalations: true },
    });
    expectStatus(res, 200);
    expect(res.reply().profileConfig).toEqual({
      enabledDarkTheme: true,
      showReviewedEscalations: true,
      birthdayVisibility: 'no-year',
    });
    expect((await t.call(me, auth.me)).reply()).toMatchObject({
      darkTheme: true,
      showReviewedEscalations: true,
    });
    const off = await t.call(me, employees.updateProfileConfig, {
      params: { id: profileId },
      body: { enabledDarkTheme: false },
    });
    expect(off.reply().profileConfig).toEqual({
      enabledDarkTheme: false,
      showReviewedEscalations: true,
      birthdayVisibility: 'no-year',
    });
  });

  it("refuses bad values, unknown profiles, and someone else's without users:users:update", async () => {
    const me = await t.createUser();
    const other = await t.createUser();
    const otherProfile = (await t.call(other, auth.me)).reply().profileId;
    const patch = (by: TestUser, id: number, payload: object) =>
      t.call(by, employees.updateProfileConfig, { params: { id }, rawBody: payload });
    expectStatus(await patch(me, otherProfile, { enabledDarkTheme: true }), 404);
    expectStatus(await patch(editor, otherProfile, { enabledDarkTheme: true }), 200);
    expectStatus(await patch(editor, 999999, {}), 404);
    expectInvalid(await patch(editor, otherProfile, { enabledDarkTheme: 'on' }), 'body.enabledDarkTheme');
    expectInvalid(await patch(editor, otherProfile, { showReviewedEscalations: 1 }), 'body.showReviewedEscalations');
    expectInvalid(
      await t.call(editor, employees.updateProfileConfig, { rawParams: { id: 'x' }, body: {} }),
      'params.id',
    );
    expectStatus(await t.call(null, employees.updateProfileConfig, { params: { id: otherProfile }, body: {} }), 401);
  });
});

describe('GET /employee-controller/profile', () => {
  it('pages profiles by name with search, for holders of users:users:read', async () => {
    const tag = `Zz${Date.now().toString(36)}`;
    const a = await t.createUser();
    const b = await t.createUser();
    await t.database.pool.query('UPDATE profiles SET first_name = $2, last_name = $3 WHERE user_id = $1', [
      a.id,
      tag,
      'Beta',
    ]);
    await t.database.pool.query('UPDATE profiles SET first_name = $2, last_name = $3 WHERE user_id = $1', [
      b.id,
      tag,
      'Alpha',
    ]);
    const res = await t.call(reader, employees.listProfiles, { query: { search: tag, take: 1 } });
    expectStatus(res, 200);
    expect(res.reply()).toMatchObject({ total: 2, page: 1, take: 1 });
    expect(res.reply().items[0]!.userId).toBe(b.id);
    const full = await t.call(reader, employees.listProfiles, { query: { search: `${tag} Beta` } });
    expect(full.reply().items.map((p) => p.userId)).toEqual([a.id]);
    expectInvalid(await t.call(reader, employees.listProfiles, { query: { page: 0 } }), 'querystring.page');
    const me = await t.createUser();
    expectStatus(await t.call(me, employees.listProfiles), 403);
    expectStatus(await t.call(null, employees.listProfiles), 401);
    expectStatus(await t.call(admin, employees.listProfiles), 200);
  });
});
