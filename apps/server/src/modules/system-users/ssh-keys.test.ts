// SSH public keys of a system user through the API: each type taken is parsed down to its blob, whose
// type must match the line's; weak RSA, wrong curves, junk and repeats are refused naming the key;
// fingerprints are ssh-keygen's.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as api from '@backoffice/contract/modules/system-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ecdsaKey, ed25519Key, rsaKey, sshBlob } from './ssh-keys.js';
import { type SystemUsersApp, startSystemUsersApp } from './testing/system-users-app.js';

let s: SystemUsersApp;
let serverId: number;
beforeAll(async () => {
  s = await startSystemUsersApp();
  serverId = (await s.newServer('keys-main')).id;
}, 120_000);
afterAll(() => s?.t.close());

let n = 0;
const withKeys = (keys: string[]) =>
  s.t.call(s.operator, api.createSystemUser, { body: { serverId, username: `k${++n}`, keys } });

const bytes = (length: number, fill = 7) => new Uint8Array(length).fill(fill);
const point = (length: number) => {
  const p = bytes(length);
  p[0] = 4;
  return p;
};

describe('keys taken', () => {
  it('ed25519, ECDSA and RSA keys, with their bits and comments', async () => {
    const rsa = rsaKey(2048, 'ops@bastion');
    const res = await withKeys([ed25519Key('alice@laptop'), `  ${ecdsaKey()}  `, rsa]);
    expect(res.statusCode).toBe(201);
    const keys = res.reply().keys;
    expect(keys.map((k) => [k.type, k.bits, k.comment])).toEqual([
      ['ssh-ed25519', 256, 'alice@laptop'],
      ['ecdsa-sha2-nistp256', 256, ''],
      ['ssh-rsa', 2048, 'ops@bastion'],
    ]);
    expect(keys[2]!.key).toBe(rsa);
  });

  it('ECDSA over P-384 and P-521, and security keys (sk-*)', async () => {
    const res = await withKeys([
      `ecdsa-sha2-nistp384 ${sshBlob('ecdsa-sha2-nistp384', 'nistp384', point(97))}`,
      `ecdsa-sha2-nistp521 ${sshBlob('ecdsa-sha2-nistp521', 'nistp521', point(133))}`,
      `sk-ssh-ed25519@openssh.com ${sshBlob('sk-ssh-ed25519@openssh.com', bytes(32), 'ssh:')} yubikey`,
      `sk-ecdsa-sha2-nistp256@openssh.com ${sshBlob('sk-ecdsa-sha2-nistp256@openssh.com', 'nistp256', point(65), 'ssh:')}`,
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.reply().keys.map((k) => k.bits)).toEqual([384, 521, 256, 256]);
  });

  it.skipIf(!existsSync('/usr/bin/ssh-keygen'))('fingerprinted as ssh-keygen -l does', async () => {
    const lines = [ed25519Key('a'), ecdsaKey('b'), rsaKey(2048, 'c')];
    const res = await withKeys(lines);
    const dir = mkdtempSync(path.join(tmpdir(), 'su-keys-'));
    try {
      const expected = lines.map((line, i) => {
        const file = path.join(dir, `k${i}.pub`);
        writeFileSync(file, `${line}\n`);
        return execFileSync('ssh-keygen', ['-l', '-E', 'sha256', '-f', file], { encoding: 'utf8' }).split(' ')[1];
      });
      expect(res.reply().keys.map((k) => k.fingerprint)).toEqual(expected);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('keys refused, naming the key', () => {
  it.each([
    ['RSA under 2048 bits', () => rsaKey(1024), 'an RSA key must have at least 2048 bits (this one has 1024)'],
    [
      'a type the blob contradicts',
      () => `ssh-rsa ${ed25519Key().split(' ')[1]}`,
      'the key data holds a ssh-ed25519 key, not ssh-rsa',
    ],
    [
      'a curve the blob contradicts',
      () => `ecdsa-sha2-nistp384 ${sshBlob('ecdsa-sha2-nistp384', 'nistp256', point(65))}`,
      'the key data names the curve nistp256, not nistp384',
    ],
    [
      'an Ed25519 key of the wrong length',
      () => `ssh-ed25519 ${sshBlob('ssh-ed25519', bytes(31))}`,
      'an Ed25519 key is 32 bytes',
    ],
    [
      'bytes after the key',
      () => `ssh-ed25519 ${sshBlob('ssh-ed25519', bytes(32), 'x')}`,
      'the key data has bytes after the key',
    ],
    ['a cut blob', () => `ssh-ed25519 ${sshBlob('ssh-ed25519', bytes(32)).slice(0, 40)}`, 'the key data is cut short'],
    ['data that is not base64', () => 'ssh-ed25519 AAAA$$$$', 'the key data is not base64'],
    ['no data', () => 'ssh-ed25519', 'has no key data after its type'],
    ['DSA', () => 'ssh-dss AAAAB3NzaC1kc3MAAACBAP', 'DSA keys are no longer accepted'],
    [
      'options before the type',
      () => `command="rm -rf /" ${ed25519Key()}`,
      'must start with the key type: options (command="…") are not taken',
    ],
    [
      'a private key',
      () => '-----BEGIN OPENSSH PRIVATE KEY-----',
      'is a PEM file: paste the OpenSSH line (ssh-keygen -y -f key)',
    ],
    ['two keys in one entry', () => `${ed25519Key()}\n${ed25519Key()}`, 'must be one line: one key per entry'],
    [
      'an unknown type',
      () => 'ssh-foo AAAA',
      expect.stringMatching(/^must start with a key type: ssh-ed25519, ssh-rsa/),
    ],
  ])('%s', async (_, key, message) => {
    const res = await withKeys([ed25519Key(), key()]);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'body.keys.1', message }]);
  });

  it('the same key twice, whatever the comments', async () => {
    const key = ed25519Key('first');
    const res = await withKeys([key, ecdsaKey(), key.replace(' first', ' second')]);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'body.keys.2', message: 'is the same key as key 1' }]);
  });

  it('in an edit too, leaving the keys as they were', async () => {
    const key = ed25519Key();
    const user = await s.create({ serverId, username: 'edit-keys', keys: [key] });
    const res = await s.t.call(s.operator, api.updateSystemUser, {
      params: { id: user.id },
      body: { keys: [key, rsaKey(1024)] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('body.keys.1');
    expect((await s.t.callOk(s.reader, api.getSystemUser, { params: { id: user.id } })).keys.map((k) => k.key)).toEqual(
      [key],
    );
  });
});
