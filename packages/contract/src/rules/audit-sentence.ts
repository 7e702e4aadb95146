// An audit row as a sentence ("amara.okafor changed role Reviewer: +2 scopes"), read on the audit
// log screen and in its CSV export alike (docs/system.md "Rows as sentences"). Built only from what
// the row holds; a value the server withheld as personal ("[personal]") is never shown, not even as
// a record's name. The row's request and before/after stay beside the sentence, in full.

/** What a sentence is made of: an audit entry's fields (the contract's `AuditEntry` has them all). */
export interface AuditRowFacts {
  userId: number | null;
  username: string | null;
  method: string;
  route: string;
  entity: string | null;
  entityId: string | null;
  statusCode: number;
  before: unknown;
  after: unknown;
  ip: string | null;
  event: string | null;
}

type Fields = Record<string, unknown>;

/** Entity names said differently from how they are written; any other reads as its words. */
const ENTITY_WORDS: Record<string, string> = {
  'dns.zone': 'DNS zone',
  ipset: 'IP set',
  'hosting.php-module': 'PHP module',
  scopes: 'the scope catalogue',
};

/** Columns that change with every change and say nothing about it. */
const BOOKKEEPING = new Set(['id', '_id', 'createdAt', 'updatedAt', 'changedFields']);

/** The fields that name a record, in the order they are tried (a person by their username). */
const NAME_FIELDS = ['username', 'name', 'displayDomain', 'domain', 'title', 'label'];

/** How many changed fields a sentence names before it counts the rest. */
const MAX_FIELDS = 4;

const isFields = (value: unknown): value is Fields =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const withheld = (value: unknown) => typeof value === 'string' && value.startsWith('[personal');
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const plural = (n: number, word: string) => `${n} ${n === 1 ? word : `${word}s`}`;

/** `qa-chat-review` → "QC chat review", `integration-key` → "integration key". */
export function entityWords(entity: string): string {
  return ENTITY_WORDS[entity] ?? entity.replace(/^qa-/, 'QC-').replace(/[.\-_]+/g, ' ');
}

/** `departmentId` → "department", `phpVersion` → "php version", `memberIds` → "members". */
export function fieldWords(field: string): string {
  return field
    .replace(/Ids$/, 's')
    .replace(/Id$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

/** A field's word for one of its items: "scopes" → "scope", "aliases" → "alias". */
function singular(words: string): string {
  if (words.endsWith('sses') || words.endsWith('ases')) return words.slice(0, -2);
  return words.endsWith('s') ? words.slice(0, -1) : words;
}

function actorOf(row: AuditRowFacts): string {
  if (row.username) return row.username;
  return row.userId === null ? 'Someone' : `user #${row.userId}`;
}

/** The record's name from its after (or before) state, unless it is withheld. */
function nameOf(row: AuditRowFacts): string | null {
  for (const state of [row.after, row.before]) {
    if (!isFields(state)) continue;
    for (const field of NAME_FIELDS) {
      const value = state[field];
      if (typeof value === 'string' && value.trim() && !withheld(value)) return value;
    }
  }
  return null;
}

/** "role Reviewer", "department 4" (no name kept), "the scope catalogue". */
function recordOf(row: AuditRowFacts): string {
  const kind = row.entity ? entityWords(row.entity) : 'record';
  const name = nameOf(row) ?? row.entityId;
  return name ? `${kind} ${name}` : kind;
}

/** An array field's change: "+2 scopes, −1 scope". */
function listChange(field: string, before: unknown[], after: unknown[]): string {
  const key = (v: unknown) => JSON.stringify(v);
  const had = new Set(before.map(key));
  const has = new Set(after.map(key));
  const added = [...has].filter((v) => !had.has(v)).length;
  const removed = [...had].filter((v) => !has.has(v)).length;
  const words = fieldWords(field);
  const count = (n: number) => (n === 1 ? `1 ${singular(words)}` : `${n} ${words}`);
  return [added ? `+${count(added)}` : '', removed ? `−${count(removed)}` : ''].filter(Boolean).join(', ');
}

/** What changed between before and after: list fields counted, other fields named. */
export function changeSummary(before: unknown, after: unknown): string {
  const sent = isFields(after) && Array.isArray(after.changedFields) ? (after.changedFields as unknown[]) : null;
  if (!isFields(before) || !isFields(after)) {
    return sent ? sent.map((f) => fieldWords(String(f))).join(', ') : '';
  }
  const parts: string[] = [];
  const named: string[] = [];
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (BOOKKEEPING.has(field) || same(before[field], after[field])) continue;
    const [was, now] = [before[field], after[field]];
    if (Array.isArray(was) && Array.isArray(now)) {
      const counted = listChange(field, was, now);
      if (counted) parts.push(counted);
    } else if (!named.includes(fieldWords(field))) named.push(fieldWords(field));
  }
  // Fields sent but not kept in the row (a new password) are named too.
  for (const field of sent ?? []) {
    const words = fieldWords(String(field));
    if (!named.includes(words) && !Object.hasOwn(before, String(field))) named.push(words);
  }
  const shown = named.slice(0, MAX_FIELDS);
  if (named.length > MAX_FIELDS) shown.push(`${named.length - MAX_FIELDS} more`);
  return [...parts, ...shown].join(', ');
}

const from = (row: AuditRowFacts) => (row.ip ? ` from ${row.ip}` : '');
const request = (row: AuditRowFacts) => `${row.method} ${row.route}`;

/** A security event (docs/administration.md "Security events"); the user is the account it named. */
function securitySentence(row: AuditRowFacts): string {
  const who = row.username ?? (row.userId === null ? null : `user #${row.userId}`);
  const suppressed = isFields(row.after) && typeof row.after.suppressed === 'number' ? row.after.suppressed : 0;
  const more = suppressed ? ` (and ${suppressed} more like it not written)` : '';
  const sentence = (() => {
    switch (row.event) {
      case 'sign-in.failed':
        return `Sign-in failed for ${who ?? 'an unknown account'}${from(row)}`;
      case 'sign-in.limited':
        return `Sign-in refused for ${who ?? 'an unknown account'}${from(row)}: too many failures`;
      case 'password.failed':
        return `${who ?? 'Someone'} gave a wrong current password${from(row)}`;
      case 'token.expired':
        return `${who ? `${who}'s expired session` : 'An expired session'} was refused on ${request(row)}${from(row)}`;
      case 'token.refused':
        return `An invalid token was refused on ${request(row)}${from(row)}`;
      case 'access.refused':
        return `${who ?? 'Someone'} was refused ${request(row)}${from(row)}`;
      default:
        return `${row.event}: ${request(row)}${from(row)}`;
    }
  })();
  return `${sentence}${more}`;
}

/** Actions that are neither a create, a change nor a delete, told by what they are. */
function actionSentence(row: AuditRowFacts, actor: string): string | null {
  const after = isFields(row.after) ? row.after : {};
  const id = row.entityId;
  if (row.route.endsWith('/auth/token') && row.entity === 'session') return `${actor} signed in`;
  if (row.route.endsWith('/auth/logout')) return `${actor} signed out`;
  if (row.route.endsWith('/auth/sessions/others')) return `${actor} signed out their other sessions`;
  if (row.entity === 'session' && row.method === 'DELETE') return `${actor} ended one of their sessions`;
  if (row.entity === 'user' && after.forcedLogout === true) return `${actor} signed out user ${id} everywhere`;
  if (row.entity === 'user' && after.passwordChanged === true) return `${actor} changed their password`;
  if (row.entity === 'role' && Array.isArray(after.users) && after.role !== undefined) {
    return `${actor} moved ${plural(after.users.length, 'user')} to role ${id}`;
  }
  if (row.entity === 'scopes' && Array.isArray(after.added) && Array.isArray(after.removed)) {
    return `${actor} synced the scope catalogue: +${after.added.length}, −${after.removed.length}`;
  }
  if (row.entity === 'job' && row.method === 'POST') return `${actor} ran job ${id}`;
  if (row.entity === 'dns.zone' && after.pushed === true) return `${actor} pushed DNS zone ${id} to PowerDNS`;
  if (row.entity === 'integration-key' && row.method === 'DELETE') return `${actor} revoked ${recordOf(row)}`;
  return null;
}

type Verb = 'create' | 'change' | 'delete';
const PAST: Record<Verb, string> = { create: 'created', change: 'changed', delete: 'deleted' };

function verbOf(row: AuditRowFacts): Verb {
  if (row.method === 'DELETE') return 'delete';
  if (row.method === 'POST' && (row.before === null || row.before === undefined)) return 'create';
  return 'change';
}

/** The row as one sentence; the rules, per kind of row, are in docs/system.md. */
export function auditSentence(row: AuditRowFacts): string {
  if (row.event) return securitySentence(row);
  const actor = actorOf(row);
  const failed = row.statusCode >= 400;
  const action = failed ? null : actionSentence(row, actor);
  if (action) return action;
  if (!row.entity) {
    // A change no module described: its request says what it was.
    return `${actor} ${failed ? 'tried' : 'sent'} ${request(row)}${failed ? ` (${row.statusCode})` : ''}`;
  }
  const verb = verbOf(row);
  if (failed) return `${actor} tried to ${verb} ${recordOf(row)} (${row.statusCode})`;
  const summary = verb === 'change' ? changeSummary(row.before, row.after) : '';
  return `${actor} ${PAST[verb]} ${recordOf(row)}${summary ? `: ${summary}` : ''}`;
}
