// DNS-01 challenges for other modules (SSL certificates from Let's Encrypt): a TXT value put at
// `_acme-challenge.<name>` inside one of our zones and taken away afterwards, through the same change
// list as a user's edit (checked, pushed to PowerDNS before it is kept, audited), so when `present`
// returns the zone's servers answer it.
import { txtContent } from '@backoffice/contract/rules/dns';
import { desc, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.js';
import { AppError } from '../../../core/errors.js';
import type { ZoneRow } from '../policy.js';
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

/** Puts (`present`) or takes away the TXT value at `name`; a conflict with a concurrent change is retried. */
export async function challengeRecord(
  ctx: AppContext,
  action: { name: string; value: string; present: boolean },
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const zone = await zoneHolding(ctx, action.name);
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
    /** The zone name of ours that holds this name, or null (a DNS-01 challenge can be answered). */
    'dns.zoneOf': (ctx: AppContext, name: string) => Promise<string | null>;
    /** Puts or takes away a TXT value (DNS-01), served by PowerDNS when it returns. */
    'dns.challenge': (ctx: AppContext, action: { name: string; value: string; present: boolean }) => Promise<void>;
  }
}

export const zoneOf = async (ctx: AppContext, name: string) => (await zoneHolding(ctx, name))?.name ?? null;
