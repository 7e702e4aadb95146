// Employee birthdays, from the birth date on the profile (modules/employees), as each person lets
// colleagues see it (their `birthdayVisibility` preference): the whole date, the day and month only
// (the default), or not at all.
import type { Birthday } from '@backoffice/contract/modules/events';
import { and, asc, eq, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.js';
import { profiles, userPreferences, users } from '../../../core/db/schema.js';

/** The person's `birthdayVisibility` preference (declared in module.ts), 'no-year' when not set. */
const visibility = sql<string>`coalesce(${userPreferences.value} #>> '{}', 'no-year')`;

export async function listBirthdays(ctx: AppContext, month?: number): Promise<Birthday[]> {
  const monthOf = sql<number>`extract(month from ${profiles.birthDate})::int`;
  const dayOf = sql<number>`extract(day from ${profiles.birthDate})::int`;
  const conditions: SQL[] = [isNotNull(profiles.birthDate), ne(visibility, 'hidden')];
  if (month !== undefined) conditions.push(sql`${monthOf} = ${month}`);
  const rows = await ctx.db
    .select({
      userId: profiles.userId,
      name: users.name,
      image: profiles.image,
      birthDate: profiles.birthDate,
      visibility,
      month: monthOf,
      day: dayOf,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(
      userPreferences,
      and(eq(userPreferences.userId, profiles.userId), eq(userPreferences.name, 'birthdayVisibility')),
    )
    .where(and(...conditions))
    .orderBy(asc(monthOf), asc(dayOf), asc(users.name));
  return rows.map((r) => ({
    userId: r.userId,
    name: r.name,
    image: r.image,
    month: Number(r.month),
    day: Number(r.day),
    year: r.visibility === 'full' ? Number(r.birthDate!.slice(0, 4)) : null,
  }));
}
