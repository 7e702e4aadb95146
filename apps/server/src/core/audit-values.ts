// What an audit row keeps of the values it is given (docs/architecture.md, "Audit" in "Conventions"): secrets
// redacted, and the personal fields a module declares withheld (audit.ts writes the rows).

const secretKey = /pass(word)?|secret|token|jwt|key|hash/i;

/**
 * Copies a value without secrets (passwords, tokens, keys), so the audit log can be read by staff.
 * Values are copied as JSON writes them: a Date becomes its ISO string (copied key by key, it was `{}`).
 */
export function redact(value: unknown, depth = 0): unknown {
  const toJSON = (value as { toJSON?: unknown } | null | undefined)?.toJSON;
  if (typeof value === 'object' && typeof toJSON === 'function') return redact(toJSON.call(value), depth + 1);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 200).map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = secretKey.test(k) ? '[redacted]' : redact(v, depth + 1);
  return out;
}

// ---- Personal fields ----

/**
 * The fields of a module's audited records that are personal — free text about a person (a leave
 * reason, a decision's comment, a feedback's text) and the ids of their documents — by audit entity:
 * `defineServerModule({ personalFields: { 'leave-request': ['reason', 'documentId', …] } })`.
 * An audit row keeps THAT such a field was set or changed, never its value (`withoutPersonal`).
 */
export type PersonalFields = Readonly<Record<string, readonly string[]>>;

/** A personal value in an audit row: withheld. */
export const PERSONAL = '[personal]';
/** A personal value in an audit row's `after` that differs from its `before`: withheld, changed. */
export const PERSONAL_CHANGED = '[personal: changed]';

const personalByEntity = new Map<string, { module: string; fields: ReadonlySet<string> }>();
const personalByModule = new Map<string, ReadonlySet<string>>();

/** Records a module's declaration (`defineServerModule` calls it); defining the module again replaces it. */
export function declarePersonalFields(module: string, declared: PersonalFields): void {
  const entities = Object.entries(declared);
  for (const [entity, fields] of entities) {
    const owner = personalByEntity.get(entity)?.module;
    if (owner !== undefined && owner !== module) {
      throw new Error(`The personal fields of audit entity ${entity} are declared by ${owner} and ${module}`);
    }
    if (fields.some((f) => !f)) throw new Error(`Module ${module} declares an empty personal field of ${entity}`);
  }
  for (const [entity, owner] of personalByEntity) if (owner.module === module) personalByEntity.delete(entity);
  for (const [entity, fields] of entities) personalByEntity.set(entity, { module, fields: new Set(fields) });
  personalByModule.set(module, new Set(entities.flatMap(([, fields]) => fields)));
}

const none: ReadonlySet<string> = new Set();

/**
 * The personal fields of an audit row: its entity's; for a row whose entity no module declares (a
 * request body written as `after` by the hook), those of every entity of the module it came from.
 */
export function personalFieldsOf(entity: string | null | undefined, module?: string): ReadonlySet<string> {
  const declared = entity ? personalByEntity.get(entity) : undefined;
  if (declared) return declared.fields;
  return (module && personalByModule.get(module)) || none;
}

/** Where `withoutPersonal` compares nothing: an `after` with no `before` (a creation). */
const NO_BEFORE = Symbol('no before');

const isWithheld = (v: unknown) => v === PERSONAL || v === PERSONAL_CHANGED;
const isEmpty = (v: unknown) => v === null || v === undefined || v === '';
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** `value` without its personal fields; `before` is what stood in its place before the change. */
function hide(fields: ReadonlySet<string>, value: unknown, before: unknown, depth: number): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  const beforeAt = (key: string | number): unknown => {
    if (before === NO_BEFORE) return NO_BEFORE;
    return before !== null && typeof before === 'object'
      ? (before as Record<string | number, unknown>)[key]
      : undefined;
  };
  if (Array.isArray(value)) return value.map((v, i) => hide(fields, v, beforeAt(i), depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (!fields.has(k)) out[k] = hide(fields, v, beforeAt(k), depth + 1);
    else if (isEmpty(v) || isWithheld(v)) out[k] = v;
    else out[k] = before !== NO_BEFORE && !sameJson(v, beforeAt(k)) ? PERSONAL_CHANGED : PERSONAL;
  }
  return out;
}

/**
 * An audit row's `before` and `after` (as JSON, after `redact`) without the values of its personal
 * fields, at any depth: each value becomes `"[personal]"`, and in `after`, when a `before` is given
 * and held something else there, `"[personal: changed]"`. Empty values (null, '') stay: they say
 * nothing about anyone. Values already withheld stay as they are, so a row passes twice unchanged.
 */
export function withoutPersonal(
  fields: ReadonlySet<string>,
  before: unknown,
  after: unknown,
): { before: unknown; after: unknown } {
  if (fields.size === 0) return { before, after };
  return {
    before: hide(fields, before, NO_BEFORE, 0),
    after: hide(fields, after, before === null || before === undefined ? NO_BEFORE : before, 0),
  };
}
