// Employee profiles and notifications. Everyone reads and edits their own without any scope;
// someone else's needs the users scopes, and to a caller without them it does not exist (404).
import type {
  BaseProfile,
  CreateProfileBody,
  Notification,
  Profile,
  ProfileConfigBody,
  ProfileData,
} from '@backoffice/contract/modules/employees';
import { PUBLIC_FILE_PREFIX, publicFilePath } from '@backoffice/contract/modules/files';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { assertMayActOnUser, findTarget } from '../../core/auth/grants.js';
import type { AuthUser } from '../../core/auth/sessions.js';
import type { AppContext } from '../../core/context.js';
import { containsPattern, countCapped, offsetOf, type PageParams, pageOf } from '../../core/db/lists.js';
import { notifications, profiles, users } from '../../core/db/schema.js';
import { conflict, notFound } from '../../core/errors.js';
import { type ImageType, removeFile, saveFile } from '../../core/files.js';

type ProfileRow = typeof profiles.$inferSelect;

export function toProfile(row: ProfileRow): Profile {
  return {
    _id: row.id,
    userId: row.userId,
    personalDetails: { firstName: row.firstName, lastName: row.lastName, image: row.image },
    profileConfig: { enabledDarkTheme: row.enabledDarkTheme, showReviewedEscalations: row.showReviewedEscalations },
  };
}

const toBaseProfile = ({ _id, userId, personalDetails }: Profile): BaseProfile => ({ _id, userId, personalDetails });

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

/** For a user the caller may reach (policy `employees.user`: their own, or with users:users:create). */
export async function createProfile(ctx: AppContext, body: CreateProfileBody): Promise<Profile> {
  if (await profileOfUser(ctx, body.userId)) throw conflict('The user already has a profile', 'body.userId');
  const { firstName, lastName } = body.personalDetails;
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(profiles)
      .values({
        userId: body.userId,
        firstName,
        lastName,
        enabledDarkTheme: body.profileConfig?.enabledDarkTheme ?? false,
        showReviewedEscalations: body.profileConfig?.showReviewedEscalations ?? false,
      })
      .returning();
    // The profile's names are the name shown everywhere (spec §4: "refreshes the displayed name from the profile").
    await tx
      .update(users)
      .set({ name: displayName(firstName, lastName), updatedAt: new Date() })
      .where(eq(users.id, body.userId));
    return created!;
  });
  ctx.bus.publish({ type: 'users.changed', userIds: [body.userId] });
  return toProfile(row);
}

/** The profile a caller may edit (its policy let the caller reach it; checked before an upload is read). */
export async function profileForEdit(ctx: AppContext, actor: AuthUser, row: ProfileRow): Promise<Profile> {
  await assertMayEditOthers(ctx, actor, row.userId);
  return toProfile(row);
}

/** Old image paths that are files of ours (a key under the public file path); others are left alone. */
function storedKey(imagePath: string | null): string | null {
  return imagePath?.startsWith(PUBLIC_FILE_PREFIX) ? imagePath.slice(PUBLIC_FILE_PREFIX.length) : null;
}

export async function updateProfile(
  ctx: AppContext,
  before: Profile,
  change: { data: ProfileData; image?: { bytes: Buffer; type: ImageType } },
) {
  const { personalDetails, removeImage } = change.data;
  const key = change.image
    ? await saveFile(ctx.config.dataDir, 'public', change.image.bytes, change.image.type.ext)
    : null;
  const image = key ? publicFilePath(key) : removeImage ? null : before.personalDetails.image;
  const firstName = personalDetails?.firstName ?? before.personalDetails.firstName;
  const lastName = personalDetails?.lastName ?? before.personalDetails.lastName;
  let row: ProfileRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(profiles)
        .set({ firstName, lastName, image, updatedAt: new Date() })
        .where(eq(profiles.id, before._id))
        .returning();
      if (!updated) throw notFound('Profile');
      if (personalDetails) {
        await tx
          .update(users)
          .set({ name: displayName(firstName, lastName), updatedAt: new Date() })
          .where(eq(users.id, before.userId));
      }
      return updated;
    });
  } catch (error) {
    if (key) await removeFile(ctx.config.dataDir, 'public', key);
    throw error;
  }
  const replaced = storedKey(before.personalDetails.image);
  if (replaced && image !== before.personalDetails.image) {
    await removeFile(ctx.config.dataDir, 'public', replaced).catch((err) =>
      ctx.log.warn({ err }, 'old profile image not removed'),
    );
  }
  // Name and picture are part of the session user (GET /auth/me, updateCredentials).
  ctx.bus.publish({ type: 'users.changed', userIds: [before.userId] });
  return { before, after: toProfile(row) };
}

export async function getBaseProfile(ctx: AppContext, userId: number): Promise<BaseProfile> {
  const row = await profileOfUser(ctx, userId);
  if (!row) throw notFound('Profile');
  return toBaseProfile(toProfile(row));
}

export async function baseProfilesOf(ctx: AppContext, userIds: number[]): Promise<BaseProfile[]> {
  if (!userIds.length) return [];
  const rows = await ctx.db
    .select()
    .from(profiles)
    .where(inArray(profiles.userId, userIds))
    .orderBy(asc(profiles.userId));
  return rows.map((r) => toBaseProfile(toProfile(r)));
}

export async function updateProfileConfig(ctx: AppContext, actor: AuthUser, row: ProfileRow, body: ProfileConfigBody) {
  await assertMayEditOthers(ctx, actor, row.userId);
  const [updated] = await ctx.db
    .update(profiles)
    .set({ ...body, updatedAt: new Date() })
    .where(eq(profiles.id, row.id))
    .returning();
  // Dark theme and "show reviewed escalations" are part of the session user.
  ctx.bus.publish({ type: 'users.changed', userIds: [row.userId] });
  return { before: toProfile(row), after: toProfile(updated!) };
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
  const [rows, count] = await Promise.all([
    ctx.db
      .select()
      .from(profiles)
      .where(where)
      .orderBy(asc(sql`lower(${profiles.firstName})`), asc(sql`lower(${profiles.lastName})`), asc(profiles.id))
      .limit(q.take)
      .offset(offsetOf(q)),
    countCapped(ctx.db, ctx.db.select({ one: sql`1` }).from(profiles).where(where)),
  ]);
  return pageOf(rows.map(toProfile), count, q);
}

// ---- Notifications ----

type NotificationRow = typeof notifications.$inferSelect;

function toNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    level: row.level,
    title: row.title,
    body: row.body,
    date: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    link: row.link,
  };
}

export async function listNotifications(
  ctx: AppContext,
  actor: AuthUser,
  q: PageParams & { userId?: number; unread?: boolean },
) {
  // Another user's only with users:users:read: policy `employees.notificationsOf` (policy.ts).
  const userId = q.userId ?? actor.id;
  const mine: SQL = eq(notifications.userId, userId);
  const where = q.unread ? and(mine, isNull(notifications.readAt)) : mine;
  const [rows, count, unread] = await Promise.all([
    ctx.db.select().from(notifications).where(where).orderBy(desc(notifications.id)).limit(q.take).offset(offsetOf(q)),
    countCapped(ctx.db, ctx.db.select({ one: sql`1` }).from(notifications).where(where)),
    countCapped(
      ctx.db,
      ctx.db
        .select({ one: sql`1` })
        .from(notifications)
        .where(and(mine, isNull(notifications.readAt))),
    ),
  ]);
  return { ...pageOf(rows.map(toNotification), count, q), unread: unread.total };
}

/** Marks a notification read; marking it again keeps the first time. */
export async function markNotificationRead(ctx: AppContext, row: NotificationRow) {
  const [updated] = await ctx.db
    .update(notifications)
    .set({ readAt: sql`COALESCE(${notifications.readAt}, now())` })
    .where(eq(notifications.id, row.id))
    .returning();
  return { before: toNotification(row), after: toNotification(updated!) };
}
