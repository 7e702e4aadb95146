// Demo data of quality control (`npm run demo`): a scorecard of five criteria (two critical), five
// grades with their keys, the tags reviewers use, and 20,000 chats and 10,000 tickets sent in as the
// chat and ticket systems would (demo-conversations.ts), a share of them reviewed (demo-reviews.ts).
import { inArray } from 'drizzle-orm';
import { newKey } from '../../core/auth/integration-keys.js';
import { integrationKeys, users } from '../../core/db/schema.js';
import type { ModuleDemo } from '../../core/module.js';
import { setPreferences } from '../../core/preferences.js';
import { seedConversations } from './demo-conversations.js';
import { seedReviews } from './demo-reviews.js';
import { scoreGrades, scoreTypes, tags } from './services/settings.js';

/** How many demo chats (and half as many tickets); `DEMO_CONVERSATIONS` sets it (the demo test takes few). */
const CONVERSATIONS = Number(process.env.DEMO_CONVERSATIONS ?? 20_000);

export const qaDemo: ModuleDemo = {
  order: 80,
  roles: {
    'Support agent': ['qa:chat:read', 'qa:ticket:read', 'qa:feedback:read'],
    'Shift leader': ['qa:chat:read', 'qa:ticket:read', 'qa:feedback:read', 'qa:statistic:read'],
    Reviewer: [
      'qa:chat:read',
      'qa:chat:review',
      'qa:ticket:read',
      'qa:ticket:review',
      'qa:tag:read',
      'qa:score:type:read',
      'qa:score:grade:read',
      'qa:escalation:read',
      'qa:feedback:read',
      'qa:statistic:read',
    ],
    'QA manager': ['qa:*'],
  },
  async seed(ctx, { people }) {
    // QA managers see reviewed escalations too (spec §3 profile: showReviewedEscalations).
    for (const manager of people.filter((p) => p.role === 'QA manager')) {
      await setPreferences(ctx.db, manager.id, { showReviewedEscalations: true });
    }
    const criteria = [
      { name: 'Greeting', description: 'Greets by name and introduces themselves.', weight: 1, critical: false },
      { name: 'Understanding', description: 'Finds out what the customer really needs.', weight: 2, critical: false },
      { name: 'Accuracy', description: 'Gives correct technical information.', weight: 3, critical: true },
      { name: 'Security', description: 'Verifies the account holder before any change.', weight: 2, critical: true },
      {
        name: 'Tone and closing',
        description: 'Friendly, clear, and checks the problem is solved.',
        weight: 1,
        critical: false,
      },
    ];
    for (const [position, c] of criteria.entries()) {
      await scoreTypes.create(ctx, { ...c, active: true, position });
    }
    const grades = [
      { name: 'Excellent', value: 100, color: '#2e7d32', shortcut: 1 },
      { name: 'Good', value: 75, color: '#558b2f', shortcut: 2 },
      { name: 'Acceptable', value: 50, color: '#f9a825', shortcut: 3 },
      { name: 'Poor', value: 25, color: '#ef6c00', shortcut: 4 },
      { name: 'Fail', value: 0, color: '#c62828', shortcut: 5 },
    ];
    for (const g of grades) await scoreGrades.create(ctx, g);
    const names = ['Billing', 'DNS', 'SSL', 'Email', 'Migration', 'Refund', 'Outage', 'Upsell', 'Escalated'];
    for (const name of names) {
      await tags.create(ctx, {
        name,
        description: '',
        color: name === 'Outage' ? '#c62828' : '#546e7a',
        active: name !== 'Upsell',
      });
    }
    // The chat and ticket systems, with their key, as an administrator would set them up; then their
    // conversations, with the demo support agents.
    const { prefix, keyHash } = newKey();
    const [key] = await ctx.db
      .insert(integrationKeys)
      .values({ name: 'Demo chat and ticket systems', prefix, keyHash })
      .returning({ id: integrationKeys.id, name: integrationKeys.name });
    const supportAgents = people.filter((p) => p.role === 'Support agent').map((p) => p.id);
    const agents = supportAgents.length
      ? await ctx.db
          .select({ name: users.name, email: users.email })
          .from(users)
          .where(inArray(users.id, supportAgents))
      : [];
    await seedConversations(ctx, { keyId: key!.id, name: key!.name }, agents, CONVERSATIONS);
    await seedReviews(
      ctx,
      people.filter((p) => p.role === 'Reviewer').map((p) => p.id),
    );
  },
};
