// MariaDB identifiers of the databases module (docs/database.md "Names"): the rule the server applies
// before anything reaches MariaDB and the web forms check, in the same words. What passes is still
// quoted where it is used (backticks for database names, placeholders for user names, hosts and
// passwords); these rules keep out what MariaDB would take but nobody should be given.
import { z } from 'zod';

export const DATABASE_NAME_MAX = 64;
/** MariaDB's limit on the user part of an account ('name'@'host'). */
export const DATABASE_USER_NAME_MAX = 80;
export const DATABASE_HOST_MAX = 255;
export const DATABASE_PASSWORD_MIN = 12;
export const DATABASE_PASSWORD_MAX = 128;
/** Allowed hosts of one user: each is a MariaDB account of its own. */
export const DATABASE_HOSTS_MAX = 20;

/** MariaDB's own schemas: never created, dropped or granted by us (compared without case). */
export const SYSTEM_SCHEMAS = ['mysql', 'information_schema', 'performance_schema', 'sys'] as const;
/** Accounts of the server itself (and the PUBLIC role of MariaDB 11), compared without case. */
export const RESERVED_USER_NAMES = ['root', 'mysql', 'mariadb.sys', 'public', 'mysql.sys', 'mysql.session'] as const;

/** Why a database name is refused (to follow "the name …" / a field), or null when it is fine. */
export function databaseNameProblem(name: string): string | null {
  if (name.length === 0) return 'is required';
  if (name.length > DATABASE_NAME_MAX) return `must be at most ${DATABASE_NAME_MAX} characters`;
  if (!/^[A-Za-z0-9_]+$/.test(name)) return 'may hold only letters a–z, digits and underscores';
  if (/^\d+$/.test(name)) return 'must not be digits only';
  if ((SYSTEM_SCHEMAS as readonly string[]).includes(name.toLowerCase())) return 'is a system schema of MariaDB';
  return null;
}

/** Why a database user's name is refused, or null. */
export function userNameProblem(name: string): string | null {
  if (name.length === 0) return 'is required';
  if (name.length > DATABASE_USER_NAME_MAX) return `must be at most ${DATABASE_USER_NAME_MAX} characters`;
  if (!/^[A-Za-z0-9_][A-Za-z0-9_.-]*$/.test(name)) {
    return 'may hold only letters a–z, digits, underscores, dots and hyphens, and start with a letter, digit or underscore';
  }
  if ((RESERVED_USER_NAMES as readonly string[]).includes(name.toLowerCase())) return 'is reserved by MariaDB';
  return null;
}

const OCTET = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const isIpv4 = (host: string) => {
  const parts = host.split('.');
  return parts.length === 4 && parts.every((p) => OCTET.test(p));
};

/** A literal IPv6 address (compressed `::`, an IPv4 tail), without zone or brackets. */
export function isIpv6(host: string): boolean {
  if (!/^[0-9a-fA-F:.]+$/.test(host) || !host.includes(':')) return false;
  let groups = host;
  let tail = 0;
  const lastColon = host.lastIndexOf(':');
  if (host.slice(lastColon + 1).includes('.')) {
    if (!isIpv4(host.slice(lastColon + 1))) return false;
    groups = `${host.slice(0, lastColon + 1)}0`;
    tail = 1;
  }
  const halves = groups.split('::');
  if (halves.length > 2) return false;
  const split = (s: string) => (s === '' ? [] : s.split(':'));
  const parts = halves.flatMap(split);
  if (!parts.every((p) => /^[0-9a-fA-F]{1,4}$/.test(p))) return false;
  const count = parts.length + tail;
  return halves.length === 2 ? count <= 7 : count === 8;
}

const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Why an allowed host is refused, or null. Taken: `%` (anywhere), `localhost`, an IPv4 or IPv6
 * address, an IPv4 prefix pattern (`10.0.0.%`, `192.168.%`), an IPv4 network with its mask
 * (`10.0.0.0/255.255.255.0`), a host name, and a domain pattern (`%.example.com`). Compared lower-case.
 */
export function hostProblem(host: string): string | null {
  if (host.length === 0) return 'is required';
  if (host.length > DATABASE_HOST_MAX) return `must be at most ${DATABASE_HOST_MAX} characters`;
  if (host === '%' || host === 'localhost') return null;
  if (isIpv4(host) || isIpv6(host)) return null;
  const prefix = /^((\d{1,3}\.){1,3})%$/.exec(host);
  if (prefix) {
    const octets = prefix[1]!.split('.').filter(Boolean);
    return octets.every((o) => OCTET.test(o)) ? null : 'is not a valid address pattern (such as 10.0.0.%)';
  }
  const masked = /^([\d.]+)\/([\d.]+)$/.exec(host);
  if (masked) {
    return isIpv4(masked[1]!) && isIpv4(masked[2]!) ? null : 'is not a valid network (such as 10.0.0.0/255.255.255.0)';
  }
  const name = host.startsWith('%.') ? host.slice(2) : host;
  const labels = name.split('.');
  if (name.length <= 253 && labels.every((l) => LABEL.test(l)) && !/^\d+$/.test(labels.at(-1)!)) return null;
  return 'must be %, localhost, an IP address, a pattern such as 10.0.0.% or a host name';
}

/** A field refined by one of the rules above (messages as the rule says them). */
const ruled = (rule: (value: string) => string | null) => (value: string, ctx: z.RefinementCtx) => {
  const problem = rule(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
};

export const databaseNameField = z.string().trim().superRefine(ruled(databaseNameProblem));
export const databaseUserNameField = z.string().trim().superRefine(ruled(userNameProblem));
export const databaseHostField = z
  .string()
  .trim()
  .transform((h) => h.toLowerCase())
  .superRefine(ruled(hostProblem));

/** The allowed hosts of a user: at least one, each once. */
export const databaseHostsField = z
  .array(databaseHostField)
  .min(1, 'must name at least one host (% is any host)')
  .max(DATABASE_HOSTS_MAX, `must be at most ${DATABASE_HOSTS_MAX} hosts`)
  .superRefine((hosts, ctx) => {
    hosts.forEach((host, i) => {
      if (hosts.indexOf(host) !== i) ctx.addIssue({ code: 'custom', path: [i], message: 'is listed twice' });
    });
  });

/** A password given by hand (a generated one is the default): long enough, printable, no control characters. */
export const databasePasswordField = z
  .string()
  .min(DATABASE_PASSWORD_MIN, `must be at least ${DATABASE_PASSWORD_MIN} characters`)
  .max(DATABASE_PASSWORD_MAX, `must be at most ${DATABASE_PASSWORD_MAX} characters`)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  .refine((p) => !/[\u0000-\u001f\u007f]/.test(p), 'must not hold control characters');

/** What a user may do in one database (docs/database.md "Privileges"). */
export const DATABASE_PRIVILEGES = ['read', 'readwrite', 'all'] as const;
export type DatabasePrivilege = (typeof DATABASE_PRIVILEGES)[number];

/** The MariaDB privileges each level grants, on `db`.* only; never GRANT OPTION. */
export const PRIVILEGE_GRANTS: Readonly<Record<DatabasePrivilege, readonly string[]>> = {
  read: ['SELECT', 'SHOW VIEW'],
  readwrite: ['SELECT', 'SHOW VIEW', 'INSERT', 'UPDATE', 'DELETE', 'CREATE TEMPORARY TABLES', 'LOCK TABLES', 'EXECUTE'],
  all: ['ALL PRIVILEGES'],
};

export const PRIVILEGE_LABELS: Readonly<Record<DatabasePrivilege, string>> = {
  read: 'Read only',
  readwrite: 'Read and write',
  all: 'All (tables and structure)',
};
