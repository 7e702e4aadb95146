// DNS-01 challenges for other modules (SSL certificates from Let's Encrypt): a TXT value put at
// `_acme-challenge.<name>` inside one of our zones and taken away afterwards, through the same change
// list as a user's edit (checked, pushed to PowerDNS before it is kept, audited), so when `present`
// returns the zone's servers answer it. On someone's behalf only in a zone they may change records
// in (policy.ts `mayChangeRecords`, the rules of the records endpoint); any other zone is answered
// as no zone at all, so the answer does not tell a hidden zone exists (docs/ssl.md "Security").
import { txtContent } from '@backoffice/contract/rules/dns';
import { desc, inArray, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import { AppError } from '../../../core/errors.js';
import { mayChangeRecords, type ZoneRow } from '../policy.js';
import { dnsZones } from '../schema.js';
import { changeRecords } from './records.js';
import { recordsOf } from './views.js';

const CHALLENGE_TTL = 60;

/** The zone of ours that holds `name` (the longest suffix), or null. */
export async function zoneHolding(ctx: AppContext, name: string): Promise<ZoneRow | null> {
  const labels = name.toLowerCase().replace(/\.$/, '').split('.');
  const suffixes = labels.map((_, i) => labels.slice(i).join('.')).filter((s) => s.includes('.'));
  if (!suffixes.length) return null;
  const [zone] = await ctx.db
    .select()
    .from(dnsZones)
    .where(inArray(dnsZones.name, suffixes))
    .orderBy(desc(sql`length(${dnsZones.name})`))
    .limit(1);
  return zone ?? null;
}

/**
 * On whose behalf a challenge is answered: a person (only in zones they may change records in), or
 * `'system'` — the renewal of a certificate that exists, in whichever zone holds its names.
 */
export type ChallengeActor = AuthUser | 'system';

/** The zone holding `name` (the longest suffix), when `actor` may write there; null as for no zone. */
async function zoneFor(ctx: AppContext, name: string, actor: ChallengeActor): Promise<ZoneRow | null> {
  const zone = await zoneHolding(ctx, name);
  if (!zone || actor === 'system') return zone;
  // A hidden or read-only zone holding the name is not replaced by a parent the actor may edit: the
  // world asks the zone that holds the name, so only that one could answer.
  return (await mayChangeRecords(ctx.db, actor, zone)) ? zone : null;
}

/**
 * Puts (`present`) or takes away the TXT value at `name`; a conflict with a concurrent change is
 * retried. Putting one needs `editableBy` to reach the zone; taking away the value an order put there
 * does not (the order cleans up even if the person's access changed meanwhile).
 */
export async function challengeRecord(
  ctx: AppContext,
  action: { name: string; value: string; present: boolean; editableBy: ChallengeActor },
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const zone = action.present
      ? await zoneFor(ctx, action.name, action.editableBy)
      : await zoneHolding(ctx, action.name);
    if (!zone) throw new AppError('NOT_FOUND', `No DNS zone here holds ${action.name}`);
    const content = txtContent(action.value);
    const kept = (await recordsOf(ctx.db, zone.id)).filter(
      (r) => r.name === action.name && r.type === 'TXT' && r.content === content,
    );
    if (action.present ? kept.length : !kept.length) return;
    try {
      await changeRecords(
        ctx,
        zone,
        action.present
          ? {
              create: [{ name: `${action.name}.`, type: 'TXT', ttl: CHALLENGE_TTL, content: action.value }],
              delete: [],
            }
          : { create: [], delete: kept.map((r) => r.id) },
      );
      return;
    } catch (error) {
      if (attempt < 3 && error instanceof AppError && error.code === 'CONFLICT') continue;
      throw error;
    }
  }
}

declare module '../../../core/services.js' {
  interface ModuleServices {
    /**
     * The zone name of ours that holds this name when `editableBy` may change its records there (a
     * DNS-01 challenge can be answered for them), else null — the same for a zone they may not see
     * or edit as for no zone. `'system'`: any zone (renewing a certificate that exists).
     */
    'dns.zoneOf': (ctx: AppContext, name: string, access: { editableBy: ChallengeActor }) => Promise<string | null>;
    /** Puts (in a zone `editableBy` may change) or takes away a TXT value (DNS-01), served by PowerDNS when it returns. */
    'dns.challenge': (
      ctx: AppContext,
      action: { name: string; value: string; present: boolean; editableBy: ChallengeActor },
    ) => Promise<void>;
  }
}

export const zoneOf = async (ctx: AppContext, name: string, access: { editableBy: ChallengeActor }) =>
  (await zoneFor(ctx, name, access.editableBy))?.name ?? null;
