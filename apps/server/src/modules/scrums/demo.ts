// Demo data of Dev Scrum (`npm run demo`): the platform's components, and for each demo developer a few
// audits over the last months — ratings that move, findings, follow-ups (some done) — recorded through the
// service by the demo's administrators, so its rules and notifications apply. Developers read audits;
// administrators run them.
import type { ComponentStatus, FindingSeverity } from '@backoffice/contract/modules/scrums';
import type { ModuleDemo } from '../../core/module.js';
import { scrumComponents } from './schema.js';
import { createAudit } from './services/audits.js';
import { createComponent, updateComponent } from './services/components.js';

const COMPONENTS: [string, ComponentStatus][] = [
  ['Billing API', 'active'],
  ['Customer panel', 'active'],
  ['DNS sync', 'active'],
  ['Mail relay', 'active'],
  ['Provisioning', 'active'],
  ['Backups', 'active'],
  ['Monitoring', 'active'],
  ['Legacy FTP gateway', 'deprecated'],
  ['Old control panel', 'retired'],
];

const FINDINGS: [FindingSeverity, string][] = [
  ['medium', 'Error paths are not covered by tests; a failed call leaves the order half done.'],
  ['low', 'Log lines carry no request id, which makes incidents slow to follow.'],
  ['high', 'Secrets are read from a world-readable file on the staging hosts.'],
  ['medium', 'Two endpoints skip input validation on their query parameters.'],
  ['critical', 'A retry loop without back-off hammered the registrar during the last outage.'],
  ['low', 'README is out of date with the deployment steps.'],
];

const FOLLOW_UPS = [
  'Add tests for the failure paths and review them together',
  'Move the secrets to the vault and rotate them',
  'Pair with a senior on the next release of this component',
  'Write the runbook for the on-call rotation',
  'Add back-off and a circuit breaker to the registrar client',
];

/** `days` before today, as a day. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

export const scrumsDemo: ModuleDemo = {
  order: 95,
  roles: {
    Developer: ['scrums:audits:read', 'scrums:components:read'],
    Administrator: ['scrums:*'],
  },
  async seed(ctx, { actor, people }) {
    // Once: a second run leaves the data as it is.
    const [any] = await ctx.db.select({ id: scrumComponents.id }).from(scrumComponents).limit(1);
    if (any) return;
    const ids: number[] = [];
    for (const [name] of COMPONENTS) ids.push((await createComponent(ctx, { name, status: 'active' })).id);
    const developers = people.filter((p) => p.role === 'Developer');
    const leads = people.filter((p) => p.role === 'Administrator');
    const active = ids.slice(0, 7);
    for (const [n, developer] of developers.entries()) {
      const audits = 3 + (n % 3);
      for (let i = audits - 1; i >= 0; i--) {
        const date = daysAgo(i * 14 + (n % 5) + 1);
        const covered = [active[(n + i) % active.length]!, active[(n + i + 3) % active.length]!];
        if (i === audits - 1) covered.push(ids[n % 2 === 0 ? 7 : 8]!);
        const findings = Array.from({ length: (n + i) % 4 }, (_, k) => {
          const [severity, text] = FINDINGS[(n + i + k) % FINDINGS.length]!;
          return { componentId: covered[k % covered.length]!, severity, text };
        });
        const lead = leads[(n + i) % Math.max(leads.length, 1)];
        const followUps = Array.from({ length: (n + i) % 3 }, (_, k) => ({
          text: FOLLOW_UPS[(n + i + k) % FOLLOW_UPS.length]!,
          ownerId: k === 0 ? developer.id : (lead?.id ?? developer.id),
          dueDate: daysAgo(i * 14 - 14 - k * 7),
          // Older follow-ups are mostly done.
          done: i > 1 && k === 0,
        }));
        await createAudit(ctx, actor, {
          developerId: developer.id,
          auditorId: lead && lead.id !== developer.id ? lead.id : undefined,
          date,
          periodFrom: daysAgo(i * 14 + (n % 5) + 14),
          periodTo: date,
          // Most developers improve over time; every third one slips.
          rating: Math.min(5, Math.max(1, n % 3 === 2 ? 2 + (i % 3) : 4 - Math.floor(i / 2) + (n % 2))),
          componentIds: covered,
          findings,
          followUps,
          notes:
            i === 0 ? 'Good progress since the last audit. Keep the test coverage growing on the new services.' : null,
        });
      }
    }
    // Deprecated and retired once their audits are in: old audits keep them.
    for (const [i, [, status]] of COMPONENTS.entries()) {
      if (status !== 'active') await updateComponent(ctx, ids[i]!, { status });
    }
  },
};
