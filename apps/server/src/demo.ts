// Demo data for `npm run demo` (never on plain `npm start`): four departments, six roles, sixty
// people with profiles and generated avatars; then each module's own demo data (its `demo` hook, in
// the declared order) made as a demo administrator. Runs once per database.
import { storedFilePath } from '@backoffice/contract';
import { eq } from 'drizzle-orm';
import { hashPassword } from './core/auth/passwords.js';
import { randomPassword } from './core/config.js';
import type { AppContext } from './core/context.js';
import { departments, profiles, roleScopes, roles, settings, users } from './core/db/schema.js';
import { storeBytes } from './core/files/service.js';
import { fileUseNamed } from './core/files/uses.js';
import type { DemoContext, DemoRole, ServerModule } from './core/module.js';
import { ascii, avatarPng } from './demo-avatars.js';
import { serverModules } from './modules/index.js';

const SEEDED = 'demo_seeded';

/**
 * Department → roles → how many people hold each. What each role holds is declared by the modules
 * (their demo's `roles`: the module's scopes for that role, with what those scopes need in turn —
 * demo-roles.test.ts), so a module brings its part of the demo roles with it.
 */
export const demoPlan: readonly {
  department: string;
  description: string;
  roles: readonly { name: DemoRole; description: string; people: number }[];
}[] = [
  {
    department: 'Support',
    description: 'First-line help for customers, around the clock',
    roles: [
      { name: 'Support agent', description: 'Answers chats and tickets', people: 20 },
      { name: 'Shift leader', description: 'Plans shifts and approves leave for the support team', people: 4 },
    ],
  },
  {
    department: 'Quality',
    description: 'Reviews chats and tickets and coaches the agents',
    roles: [
      { name: 'Reviewer', description: 'Reviews chats and tickets, raises escalations', people: 12 },
      { name: 'QA manager', description: 'Runs quality control: settings, queues, dossiers', people: 4 },
    ],
  },
  {
    department: 'Development',
    description: 'Builds and runs the hosting platform',
    roles: [
      { name: 'Developer', description: 'Servers, DNS, certificates, databases and the bug tracker', people: 12 },
    ],
  },
  {
    department: 'Administration',
    description: 'People, permissions and the office',
    roles: [{ name: 'Administrator', description: 'Manages users, roles and departments', people: 8 }],
  },
];

/** Each demo role with its scopes: what every module's demo gives it and everyone, sorted. */
export function demoRoles(modules: readonly ServerModule[] = serverModules) {
  const given = (role: DemoRole | 'everyone') => modules.flatMap((m) => m.demo?.roles?.[role] ?? []);
  return demoPlan.flatMap((d) =>
    d.roles.map((r) => ({
      ...r,
      department: d.department,
      scopes: [...new Set([...given('everyone'), ...given(r.name)])].sort(),
    })),
  );
}

const names = [
  'Maria Petrova',
  'Georgi Ivanov',
  'Elena Dimitrova',
  'Nikolai Georgiev',
  'Sofia Nikolova',
  'Ivan Todorov',
  'Anna Kowalska',
  'Tomasz Nowak',
  'Lucia Fernández',
  'Mateo García',
  'Chloé Martin',
  'Lucas Bernard',
  'Emma Schmidt',
  'Jonas Müller',
  'Aisha Khan',
  'Omar Haddad',
  'Priya Sharma',
  'Arjun Patel',
  'Mei Chen',
  'Hiroshi Tanaka',
  'Yuki Sato',
  'Min-jun Kim',
  'Seo-yeon Park',
  'Olivia Smith',
  'Liam Johnson',
  'Ava Williams',
  'Noah Brown',
  'Isabella Jones',
  'Ethan Miller',
  'Mia Davis',
  'Lars Nielsen',
  'Ingrid Larsen',
  'Matti Virtanen',
  'Aino Korhonen',
  'Giulia Rossi',
  'Marco Bianchi',
  'Sara Costa',
  'João Silva',
  'Zeynep Yılmaz',
  'Emre Demir',
  'Fatima Benali',
  'Youssef Amrani',
  'Daniela Popescu',
  'Andrei Ionescu',
  'Petra Novák',
  'Jakub Svoboda',
  'Katarina Horvat',
  'Luka Kovačević',
  'Nora O’Brien',
  'Sean Murphy',
  'Grace Wanjiru',
  'David Ochieng',
  'Amara Okafor',
  'Chidi Eze',
  'Valentina Ruiz',
  'Diego Morales',
  'Hanna Berg',
  'Erik Lindqvist',
  'Rania Saleh',
  'Karim Mansour',
];

/** Seeds the demo data once; prints the shared password of the demo accounts that one time. */
export async function seedDemo(ctx: AppContext, modules: readonly ServerModule[] = serverModules): Promise<void> {
  const done = await ctx.db.select().from(settings).where(eq(settings.key, SEEDED));
  const existing = await ctx.db.select().from(departments).where(eq(departments.name, 'Support'));
  if (done.length || existing.length) {
    ctx.log.info('demo data already present: nothing seeded');
    return;
  }
  const password = randomPassword();
  const passwordHash = await hashPassword(password);
  const people = names.map((fullName) => {
    const [firstName = '', ...rest] = fullName.split(' ');
    const lastName = rest.join(' ');
    const username = `${ascii(firstName)}.${ascii(lastName)}`;
    return { firstName, lastName, name: fullName, username, email: `${username}@example.com` };
  });
  // Files first: the database work below is one transaction, and a file nobody references is harmless.
  const pictures = fileUseNamed('employees.profile-image');
  if (!pictures) throw new Error('The employees module (profile pictures) is not loaded');
  const images = await Promise.all(
    people.map(async (p) =>
      storedFilePath(
        await storeBytes(ctx, pictures, {
          bytes: avatarPng(p.firstName, p.lastName, p.username),
          name: `${p.username}.png`,
          createdBy: null,
        }),
      ),
    ),
  );

  const samples: string[] = [];
  const departmentIds = new Map<string, number>();
  const madeRoles: DemoContext['roles'][number][] = [];
  const madePeople: DemoContext['people'][number][] = [];
  let administratorId: number | undefined;
  await ctx.db.transaction(async (tx) => {
    let next = 0;
    const scopesOf = new Map(demoRoles(modules).map((r) => [r.name, r.scopes]));
    for (const d of demoPlan) {
      const [department] = await tx
        .insert(departments)
        .values({ name: d.department, description: d.description })
        .returning();
      departmentIds.set(d.department, department!.id);
      for (const r of d.roles) {
        const [role] = await tx
          .insert(roles)
          .values({ name: r.name, description: r.description, departmentId: department!.id })
          .returning();
        const scopes = scopesOf.get(r.name) ?? [];
        if (scopes.length) await tx.insert(roleScopes).values(scopes.map((scope) => ({ roleId: role!.id, scope })));
        madeRoles.push({ id: role!.id, name: r.name, scopes });
        for (let i = 0; i < r.people; i++, next++) {
          const person = people[next]!;
          // Two of the administrators hold the flag, so the demo shows both kinds.
          const isAdmin = r.name === 'Administrator' && i < 2;
          const [user] = await tx
            .insert(users)
            .values({
              username: person.username,
              email: person.email,
              name: person.name,
              passwordHash,
              isAdmin,
              roleId: role!.id,
              departmentId: department!.id,
            })
            .returning({ id: users.id });
          if (isAdmin) administratorId ??= user!.id;
          madePeople.push({ id: user!.id, index: next, username: person.username, role: r.name });
          await tx.insert(profiles).values({
            userId: user!.id,
            firstName: person.firstName,
            lastName: person.lastName,
            image: images[next]!,
            enabledDarkTheme: next % 5 === 0,
          });
          if (i === 0) samples.push(`${person.username} (${r.name})`);
        }
      }
    }
    await tx.insert(settings).values({ key: SEEDED, value: new Date().toISOString() });
  });

  await seedModules(ctx, modules, administratorId!, {
    departments: departmentIds,
    roles: madeRoles,
    people: madePeople,
  });

  process.stdout.write(
    `\n  Demo data: ${people.length} people in ${demoPlan.length} departments. Every demo account's password is "${password}"\n` +
      `  (shown once). For example: ${samples.join(', ')}.\n\n`,
  );
}

/**
 * Each module's demo data, in the modules' declared order, made through their own services as a
 * short-lived session of a demo administrator, so every rule of the modules applies.
 */
async function seedModules(
  ctx: AppContext,
  modules: readonly ServerModule[],
  administratorId: number,
  made: Omit<DemoContext, 'actor'>,
) {
  const demos = modules
    .flatMap((m) => (m.demo?.seed ? [{ order: m.demo.order ?? 0, seed: m.demo.seed }] : []))
    .sort((a, b) => a.order - b.order);
  const { user: actor } = await ctx.sessions.create(administratorId, { userAgent: 'demo seed' });
  try {
    for (const demo of demos) await demo.seed(ctx, { ...made, actor });
  } finally {
    await ctx.sessions.revoke({ sessionId: actor.sessionId });
  }
}
