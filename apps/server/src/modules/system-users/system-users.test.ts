// System users through the API (spec §7 "System users"): each field's rule answers a 400 naming the
// field, names, uids and homes are unique per server (409), the list's search and its search[] of
// ids, edits, deletes, and the scope of each call.
import * as hosting from '@backoffice/contract/modules/hosting';
import * as api from '@backoffice/contract/modules/system-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ed25519Key } from './ssh-keys.js';
import { type SystemUsersApp, startSystemUsersApp } from './testing/system-users-app.js';

let s: SystemUsersApp;
let serverId: number;
beforeAll(async () => {
  s = await startSystemUsersApp();
  serverId = (await s.newServer('su-main')).id;
}, 120_000);
afterAll(() => s?.t.close());

const refusal = async (body: Record<string, unknown>) => {
  const res = await s.t.call(s.operator, api.createSystemUser, { body: { serverId, ...body } as never });
  return { status: res.statusCode, details: res.json().details as { field: string; message: string }[] };
};

describe('a new system user', () => {
  it('gets the defaults: the next uid from 2000, /home/<name>, bash, its own group', async () => {
    const user = await s.create({ serverId, username: 'alice' });
    expect(user).toMatchObject({
      server: { id: serverId, name: 'su-main' },
      username: 'alice',
      uid: 2000,
      gid: 2000,
      home: '/home/alice',
      shell: '/bin/bash',
      groups: [],
      keys: [],
      comment: '',
      locked: false,
    });
    expect((await s.create({ serverId, username: 'bob' })).uid).toBe(2001);
  });

  it('takes the next free uid, filling a gap', async () => {
    const server = await s.newServer('su-gaps');
    await s.create({ serverId: server.id, username: 'u1', uid: 2000 });
    await s.create({ serverId: server.id, username: 'u3', uid: 2002 });
    expect((await s.create({ serverId: server.id, username: 'u2' })).uid).toBe(2001);
    expect((await s.create({ serverId: server.id, username: 'u4' })).uid).toBe(2003);
  });

  it('keeps a given uid, home, shell, groups, comment and lock', async () => {
    const user = await s.create({
      serverId,
      username: 'web_shop',
      uid: 1500,
      home: '/var/www/shop',
      shell: '/usr/sbin/nologin',
      groups: ['www-sftp', 'deployers'],
      comment: 'Shop, Room 4, +49 30 1234',
      locked: true,
    });
    expect(user).toMatchObject({ uid: 1500, home: '/var/www/shop', shell: '/usr/sbin/nologin', locked: true });
    expect(user.groups).toEqual(['www-sftp', 'deployers']);
  });

  it.each([
    ['Alice', 'must be lower-case'],
    ['1alice', 'must start with a letter or _ and hold only lower-case letters, digits, _ and -'],
    ['al ice', 'must start with a letter or _ and hold only lower-case letters, digits, _ and -'],
    ['machine$', 'must start with a letter or _ and hold only lower-case letters, digits, _ and -'],
    ['a'.repeat(33), 'must be at most 32 characters'],
    ['root', 'root is a system name'],
    ['www-data', 'www-data is a system name'],
    ['systemd-network', 'systemd-network is a system name'],
    ['', 'is required'],
  ])('refuses the name %j: %s', async (username, message) => {
    expect(await refusal({ username })).toEqual({ status: 400, details: [{ field: 'body.username', message }] });
  });

  it.each([
    [999, 'must be from 1000 to 60000'],
    [60001, 'must be from 1000 to 60000'],
    [1500.5, 'must be a whole number'],
  ])('refuses the uid %j', async (uid, message) => {
    expect(await refusal({ username: 'carol', uid })).toEqual({
      status: 400,
      details: [{ field: 'body.uid', message }],
    });
  });

  it.each([
    ['home/carol', 'must be an absolute path (start with /)'],
    ['/home/../etc', 'must not hold . or .. parts'],
    ['/home//carol', 'must not hold // or end with /'],
    ['/home/carol/', 'must not hold // or end with /'],
    ['/home/carol;reboot', 'may hold only letters, digits, ., _, - and /'],
    ['/home/$(id)', 'may hold only letters, digits, ., _, - and /'],
    ['/home/ca rol', 'may hold only letters, digits, ., _, - and /'],
    ['/etc', 'must lie below /home, /srv, /var/www'],
    ['/home', 'must lie below /home, /srv, /var/www'],
    ['/home/-rf', 'must not hold a part starting with -'],
  ])('refuses the home %j', async (home, message) => {
    expect(await refusal({ username: 'carol', home })).toEqual({
      status: 400,
      details: [{ field: 'body.home', message }],
    });
  });

  it('refuses a shell off the list', async () => {
    const { status, details } = await refusal({ username: 'carol', shell: '/bin/csh' });
    expect(status).toBe(400);
    expect(details).toEqual([
      {
        field: 'body.shell',
        message: 'must be one of /bin/bash, /bin/sh, /usr/bin/zsh, /usr/sbin/nologin, /bin/false',
      },
    ]);
  });

  it('refuses bad, reserved, repeated and own groups, naming the one', async () => {
    expect(await refusal({ username: 'carol', groups: ['ok', 'Bad'] })).toEqual({
      status: 400,
      details: [{ field: 'body.groups.1', message: 'must be lower-case' }],
    });
    expect((await refusal({ username: 'carol', groups: ['sudo'] })).details).toEqual([
      { field: 'body.groups.0', message: 'sudo is a system name' },
    ]);
    expect((await refusal({ username: 'carol', groups: ['dev', 'dev'] })).details).toEqual([
      { field: 'body.groups.1', message: 'dev is named twice' },
    ]);
    expect((await refusal({ username: 'carol', groups: ['carol'] })).details).toEqual([
      { field: 'body.groups.0', message: "carol is the user's own group" },
    ]);
  });

  it.each([
    ['x:y', 'must not contain :'],
    ['two\nlines', 'must not contain control characters or line breaks'],
    ['c'.repeat(101), 'must be at most 100 characters'],
  ])('refuses the comment %j', async (comment, message) => {
    expect(await refusal({ username: 'carol', comment })).toEqual({
      status: 400,
      details: [{ field: 'body.comment', message }],
    });
  });

  it('needs a server that exists', async () => {
    expect(await refusal({ serverId: 999_999, username: 'carol' })).toEqual({
      status: 400,
      details: [{ field: 'body.serverId', message: 'There is no such server' }],
    });
  });
});

describe('one server', () => {
  let server: hosting.Server;
  beforeAll(async () => {
    server = await s.newServer('su-unique');
    await s.create({ serverId: server.id, username: 'dave', uid: 3000, groups: ['shared'] });
  });

  it('holds a name once (409 on the name)', async () => {
    const res = await s.t.call(s.operator, api.createSystemUser, { body: { serverId: server.id, username: 'dave' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().details).toEqual([{ field: 'body.username', message: 'dave already exists on su-unique' }]);
  });

  it('holds a uid once (409 on the uid)', async () => {
    const res = await s.t.call(s.operator, api.createSystemUser, {
      body: { serverId: server.id, username: 'erin', uid: 3000 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().details).toEqual([{ field: 'body.uid', message: "uid 3000 is dave's on su-unique" }]);
  });

  it('gives no two accounts the same or nested homes (userdel -r would take both)', async () => {
    for (const [home, message] of [
      ['/home/dave', "/home/dave is dave's home /home/dave on su-unique"],
      ['/home/dave/erin', "/home/dave/erin lies inside dave's home /home/dave on su-unique"],
    ]) {
      const res = await s.t.call(s.operator, api.createSystemUser, {
        body: { serverId: server.id, username: 'erin', home },
      });
      expect(res.statusCode, home).toBe(409);
      expect(res.json().details).toEqual([{ field: 'body.home', message }]);
    }
    const outer = await s.create({ serverId: server.id, username: 'frank', home: '/srv/frank' });
    const res = await s.t.call(s.operator, api.updateSystemUser, {
      params: { id: outer.id },
      body: { home: '/home/dave' },
    });
    expect(res.statusCode).toBe(409);
  });

  it('refuses a name that is a group of another account there', async () => {
    const res = await s.t.call(s.operator, api.createSystemUser, { body: { serverId: server.id, username: 'shared' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().details[0]).toEqual({
      field: 'body.username',
      message: 'shared is a group on su-unique (of dave): pick another name',
    });
  });

  it('lets another server hold the same name and uid', async () => {
    const other = await s.newServer('su-other');
    expect(await s.create({ serverId: other.id, username: 'dave', uid: 3000 })).toMatchObject({ uid: 3000 });
  });

  it('is not deleted while it holds accounts', async () => {
    const res = await s.t.call(s.admin, hosting.deleteServer, { params: { id: server.id } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Still in use by \d+ system users \(dave, frank/);
    expect((await s.t.call(s.reader, hosting.viewServer, { params: { id: server.id } })).statusCode).toBe(200);
  });
});

describe('an edit', () => {
  it('changes only what is sent, and keeps the state before for its change script', async () => {
    const user = await s.create({ serverId, username: 'gina', comment: 'Gina' });
    const edited = await s.t.callOk(s.operator, api.updateSystemUser, {
      params: { id: user.id },
      body: { username: 'gina2', shell: '/usr/bin/zsh' },
    });
    expect(edited).toMatchObject({
      username: 'gina2',
      shell: '/usr/bin/zsh',
      comment: 'Gina',
      home: '/home/gina',
      uid: user.uid,
    });
    const commands = await s.t.callOk(s.reader, api.getSystemUserCommands, { params: { id: user.id } });
    expect(commands.update).toContain(`usermod --login 'gina2' --shell '/usr/bin/zsh' 'gina'`);
    expect(commands.update).toContain(`groupmod --new-name 'gina2' 'gina'`);
  });

  it('checks a new uid against the server (409) and a bad one (400)', async () => {
    const user = await s.create({ serverId, username: 'hank' });
    const taken = await s.t.call(s.operator, api.updateSystemUser, { params: { id: user.id }, body: { uid: 2000 } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details[0].field).toBe('body.uid');
    const bad = await s.t.call(s.operator, api.updateSystemUser, { params: { id: user.id }, body: { uid: 70000 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('body.uid');
  });

  it('refuses adding the account to its own group', async () => {
    const user = await s.create({ serverId, username: 'ivy' });
    const res = await s.t.call(s.operator, api.updateSystemUser, {
      params: { id: user.id },
      body: { groups: ['ivy'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'body.groups.0', message: "ivy is the user's own group" }]);
  });

  it('of a user that does not exist is a 404', async () => {
    const res = await s.t.call(s.operator, api.updateSystemUser, { params: { id: 999_999 }, body: { comment: 'x' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('the list', () => {
  let a: api.SystemUser;
  let b: api.SystemUser;
  let c: api.SystemUser;
  beforeAll(async () => {
    const server = await s.newServer('su-list');
    a = await s.create({ serverId: server.id, username: 'list-anna', comment: 'Anna Accounting' });
    b = await s.create({ serverId: server.id, username: 'list-ben', comment: 'Ben' });
    c = await s.create({ serverId: server.id, username: 'list-cleo', comment: 'Cleo' });
  });

  it('answers the users of a search[] list of ids', async () => {
    const res = await s.t.call(s.reader, api.listSystemUsers, { rawQuery: `search[]=${a.id}&search[]=${c.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.reply().items.map((u) => u.id)).toEqual([a.id, c.id]);
    const one = await s.t.callOk(s.reader, api.listSystemUsers, { rawQuery: `search[]=${b.id}` });
    expect(one.items.map((u) => u.username)).toEqual(['list-ben']);
  });

  it('refuses a search[] that names no id', async () => {
    const res = await s.t.call(s.reader, api.listSystemUsers, { rawQuery: 'search[]=x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      {
        field: 'querystring.search',
        message: 'must be a text of at most 100 characters, or a list of up to 100 ids (search[]=1&search[]=2)',
      },
    ]);
  });

  it('searches names and comments, and pages', async () => {
    const found = await s.t.callOk(s.reader, api.listSystemUsers, { query: { search: 'ACCOUNTING' } });
    expect(found.items.map((u) => u.id)).toEqual([a.id]);
    const byServer = await s.t.callOk(s.reader, api.listSystemUsers, {
      query: { serverId: a.server.id, take: 2, page: 2 },
    });
    expect(byServer).toMatchObject({ total: 3, page: 2, take: 2 });
    expect(byServer.items.map((u) => u.username)).toEqual(['list-cleo']);
    expect(byServer.items[0]!.server).toEqual({ id: a.server.id, name: 'su-list', address: a.server.address });
  });
});

describe('a deletion', () => {
  it('answers the userdel script, and the user is gone', async () => {
    const user = await s.create({ serverId, username: 'jack', keys: [ed25519Key('jack@laptop')] });
    const deleted = await s.t.callOk(s.operator, api.deleteSystemUser, { params: { id: user.id } });
    expect(deleted.commands).toContain("userdel --remove 'jack'");
    expect((await s.t.call(s.reader, api.getSystemUser, { params: { id: user.id } })).statusCode).toBe(404);
    expect((await s.t.call(s.operator, api.deleteSystemUser, { params: { id: user.id } })).statusCode).toBe(404);
  });

  it('frees the name and uid on the server', async () => {
    const user = await s.create({ serverId, username: 'kate', uid: 4444 });
    await s.t.callOk(s.operator, api.deleteSystemUser, { params: { id: user.id } });
    expect(await s.create({ serverId, username: 'kate', uid: 4444 })).toMatchObject({ username: 'kate' });
  });
});

describe('scopes', () => {
  it('a reader reads, lists and sees the commands but changes nothing (403)', async () => {
    const user = await s.create({ serverId, username: 'lena' });
    expect((await s.t.call(s.reader, api.getSystemUser, { params: { id: user.id } })).statusCode).toBe(200);
    expect((await s.t.call(s.reader, api.getSystemUserCommands, { params: { id: user.id } })).statusCode).toBe(200);
    const writes = [
      await s.t.call(s.reader, api.createSystemUser, { body: { serverId, username: 'nope' } }),
      await s.t.call(s.reader, api.updateSystemUser, { params: { id: user.id }, body: { comment: 'x' } }),
      await s.t.call(s.reader, api.deleteSystemUser, { params: { id: user.id } }),
    ];
    expect(writes.map((r) => r.statusCode)).toEqual([403, 403, 403]);
    expect((await s.t.callOk(s.reader, api.getSystemUser, { params: { id: user.id } })).comment).toBe('');
  });

  it('each change needs its own scope: create does not edit or delete', async () => {
    const creator = await s.t.createUser({ scopes: ['system:user:read', 'system:user:create', 'server:server:read'] });
    const user = await s.t.callOk(creator, api.createSystemUser, { body: { serverId, username: 'mike' } });
    expect(
      (await s.t.call(creator, api.updateSystemUser, { params: { id: user.id }, body: { locked: true } })).statusCode,
    ).toBe(403);
    expect((await s.t.call(creator, api.deleteSystemUser, { params: { id: user.id } })).statusCode).toBe(403);
  });

  it('nobody without a system:user scope lists them', async () => {
    const stranger = await s.t.createUser({ scopes: ['server:server:read'] });
    expect((await s.t.call(stranger, api.listSystemUsers, {})).statusCode).toBe(403);
  });
});
