import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

async function patchProfile(by: TestUser, userId: number, parts: Parameters<typeof form>[0]) {
  return t.as(by, { method: 'PATCH', url: `/api/employee-controller/profile/user/${userId}`, ...(await form(parts)) });
}

const profileUrl = (userId: number | string) => `/api/employee-controller/profile/user/${userId}`;

describe('GET /employee-controller/profile/user/{id}', () => {
  it('answers the own profile without any scope, in the spec’s shape', async () => {
    const me = await t.createUser();
    const res = await t.as(me, { method: 'GET', url: profileUrl(me.id) });
    expectStatus(res, 200);
    expect(res.json()).toEqual({
      _id: expect.any(Number),
      userId: me.id,
      personalDetails: { firstName: me.username, lastName: '', image: null },
      profileConfig: { enabledDarkTheme: false, showReviewedEscalations: false },
    });
  });

  it("answers someone else's profile only with users:users:read (404 otherwise)", async () => {
    const me = await t.createUser();
    const other = await t.createUser();
    expectStatus(await t.as(me, { method: 'GET', url: profileUrl(other.id) }), 404);
    expectStatus(await t.as(reader, { method: 'GET', url: profileUrl(other.id) }), 200);
    expectStatus(await t.as(reader, { method: 'GET', url: profileUrl(999999) }), 404);
    expectInvalid(await t.as(reader, { method: 'GET', url: profileUrl('me') }), 'params.id');
    expectStatus(await t.app.inject({ method: 'GET', url: profileUrl(other.id) }), 401);
  });
});

describe('POST /employee-controller/profile', () => {
  async function userWithoutProfile(): Promise<TestUser> {
    const u = await t.createUser();
    await t.database.pool.query('DELETE FROM profiles WHERE user_id = $1', [u.id]);
    return u;
  }
  const post = (by: TestUser, payload: object) =>
    t.as(by, { method: 'POST', url: '/api/employee-controller/profile', payload });

  it('creates one’s own profile (201); its names become the displayed name', async () => {
    const me = await userWithoutProfile();
    const res = await post(me, {
      userId: me.id,
      personalDetails: { firstName: 'Katherine', lastName: 'Johnson' },
      profileConfig: { enabledDarkTheme: true },
    });
    expectStatus(res, 201);
    expect(res.json()).toMatchObject({
      userId: me.id,
      personalDetails: { firstName: 'Katherine', lastName: 'Johnson', image: null },
      profileConfig: { enabledDarkTheme: true, showReviewedEscalations: false },
    });
    expect((await t.as(me, { method: 'GET', url: '/api/auth/me' })).json()).toMatchObject({
      name: 'Katherine Johnson',
      darkTheme: true,
      profileId: res.json()._id,
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
    expectInvalid(await post(editor, {}), 'body.userId');
    expectInvalid(await post(editor, { userId: other.id }), 'body.personalDetails');
    expectInvalid(
      await post(editor, { ...payload, personalDetails: { firstName: '', lastName: 'x' } }),
      'body.personalDetails.firstName',
    );
    expectInvalid(
      await post(editor, { ...payload, personalDetails: { firstName: 'A', lastName: 'x'.repeat(101) } }),
      'body.personalDetails.lastName',
    );
    expectInvalid(
      await post(editor, { ...payload, profileConfig: { enabledDarkTheme: 'yes' } }),
      'body.profileConfig.enabledDarkTheme',
    );
    expectStatus(await t.app.inject({ method: 'POST', url: '/api/employee-controller/profile', payload }), 401);
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
    const profile = res.json();
    expect(profile.personalDetails).toMatchObject({ firstName: 'Mary', lastName: 'Jackson' });
    expect(profile.personalDetails.image).toMatch(/^\/api\/internal-file-manager\/public\/[0-9a-f-]{36}\.png$/);

    const file = await t.app.inject({ method: 'GET', url: profile.personalDetails.image });
    expectStatus(file, 200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.rawPayload.equals(PNG)).toBe(true);

    const meNow = (await t.as(me, { method: 'GET', url: '/api/auth/me' })).json();
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
      expect(res.json().personalDetails.image).toMatch(new RegExp(`\\.${ext}$`));
    }
  });

  it('replacing or removing the picture deletes the old file', async () => {
    const me = await t.createUser();
    const first = (await patchProfile(me, me.id, { image: PNG })).json().personalDetails.image as string;
    const second = (await patchProfile(me, me.id, { image: GIF })).json().personalDetails.image as string;
    expectStatus(await t.app.inject({ method: 'GET', url: first }), 404);
    expectStatus(await t.app.inject({ method: 'GET', url: second }), 200);
    const removed = await patchProfile(me, me.id, { data: { removeImage: true } });
    expect(removed.json().personalDetails.image).toBeNull();
    expectStatus(await t.app.inject({ method: 'GET', url: second }), 404);
    expect(readdirSync(path.join(dataDir, 'files', 'public')).some((f) => second.endsWith(f))).toBe(false);
  });

  it('deleting the user deletes the picture too', async () => {
    const me = await t.createUser();
    const image = (await patchProfile(me, me.id, { image: PNG })).json().personalDetails.image as string;
    expectStatus(await t.as(admin, { method: 'DELETE', url: '/api/auth/users', payload: { id: me.id } }), 200);
    expectStatus(await t.app.inject({ method: 'GET', url: image }), 404);
  });

  it('refuses non-images (SVG included), oversized files, bad JSON and bad fields', async () => {
    const me = await t.createUser();
    expectInvalid(await patchProfile(me, me.id, { image: SVG, imageName: 'x.svg' }), 'body.image');
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
    const json = await t.as(me, { method: 'PATCH', url: profileUrl(me.id), payload: { personalDetails: {} } });
    expectInvalid(json, 'body');
    // Nothing was stored by the refused uploads.
    expect((await t.as(me, { method: 'GET', url: profileUrl(me.id) })).json().personalDetails.image).toBeNull();
  });

  it("edits someone else's profile only with users:users:update (404 otherwise), and is audited", async () => {
    const me = await t.createUser();
    const other = await t.createUser();
    expectStatus(await patchProfile(me, other.id, { data: { personalDetails: { firstName: 'X' } } }), 404);
    expectStatus(await patchProfile(reader, other.id, { data: {} }), 404);
    const res = await patchProfile(editor, other.id, { data: { personalDetails: { firstName: 'Edited' } } });
    expectStatus(res, 200);
    expectStatus(await patchProfile(editor, 999999, { data: {} }), 404);
    expectInvalid(await patchProfile(editor, 'x' as never, { data: {} }), 'params.id');
    const unauthenticated = await t.app.inject({
      method: 'PATCH',
      url: profileUrl(other.id),
      ...(await form({ data: {} })),
    });
    expectStatus(unauthenticated, 401);
    const { rows } = await t.database.pool.query(
      "SELECT before, after FROM audit_log WHERE entity = 'profile' AND entity_id = $1 ORDER BY id DESC LIMIT 1",
      [String(res.json()._id)],
    );
    expect(rows[0].after.personalDetails.firstName).toBe('Edited');
  });
});

describe('base profiles', () => {
  it('GET .../base and POST .../users-ids answer names and pictures to any signed-in user', async () => {
    const me = await t.createUser();
    const other = await t.createUser();
    const base = await t.as(me, { method: 'GET', url: `${profileUrl(other.id)}/base` });
    expectStatus(base, 200);
    expect(base.json()).toEqual({
      _id: expect.any(Number),
      userId: other.id,
      personalDetails: { firstName: other.username, lastName: '', image: null },
    });
    expectStatus(await t.as(me, { method: 'GET', url: `${profileUrl(999999)}/base` }), 404);
    expectInvalid(await t.as(me, { method: 'GET', url: `${profileUrl('x')}/base` }), 'params.id');

    const many = await t.as(me, {
      method: 'POST',
      url: '/api/employee-controller/profile/users-ids',
      payload: { ids: [other.id, me.id, 999999] },
    });
    expectStatus(many, 200);
    expect(many.json().map((p: { userId: number }) => p.userId)).toEqual([me.id, other.id].sort((a, b) => a - b));
    expectInvalid(
      await t.as(me, { method: 'POST', url: '/api/employee-controller/profile/users-ids', payload: { ids: [0] } }),
      'body.ids.0',
    );
    expectStatus(await t.app.inject({ method: 'GET', url: `${profileUrl(other.id)}/base` }), 401);
  });
});

describe('PATCH /employee-controller/profile/{id}/config', () => {
  it('changes one’s own settings (by profile id); GET /auth/me reflects them at once', async () => {
    const me = await t.createUser();
    const profileId = (await t.as(me, { method: 'GET', url: '/api/auth/me' })).json().profileId;
    const res = await t.as(me, {
      method: 'PATCH',
      url: `/api/employee-controller/profile/${profileId}/config`,
      payload: { enabledDarkTheme: true, showReviewedEscalations: true },
    });
    expectStatus(res, 200);
    expect(res.json().profileConfig).toEqual({ enabledDarkTheme: true, showReviewedEscalations: true });
    expect((await t.as(me, { method: 'GET', url: '/api/auth/me' })).json()).toMatchObject({
      darkTheme: true,
      showReviewedEscalations: true,
    });
    const off = await t.as(me, {
      method: 'PATCH',
      url: `/api/employee-controller/profile/${profileId}/config`,
      payload: { enabledDarkTheme: false },
    });
    expect(off.json().profileConfig).toEqual({ enabledDarkTheme: false, showReviewedEscalations: true });
  });

  it("refuses bad values, unknown profiles, and someone else's without users:users:update", async () => {
    const me = await t.createUser();
    const other = await t.createUser();
    const otherProfile = (await t.as(other, { method: 'GET', url: '/api/auth/me' })).json().profileId;
    const patch = (by: TestUser, id: number | string, payload: object) =>
      t.as(by, { method: 'PATCH', url: `/api/employee-controller/profile/${id}/config`, payload });
    expectStatus(await patch(me, otherProfile, { enabledDarkTheme: true }), 404);
    expectStatus(await patch(editor, otherProfile, { enabledDarkTheme: true }), 200);
    expectStatus(await patch(editor, 999999, {}), 404);
    expectInvalid(await patch(editor, otherProfile, { enabledDarkTheme: 'on' }), 'body.enabledDarkTheme');
    expectInvalid(await patch(editor, otherProfile, { showReviewedEscalations: 1 }), 'body.showReviewedEscalations');
    expectInvalid(await patch(editor, 'x', {}), 'params.id');
    expectStatus(
      await t.app.inject({
        method: 'PATCH',
        url: `/api/employee-controller/profile/${otherProfile}/config`,
        payload: {},
      }),
      401,
    );
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
    const res = await t.as(reader, { method: 'GET', url: `/api/employee-controller/profile?search=${tag}&take=1` });
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({ total: 2, page: 1, take: 1 });
    expect(res.json().items[0].userId).toBe(b.id);
    const full = await t.as(reader, { method: 'GET', url: `/api/employee-controller/profile?search=${tag}%20Beta` });
    expect(full.json().items.map((p: { userId: number }) => p.userId)).toEqual([a.id]);
    expectInvalid(
      await t.as(reader, { method: 'GET', url: '/api/employee-controller/profile?page=0' }),
      'querystring.page',
    );
    const me = await t.createUser();
    expectStatus(await t.as(me, { method: 'GET', url: '/api/employee-controller/profile' }), 403);
    expectStatus(await t.app.inject({ method: 'GET', url: '/api/employee-controller/profile' }), 401);
    expectStatus(await t.as(admin, { method: 'GET', url: '/api/employee-controller/profile' }), 200);
  });
});
