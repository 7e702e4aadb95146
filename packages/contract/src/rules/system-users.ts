// System users (Linux accounts on the hosting servers, docs/system-users.md): the rules the server
// applies and the web form checks, in the same words. Everything a rendered script puts on a command
// line passes one of these first, and is shell-quoted as well.
import { z } from 'zod';

/** useradd's portable name rule (no trailing `$`: no Samba machine accounts here). */
export const NAME_PATTERN = /^[a-z_][a-z0-9_-]{0,31}$/;

/**
 * Names a server's own accounts and groups use (Debian and the services the hosting servers run), and
 * groups that hand out root (`sudo`, `adm`, `docker`…): never an account of ours, never a group we add
 * anyone to.
 */
export const RESERVED_NAMES: ReadonlySet<string> = new Set([
  'root',
  'daemon',
  'bin',
  'sys',
  'sync',
  'games',
  'man',
  'lp',
  'mail',
  'news',
  'uucp',
  'proxy',
  'www-data',
  'backup',
  'list',
  'irc',
  'gnats',
  'nobody',
  'nogroup',
  '_apt',
  'messagebus',
  'sshd',
  'syslog',
  'ntp',
  'postfix',
  'postdrop',
  'dovecot',
  'dovenull',
  'mysql',
  'postgres',
  'redis',
  'nginx',
  'varnish',
  'pdns',
  'bind',
  'memcache',
  'polkitd',
  'tss',
  'uuidd',
  'tcpdump',
  'avahi',
  // Groups that give root or read what only root reads.
  'sudo',
  'wheel',
  'admin',
  'adm',
  'staff',
  'shadow',
  'disk',
  'kmem',
  'tty',
  'docker',
  'lxd',
  'libvirt',
  'systemd-journal',
  'users',
]);

/** Why `name` is no account or group name of ours, or null. */
export function nameProblem(name: string): string | null {
  if (name === '') return 'is required';
  if (name.length > 32) return 'must be at most 32 characters';
  if (/[A-Z]/.test(name)) return 'must be lower-case';
  if (!NAME_PATTERN.test(name)) {
    return 'must start with a letter or _ and hold only lower-case letters, digits, _ and -';
  }
  if (RESERVED_NAMES.has(name) || name.startsWith('systemd-')) return `${name} is a system name`;
  return null;
}

const nameField = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = nameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const usernameField = nameField;
export const groupNameField = nameField;

/** Given uids: the ordinary accounts' range (Debian's UID_MIN … below nobody's 65534). */
export const UID_MIN = 1000;
export const UID_MAX = 60000;
/** Assigned uids: the next free one on the server from here up. */
export const UID_AUTO_START = 2000;

export const uidField = z
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(UID_MIN, `must be from ${UID_MIN} to ${UID_MAX}`)
  .max(UID_MAX, `must be from ${UID_MIN} to ${UID_MAX}`);

export const SHELLS = ['/bin/bash', '/bin/sh', '/usr/bin/zsh', '/usr/sbin/nologin', '/bin/false'] as const;
export type Shell = (typeof SHELLS)[number];
export const shellField = z.enum(SHELLS, { error: `must be one of ${SHELLS.join(', ')}` });

/** Homes live below these (userdel -r deletes a home: never /etc, /var or someone's /home). */
export const HOME_ROOTS = ['/home', '/srv', '/var/www'] as const;

/** Why `home` is no home of ours, or null. */
export function homeProblem(home: string): string | null {
  if (home.length > 200) return 'must be at most 200 characters';
  if (!home.startsWith('/')) return 'must be an absolute path (start with /)';
  if (/[^A-Za-z0-9._/-]/.test(home)) return 'may hold only letters, digits, ., _, - and /';
  const parts = home.split('/').slice(1);
  if (parts.some((p) => p === '')) return 'must not hold // or end with /';
  if (parts.some((p) => p === '.' || p === '..')) return 'must not hold . or .. parts';
  if (parts.some((p) => p.startsWith('-'))) return 'must not hold a part starting with -';
  const root = HOME_ROOTS.find((r) => home.startsWith(`${r}/`));
  if (!root) return `must lie below ${HOME_ROOTS.join(', ')}`;
  return null;
}

export const homeField = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = homeProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The default home of `username`. */
export const defaultHome = (username: string) => `/home/${username}`;

/** Is `inner` the same directory as `outer`, or below it? */
export const homeWithin = (inner: string, outer: string) => inner === outer || inner.startsWith(`${outer}/`);

/** The GECOS field: free text, but no `:` (the field separator of /etc/passwd) and no control characters. */
export const commentField = z
  .string()
  .trim()
  .max(100, 'must be at most 100 characters')
  .refine((v) => !v.includes(':'), 'must not contain :')
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what it refuses
  .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), 'must not contain control characters or line breaks');

// ---- SSH public keys ----

/** The key types we take (OpenSSH's `authorized_keys` names), with what the blob must hold. */
export const SSH_KEY_TYPES = [
  'ssh-ed25519',
  'ssh-rsa',
  'ecdsa-sha2-nistp256',
  'ecdsa-sha2-nistp384',
  'ecdsa-sha2-nistp521',
  'sk-ssh-ed25519@openssh.com',
  'sk-ecdsa-sha2-nistp256@openssh.com',
] as const;
export type SshKeyType = (typeof SSH_KEY_TYPES)[number];

export const RSA_MIN_BITS = 2048;
export const MAX_KEYS = 20;

export interface SshKey {
  type: SshKeyType;
  /** The decoded blob (what the fingerprint hashes). */
  blob: Uint8Array;
  /** The base64 text of the blob, as written. */
  base64: string;
  bits: number;
  comment: string;
  /** `type base64 comment`, single-spaced: the line written to authorized_keys. */
  line: string;
}

export class SshKeyError extends Error {}

function decodeBase64(text: string): Uint8Array {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text) || text.length % 4 !== 0) {
    throw new SshKeyError('the key data is not base64');
  }
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Reads the SSH wire format: uint32 lengths, then the bytes. */
class Reader {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}
  bytesField(): Uint8Array {
    if (this.at + 4 > this.bytes.length) throw new SshKeyError('the key data is cut short');
    const b = this.bytes;
    const length = ((b[this.at]! << 24) | (b[this.at + 1]! << 16) | (b[this.at + 2]! << 8) | b[this.at + 3]!) >>> 0;
    this.at += 4;
    if (this.at + length > this.bytes.length) throw new SshKeyError('the key data is cut short');
    const out = this.bytes.subarray(this.at, this.at + length);
    this.at += length;
    return out;
  }
  text(): string {
    const field = this.bytesField();
    let out = '';
    for (const byte of field) out += String.fromCharCode(byte);
    return out;
  }
  done(): boolean {
    return this.at === this.bytes.length;
  }
}

/** Bits of an SSH mpint (big-endian, a leading 0 byte when the top bit is set). */
function mpintBits(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length && bytes[i] === 0) i++;
  if (i === bytes.length) return 0;
  return (bytes.length - i - 1) * 8 + (32 - Math.clz32(bytes[i]!));
}

const CURVES: Record<string, { bits: number; point: number }> = {
  nistp256: { bits: 256, point: 65 },
  nistp384: { bits: 384, point: 97 },
  nistp521: { bits: 521, point: 133 },
};

/** The blob's bits, checked against its type: throws SshKeyError with the reason. */
function checkBlob(type: SshKeyType, blob: Uint8Array): number {
  const r = new Reader(blob);
  const inner = r.text();
  if (inner !== type) throw new SshKeyError(`the key data holds a ${inner || 'nameless'} key, not ${type}`);
  let bits: number;
  if (type === 'ssh-ed25519' || type === 'sk-ssh-ed25519@openssh.com') {
    if (r.bytesField().length !== 32) throw new SshKeyError('an Ed25519 key is 32 bytes');
    bits = 256;
  } else if (type === 'ssh-rsa') {
    const e = r.bytesField();
    const n = r.bytesField();
    if (mpintBits(e) < 2) throw new SshKeyError('the RSA exponent is not valid');
    bits = mpintBits(n);
    if (bits < RSA_MIN_BITS)
      throw new SshKeyError(`an RSA key must have at least ${RSA_MIN_BITS} bits (this one has ${bits})`);
    if (bits > 16384) throw new SshKeyError('an RSA key may have at most 16384 bits');
  } else {
    const curve = type.replace(/^sk-/, '').replace('@openssh.com', '').replace('ecdsa-sha2-', '');
    const named = r.text();
    if (named !== curve) throw new SshKeyError(`the key data names the curve ${named}, not ${curve}`);
    const point = r.bytesField();
    const expected = CURVES[curve]!;
    if (point.length !== expected.point || point[0] !== 4) throw new SshKeyError(`the ${curve} point is not valid`);
    bits = expected.bits;
  }
  if (type.startsWith('sk-')) {
    const application = r.text();
    if (!application.startsWith('ssh:')) throw new SshKeyError('a security key names its application (ssh:…)');
  }
  if (!r.done()) throw new SshKeyError('the key data has bytes after the key');
  return bits;
}

/**
 * One line of `authorized_keys` as pasted: `type base64 [comment]`. Options before the type
 * (`command="…"`) are not taken: a key here is only a key. Throws SshKeyError saying what is wrong.
 */
export function parseSshKey(input: string): SshKey {
  const text = input.trim();
  if (!text) throw new SshKeyError('is empty');
  if (/[\r\n]/.test(text)) throw new SshKeyError('must be one line: one key per entry');
  if (text.length > 16_384) throw new SshKeyError('is too long for a public key');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what it refuses
  if (/[\u0000-\u0008\u000b-\u001f\u007f]/.test(text)) throw new SshKeyError('must not contain control characters');
  const [type = '', base64 = '', ...rest] = text.split(/[ \t]+/);
  if (type.startsWith('-----')) throw new SshKeyError('is a PEM file: paste the OpenSSH line (ssh-keygen -y -f key)');
  if (type.includes('PRIVATE')) throw new SshKeyError('is a private key: paste the public one');
  if (!(SSH_KEY_TYPES as readonly string[]).includes(type)) {
    throw new SshKeyError(
      /=|"/.test(type)
        ? 'must start with the key type: options (command="…") are not taken'
        : type === 'ssh-dss'
          ? 'DSA keys are no longer accepted'
          : `must start with a key type: ${SSH_KEY_TYPES.join(', ')}`,
    );
  }
  if (!base64) throw new SshKeyError('has no key data after its type');
  const blob = decodeBase64(base64);
  const keyType = type as SshKeyType;
  const bits = checkBlob(keyType, blob);
  const comment = rest.join(' ');
  if (comment.length > 200) throw new SshKeyError('its comment must be at most 200 characters');
  return {
    type: keyType,
    blob,
    base64,
    bits,
    comment,
    line: comment ? `${type} ${base64} ${comment}` : `${type} ${base64}`,
  };
}

/** The same key (type and data), whatever the comments say. */
export const sameKey = (a: SshKey, b: SshKey) => a.type === b.type && a.base64 === b.base64;

/** One key, refused with the reason; the line it leaves is normalized (`type base64 comment`). */
export const sshKeyField = z
  .string()
  .max(16_384, 'is too long for a public key')
  .transform((value, ctx) => {
    try {
      return parseSshKey(value).line;
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: error instanceof SshKeyError ? error.message : 'is not a public key' });
      return z.NEVER;
    }
  });

/** The keys of one account: each valid, none twice. */
export const sshKeysField = z
  .array(sshKeyField)
  .max(MAX_KEYS, `at most ${MAX_KEYS} keys`)
  .superRefine((lines, ctx) => {
    const seen: SshKey[] = [];
    lines.forEach((line, i) => {
      let key: SshKey;
      try {
        key = parseSshKey(line);
      } catch {
        return; // its own message is already given
      }
      const before = seen.findIndex((k) => sameKey(k, key));
      if (before >= 0) {
        ctx.addIssue({ code: 'custom', path: [i], message: `is the same key as key ${before + 1}` });
      }
      seen.push(key);
    });
  });

/** Supplementary groups: each a valid name, none twice. */
export const groupsField = z
  .array(groupNameField)
  .max(32, 'at most 32 groups')
  .superRefine((groups, ctx) => {
    groups.forEach((g, i) => {
      if (groups.indexOf(g) !== i) ctx.addIssue({ code: 'custom', path: [i], message: `${g} is named twice` });
    });
  });
