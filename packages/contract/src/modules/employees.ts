// Employee profiles and notifications (spec §3 "Profile", "Notification"; §7 "Employees").
// Decisions where the spec is silent: docs/administration.md (profiles), docs/employees.md (the bell).
import { z } from 'zod';
import { type FileKindName, fileKindsTypes } from '../files.js';
import {
  bodyId,
  endpoint,
  idParams,
  idsBody,
  isoInstant,
  listOf,
  owner,
  pageQuery,
  policy,
  recordId,
  scopes,
} from '../http.js';
import { definePolicies } from '../policies.js';
import { dateString } from '../rules/dates.js';

export * from './employees/people.js';

const id = bodyId;

/**
 * Own records, others' records (docs/administration.md): everyone reaches their own profile,
 * settings and notifications; someone else's need the scope the endpoint names, and to anyone else
 * they do not exist (404). The rules are `modules/employees/policy.ts` on the server.
 */
export const declaredPolicies = definePolicies({
  'employees.user': { kind: 'owner', description: 'the user `userId` whose profile is created' },
  'employees.profileOfUser': { kind: 'owner', description: 'the profile of the user {id}' },
  'employees.profile': { kind: 'owner', description: 'the profile {id}' },
  'employees.notification': { kind: 'owner', description: 'the notification {id}' },
  'employees.notificationsOf': {
    kind: 'request',
    description: "another user's notifications (`userId`) need users:users:read",
  },
});

const name = (label: string, min: number) =>
  z
    .string()
    .trim()
    .min(min, `Enter the ${label}`)
    .max(100, `Keep the ${label} to 100 characters or fewer`)
    .refine((v) => !v.includes('\0'), `The ${label} contains a character that is not allowed`);

/** What every signed-in user may see of a colleague: names and picture. */
export const basePersonalDetails = z.object({
  firstName: z.string(),
  lastName: z.string(),
  /**
   * The link of the profile image, a public stored file (`/api/internal-file-manager/public/<id>.png`),
   * or null (the web app draws an avatar from the username).
   */
  image: z.string().nullable(),
});

export const personalDetails = basePersonalDetails.extend({
  /** `YYYY-MM-DD`, or null. Colleagues see it on the event calendar as `birthdayVisibility` allows. */
  birthDate: z.string().nullable(),
});

/**
 * Who sees a birthday on the event calendar: the whole date (and so the age), the day and month only
 * (the default), or nothing.
 */
export const BIRTHDAY_VISIBILITY = ['full', 'no-year', 'hidden'] as const;
export type BirthdayVisibility = (typeof BIRTHDAY_VISIBILITY)[number];
export const birthdayVisibility = z.enum(BIRTHDAY_VISIBILITY, { message: 'must be full, no-year or hidden' });

export const profileConfig = z.object({
  enabledDarkTheme: z.boolean(),
  showReviewedEscalations: z.boolean(),
  birthdayVisibility,
});

/** A profile document, with the specification's field names. */
export const profile = z.object({
  _id: z.number().int(),
  userId: z.number().int(),
  personalDetails,
  profileConfig,
});
export type Profile = z.infer<typeof profile>;

export const baseProfile = z.object({
  _id: z.number().int(),
  userId: z.number().int(),
  personalDetails: basePersonalDetails,
});
export type BaseProfile = z.infer<typeof baseProfile>;

export const profileConfigBody = z.object({
  enabledDarkTheme: z.boolean().optional(),
  showReviewedEscalations: z.boolean().optional(),
  birthdayVisibility: birthdayVisibility.optional(),
});
export type ProfileConfigBody = z.infer<typeof profileConfigBody>;

export const createProfileBody = z.object({
  userId: id,
  personalDetails: z.object({ firstName: name('first name', 1), lastName: name('last name', 0) }),
  profileConfig: profileConfigBody.optional(),
});
export type CreateProfileBody = z.infer<typeof createProfileBody>;

const birthDate = dateString
  .refine((d) => d >= '1900-01-01', 'must be in 1900 or later')
  .refine((d) => d <= new Date().toISOString().slice(0, 10), 'must not be in the future');

/**
 * The JSON part (`data`) of the multipart profile update. The other part is the optional image
 * file (`image`: PNG, JPEG, WebP or GIF). `removeImage` clears the picture.
 */
export const profileData = z.object({
  personalDetails: z
    .object({
      firstName: name('first name', 1).optional(),
      lastName: name('last name', 0).optional(),
      /** null removes it. */
      birthDate: birthDate.nullable().optional(),
    })
    .optional(),
  removeImage: z.boolean().optional(),
});
export type ProfileData = z.infer<typeof profileData>;

/** The names of the multipart parts of `PATCH /employee-controller/profile/user/{id}`. */
export const PROFILE_FORM_FIELDS = { data: 'data', image: 'image' } as const;
/** What a profile picture may be (read from its bytes), and how large: the server refuses the rest. */
export const PROFILE_IMAGE_KINDS = ['images'] as const satisfies readonly FileKindName[];
export const PROFILE_IMAGE_MAX_MB = 10;
export const PROFILE_IMAGE_TYPES = fileKindsTypes(PROFILE_IMAGE_KINDS);

export const createProfile = endpoint({
  name: 'employees.createProfile',
  method: 'POST',
  path: '/employee-controller/profile',
  access: 'signedIn',
  record: owner('employees.user', { or: 'users:users:create', key: 'body.userId' }),
  summary: 'Create the profile of a user that has none (your own, or anyone with users:users:create)',
  body: createProfileBody,
  reply: profile,
  status: 201,
});

export const getProfile = endpoint({
  name: 'employees.getProfile',
  method: 'GET',
  path: '/employee-controller/profile/user/{id}',
  access: 'signedIn',
  record: owner('employees.profileOfUser', { or: 'users:users:read' }),
  summary: "A user's profile (your own, or anyone's with users:users:read)",
  params: idParams,
  reply: profile,
});

export const updateProfile = endpoint({
  name: 'employees.updateProfile',
  method: 'PATCH',
  path: '/employee-controller/profile/user/{id}',
  access: 'signedIn',
  record: owner('employees.profileOfUser', { or: 'users:users:update' }),
  summary:
    "Change a user's names and picture (your own, or anyone's with users:users:update). multipart/form-data: " +
    'part `data` holds JSON (profileData), part `image` an optional PNG, JPEG, WebP or GIF file of up to ' +
    `${PROFILE_IMAGE_MAX_MB} MB (and MAX_UPLOAD_MB)`,
  params: idParams,
  body: z.custom<FormData>(),
  multipart: true,
  reply: profile,
});

export const getBaseProfile = endpoint({
  name: 'employees.getBaseProfile',
  method: 'GET',
  path: '/employee-controller/profile/user/{id}/base',
  access: 'signedIn',
  record: 'any',
  summary: "A user's names and picture",
  params: idParams,
  reply: baseProfile,
});

export const profilesByUserIds = endpoint({
  name: 'employees.profilesByUserIds',
  method: 'POST',
  path: '/employee-controller/profile/users-ids',
  access: 'signedIn',
  summary: 'Names and pictures of several users; unknown ids are left out',
  body: idsBody,
  reply: z.array(baseProfile),
});

export const updateProfileConfig = endpoint({
  name: 'employees.updateProfileConfig',
  method: 'PATCH',
  path: '/employee-controller/profile/{id}/config',
  access: 'signedIn',
  record: owner('employees.profile', { or: 'users:users:update' }),
  summary: "Change a profile's settings, by profile id (your own, or anyone's with users:users:update)",
  params: idParams,
  body: profileConfigBody,
  reply: profile,
});

export const listProfiles = endpoint({
  name: 'employees.listProfiles',
  method: 'GET',
  path: '/employee-controller/profile',
  access: scopes('users:users:read'),
  summary: 'Profiles by name; search matches first and last name',
  query: pageQuery.extend({
    search: z
      .string()
      .trim()
      .max(100)
      .refine((v) => !v.includes('\0'), 'The search contains a character that is not allowed')
      .optional(),
  }),
  reply: listOf(profile),
});

// ---- Notifications ----

export const notificationLevel = z.enum(['success', 'error', 'info', 'warning']);
export type NotificationLevel = z.infer<typeof notificationLevel>;

export const notification = z.object({
  _id: z.number().int(),
  level: notificationLevel,
  title: z.string(),
  body: z.string(),
  /** When it was created (ISO instant); the web app shows the local year-month-day. */
  date: isoInstant,
  readAt: isoInstant.nullable(),
  /** The app path of what it is about (`/dns/zone/7`), or null. */
  link: z.string().nullable(),
});
export type Notification = z.infer<typeof notification>;

/** The `notification` socket event. */
export const notificationEvent = z.object({
  id: z.number().int(),
  level: notificationLevel,
  title: z.string(),
  body: z.string(),
  date: isoInstant,
  link: z.string().nullable().optional(),
});
export type NotificationEvent = z.infer<typeof notificationEvent>;

export const listNotifications = endpoint({
  name: 'employees.listNotifications',
  method: 'GET',
  path: '/employee-controller/notifications',
  access: 'signedIn',
  record: policy('employees.notificationsOf'),
  summary:
    "Your notifications, newest first (another user's with `userId` and users:users:read). " +
    '`before` pages by cursor: the ones older than that notification id (then `page` stays 1)',
  query: pageQuery.extend({
    userId: recordId.optional(),
    /** A cursor: only notifications whose id is below this one (the last one shown). */
    before: recordId.optional(),
    unread: z
      .enum(['true', 'false'], { message: 'must be true or false' })
      .transform((v) => v === 'true')
      .optional(),
  }),
  reply: listOf(notification).extend({ unread: z.number().int() }),
});

export const markNotificationRead = endpoint({
  name: 'employees.markNotificationRead',
  method: 'PATCH',
  path: '/employee-controller/notifications/{id}',
  access: 'signedIn',
  record: owner('employees.notification', { or: 'users:users:update' }),
  summary: "Mark a notification read (your own, or anyone's with users:users:update)",
  params: idParams,
  reply: notification,
});

export const markAllNotificationsRead = endpoint({
  name: 'employees.markAllNotificationsRead',
  method: 'PATCH',
  path: '/employee-controller/notifications',
  access: 'signedIn',
  summary: 'Mark all your notifications read; the reply says how many were unread',
  reply: z.object({ marked: z.number().int() }),
});
