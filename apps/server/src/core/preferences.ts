// A person's preferences that belong to a module ("show reviewed escalations" to QC, "birthday
// visibility" to the event calendar): each module declares its own, with their schema and default
// (`defineServerModule({ preferences })`), and they live in core's `user_preferences`, not as columns
// of core's `profiles`. Names are unique across modules: the profile's `profileConfig` (spec §3) and
// the session user carry them by name.
import { inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from './db/database.js';
import { userPreferences } from './db/schema.js';

export interface Preference<T = unknown> {
  schema: z.ZodType<T>;
  default: T;
}

export type Preferences = Readonly<Record<string, Preference>>;

const declared = new Map<string, { module: string; preference: Preference }>();

/** Records a module's preferences (`defineServerModule` calls it); defining the module again replaces them. */
export function declarePreferences(module: string, preferences: Preferences): void {
  for (const name of Object.keys(preferences)) {
    const owner = declared.get(name)?.module;
    if (owner !== undefined && owner !== module) {
      throw new Error(`The preference ${name} is declared by ${owner} and ${module}`);
    }
  }
  for (const [name, entry] of declared) if (entry.module === module) declared.delete(name);
  for (const [name, preference] of Object.entries(preferences)) declared.set(name, { module, preference });
}

function defaults(): Record<string, unknown> {
  return Object.fromEntries([...declared].map(([name, { preference }]) => [name, preference.default]));
}

/** Each person's preferences, every declared one with its default where none is set. */
export async function preferencesOf(
  db: Executor,
  userIds: readonly number[],
): Promise<Map<number, Record<string, unknown>>> {
  const out = new Map(userIds.map((id) => [id, defaults()]));
  if (!userIds.length) return out;
  const rows = await db
    .select()
    .from(userPreferences)
    .where(inArray(userPreferences.userId, [...new Set(userIds)]));
  for (const row of rows) {
    const entry = declared.get(row.name);
    const parsed = entry?.preference.schema.safeParse(row.value);
    // A value no module reads any more (or reads otherwise now) is left for its default.
    if (parsed?.success) out.get(row.userId)![row.name] = parsed.data;
  }
  return out;
}

/** One preference of one person (its default when not set). */
export async function preferenceOf<T>(db: Executor, userId: number, name: string): Promise<T> {
  return (await preferencesOf(db, [userId])).get(userId)![name] as T;
}

/**
 * Sets some of a person's preferences: each must be declared, and its value is checked by its
 * schema (a caller checks the request first; this refuses what no module declares).
 */
export async function setPreferences(
  db: Executor,
  userId: number,
  values: Readonly<Record<string, unknown>>,
): Promise<void> {
  const entries = Object.entries(values).filter(([, value]) => value !== undefined);
  for (const [name, value] of entries) {
    const entry = declared.get(name);
    if (!entry) throw new Error(`No module declares the preference ${name}`);
    entry.preference.schema.parse(value);
  }
  if (!entries.length) return;
  await db
    .insert(userPreferences)
    .values(entries.map(([name, value]) => ({ userId, name, value })))
    .onConflictDoUpdate({
      target: [userPreferences.userId, userPreferences.name],
      set: { value: sql`excluded.value`, updatedAt: sql`now()` },
    });
}

/** The names of the declared preferences (the profile's `profileConfig` beside its own fields). */
export function declaredPreferenceNames(): string[] {
  return [...declared.keys()];
}
