// Employee profiles (their notifications: notifications.ts). Everyone reads and edits their own
// without any scope; someone else's needs the users scopes, and to a caller without them it does not
// exist (404).
import type {
  BaseProfile,
  CreateProfileBody,
  Profile,
  ProfileConfigBody,
  ProfileData,
} from '@backoffice/contract/modules/employees';
import { storedFilePath } from '@backoffice/contract/modules/files';
import { asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import { assertMayActOnUser, findTarget } from '../../../core/auth/grants.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { containsPattern, type PageParams, paged } from '../../../core/db/lists.js';
import { profiles, users } from '../../../core/db/schema.js';
import { conflict, notFound } from '../../../core/errors.js';
import { releaseFiles, type StagedFile, saveStaged } from '../../../core/files/service.js';
import { preferencesOf, setPreferences } from '../../../core/preferences.js';

type ProfileRow = typeof profiles.$inferSelect;

/**
 * The profile of the spec (§3): its `profileConfig` is the dark theme (the profile's own) and the
 * person's preferences that modules declare (QC's "show reviewed escalations", the event calendar's
 * birthday visibility: core/preferences.ts).
 */
function toProfile(row: ProfileRow, preferences: Record<string, unknown>): Profile {
  return {
    _id: row.id,
    userId: row.userId,
    personalDetails: { firstName: row.firstName, lastName: row.lastName, image: row.image, birthDate: row.birthDate },
    profileConfig: { ...preferences, enabledDarkTheme: row.enabledDarkTheme } as Profile['profileConfig'],
  };
}

/** Profiles with their owners' preferences (one query for all of them). */
async function profilesOf(db: Executor, rows: readonly ProfileRow[]): Promise<Profile[]> {
  const preferences = await preferencesOf(
    db,
    rows.map((r) => r.userId),
  );
  return rows.map((r) => toProfile(r, preferences.get(r.userId)!));
}

export async function profileOf(db: Executor, row: ProfileRow): Promise<Profile> {
  return (await profilesOf(db, [row]))[0]!;
}

/** Names and picture only: the birth date stays with the full profile. */
const toBaseProfile = ({ id, userId, firstName, lastName, image }: ProfileRow): BaseProfile => ({
  _id: id,
  userId,
  personalDetails: { firstName, lastName, image },
});

/** The profile config's fields that are preferences of modules, apart from the profile's own. */
function splitConfig(config: ProfileConfigBody | undefined) {
  const { enabledDarkTheme, ...preferences } = config ?? {};
  return { enabledDarkTheme, preferences };
}

/** Someone else's profile is edited only under the granting rule (core/auth/grants.ts). */
async function assertMayEditOthers(ctx: AppContext, actor: AuthUser, ownerId: number): Promise<void> {
  if (ownerId === actor.id) return;
  const target = await findTarget(ctx.db, ownerId);
  if (target) await assertMayActOnUser(ctx.db, actor, target, 'change the profile of');
}

const displayName = (firstName: string, lastName: string) => `${firstName} ${lastName}`.trim();

async function profileOfUser(ctx: AppContext, userId: number): Promise<ProfileRow | undefined> {
  const [row] = await ctx.db.select().from(profiles).where(eq(profiles.userId, userId));
  return row;
}

// ---- Profiles ----

const ENTITY = 'profile';

/** For a user the caller may reach (policy `employees.user`: their own, or with users:users:create). */
export async function createProfile(ctx: AppContext, body: CreateProfileBody): Promise<Profile> {
  if (await profileOfUser(ctx, body.userId)) throw conflict('The user already has a profile', 'body.userId');
  const { firstName, lastName } = body.personalDetails;
  const { enabledDarkTheme, preferences } = splitConfig(body.profileConfig);
  const profile = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(profiles)
      .values({ userId: body.userId, firstName, lastName, enabledDarkTheme: enabledDarkTheme ?? false })
      .returning();
    await setPreferences(tx, body.userId, preferences);
    // The profile's names are the name shown everywhere (spec §4: "refreshes the displayed name from the profile").
    await tx
      .update(users)
      .set({ name: displayName(firstName, lastName), updatedAt: new Date() })
      .where(eq(users.id, body.userId));
    const made = await profileOf(tx, created!);
    auditChange(tx, { entity: ENTITY, entityId: created!.id, after: made });
    return made;
  });
  ctx.bus.publish({ type: 'users.changed', userIds: [body.userId] });
  return profile;
}

/** The profile a caller may edit (its policy let the caller reach it; checked before an upload is read). */
export async function profileForEdit(ctx: AppContext, actor: AuthUser, row: ProfileRow): Promise<Profile> {
  await assertMayEditOthers(ctx, actor, row.userId);
  return profileOf(ctx.db, row);
}

/**
 * Changes names and picture. Only what the change names is written, so a name saved while a picture
 * uploads keeps the new picture. A replaced or removed picture is released (core/files): deleted
 * unless something else still links to it.
 */
export async function updateProfile(
  ctx: AppContext,
  actor: AuthUser,
  before: Profile,
  change: { data: ProfileData; image?: StagedFile | undefined },
) {
  const { personalDetails, removeImage } = change.data;
  const saved = change.image ? await saveStaged(ctx, change.image, actor.id) : null;
  const image = saved ? storedFilePath(saved) : removeImage ? null : undefined;
  const firstName = personalDetails?.firstName ?? before.personalDetails.firstName;
  const lastName = personalDetails?.lastName ?? before.personalDetails.lastName;
  let row: ProfileRow;
  let replaced: string | null;
  try {
    [row, replaced] = await ctx.db.transaction(async (tx): Promise<[ProfileRow, string | null]> => {
      // The picture replaced is the one in the row now (another request may have changed it).
      const [current] = await tx
        .select({ image: profiles.image })
        .from(profiles)
        .where(eq(profiles.id, before._id))
        .for('update');
      if (!current) throw notFound('Profile');
      const [updated] = await tx
        .update(profiles)
        .set({
          ...(personalDetails ? { firstName, lastName } : {}),
          ...(personalDetails?.birthDate !== undefined ? { birthDate: personalDetails.birthDate } : {}),
          ...(image !== undefined ? { image } : {}),
          updatedAt: new Date(),
        })
        .where(eq(profiles.id, before._id))
        .returning();
      if (personalDetails) {
        await tx
          .update(users)
          .set({ name: displayName(firstName, lastName), updatedAt: new Date() })
          .where(eq(users.id, before.userId));
      }
      auditChange(tx, { entity: ENTITY, entityId: before._id, before, after: await profileOf(tx, updated!) });
      return [updated!, image !== undefined ? current.image : null];
    });
  } catch (error) {
    if (saved) await releaseFiles(ctx, [saved.id]);
    throw error;
  }
  if (replaced && replaced !== image) {
    await releaseFiles(ctx, [replaced]).catch((err) => ctx.log.warn({ err }, 'old profile image not released'));
  }
  // Name and picture are part of the session user (GET /auth/me, updateCredentials).
  ctx.bus.publish({ type: 'users.changed', userIds: [before.userId] });
  return { before, after: await profileOf(ctx.db, row) };
}

export async function getBaseProfile(ctx: AppContext, userId: number): Promise<BaseProfile> {
  const row = await profileOfUser(ctx, userId);
  if (!row) throw notFound('Profile');
  return toBaseProfile(row);
}

export async function baseProfilesOf(ctx: AppContext, userIds: number[]): Promise<BaseProfile[]> {
  if (!userIds.length) return [];
  const rows = await ctx.db
    .select()
    .from(profiles)
    .where(inArray(profiles.userId, userIds))
    .orderBy(asc(profiles.userId));
  return rows.map(toBaseProfile);
}

export async function updateProfileConfig(ctx: AppContext, actor: AuthUser, row: ProfileRow, body: ProfileConfigBody) {
  await assertMayEditOthers(ctx, actor, row.userId);
  const { enabledDarkTheme, preferences } = splitConfig(body);
  const [before, after] = await ctx.db.transaction(async (tx) => {
    const was = await profileOf(tx, row);
    const [changed] = await tx
      .update(profiles)
      .set({ ...(enabledDarkTheme === undefined ? {} : { enabledDarkTheme }), updatedAt: new Date() })
      .where(eq(profiles.id, row.id))
      .returning();
    await setPreferences(tx, row.userId, preferences);
    const now = await profileOf(tx, changed!);
    auditChange(tx, { entity: ENTITY, entityId: row.id, before: was, after: now });
    return [was, now];
  });
  // Dark theme and "show reviewed escalations" are part of the session user.
  ctx.bus.publish({ type: 'users.changed', userIds: [row.userId] });
  return { before, after };
}

export async function listProfiles(ctx: AppContext, q: PageParams & { search?: string }) {
  const pattern = q.search ? containsPattern(q.search) : undefined;
  const where = pattern
    ? or(
        ilike(profiles.firstName, pattern),
        ilike(profiles.lastName, pattern),
        ilike(sql`${profiles.firstName} || ' ' || ${profiles.lastName}`, pattern),
      )
    : undefined;
  return paged(ctx.db, q, {
    rows: ({ orderBy, limit, offset }) =>
      ctx.db
        .select()
        .from(profiles)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: ctx.db.select({ one: sql`1` }).from(profiles).where(where),
    order: {
      fallback: [asc(sql`lower(${profiles.firstName})`), asc(sql`lower(${profiles.lastName})`)],
      tiebreak: profiles.id,
    },
    shape: (rows) => profilesOf(ctx.db, rows),
  });
}
