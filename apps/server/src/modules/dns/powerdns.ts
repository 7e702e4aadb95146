// Serving: a small client of the PowerDNS Authoritative HTTP API
// (the API PowerDNS-Admin drives). Zones are pushed as whole record sets (rrsets), names canonical.
import type { DnsSyncStatus } from '@backoffice/contract/modules/dns';
import { type KeptRecord, presentation } from './records.js';
import type { DnsSettings, PowerDnsSettings } from './settings.js';

/** `unreachable`: no answer (down, time-out, 5xx); `refused`: PowerDNS answered no (bad key, bad data). */
export class PowerDnsError extends Error {
  constructor(
    readonly kind: 'unreachable' | 'refused',
    message: string,
  ) {
    super(message);
  }
}

export interface RRset {
  /** Full name, no trailing dot. */
  name: string;
  type: string;
  ttl: number;
  contents: string[];
}

const TIMEOUT_MS = 5000;

export class PowerDnsClient {
  constructor(private readonly config: PowerDnsSettings) {}

  private zoneUrl(zone?: string): string {
    const base = `${this.config.url}/api/v1/servers/${this.config.serverId}/zones`;
    return zone ? `${base}/${zone}.` : base;
  }

  private async request(method: string, url: string, body?: unknown): Promise<Response> {
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: { 'X-API-Key': this.config.key, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      throw new PowerDnsError('unreachable', `PowerDNS at ${this.config.url} is unreachable (${cause})`);
    }
    if (res.status === 401 || res.status === 403) {
      throw new PowerDnsError('refused', 'PowerDNS refused the API key (check PDNS_API_KEY)');
    }
    if (res.status >= 500) {
      throw new PowerDnsError('unreachable', `PowerDNS answered ${res.status}: ${await errorText(res)}`);
    }
    return res;
  }

  /** The zone's record sets as PowerDNS serves them, or null when it has no such zone. */
  async getRrsets(zone: string): Promise<RRset[] | null> {
    const res = await this.request('GET', this.zoneUrl(zone));
    if (res.status === 404 || res.status === 422) return null;
    if (!res.ok) throw new PowerDnsError('refused', `PowerDNS answered ${res.status}: ${await errorText(res)}`);
    const json = (await res.json()) as {
      rrsets: { name: string; type: string; ttl: number; records: { content: string; disabled: boolean }[] }[];
    };
    return json.rrsets.map((s) => ({
      name: s.name.replace(/\.$/, '').toLowerCase(),
      type: s.type,
      ttl: s.ttl,
      contents: s.records.filter((r) => !r.disabled).map((r) => r.content),
    }));
  }

  async createZone(zone: string, rrsets: RRset[]): Promise<void> {
    const res = await this.request('POST', this.zoneUrl(), {
      name: `${zone}.`,
      kind: 'Native',
      nameservers: [],
      // Our SOA carries our serial: PowerDNS must not edit it on API changes.
      soa_edit_api: '',
      rrsets: rrsets.map((s) => toApi(s, 'REPLACE')),
    });
    if (res.status === 409) {
      throw new PowerDnsError('refused', `PowerDNS already has a zone ${zone}; remove it there first`);
    }
    if (!res.ok) throw new PowerDnsError('refused', `PowerDNS refused the zone: ${await errorText(res)}`);
  }

  /** Replaces (or, with no contents, deletes) whole record sets; takes effect at once. */
  async patchRrsets(zone: string, rrsets: RRset[]): Promise<void> {
    if (!rrsets.length) return;
    const res = await this.request('PATCH', this.zoneUrl(zone), {
      rrsets: rrsets.map((s) => toApi(s, s.contents.length ? 'REPLACE' : 'DELETE')),
    });
    if (res.status === 404) throw new PowerDnsError('refused', `PowerDNS has no zone ${zone} (use sync to push it)`);
    if (!res.ok) throw new PowerDnsError('refused', `PowerDNS refused the change: ${await errorText(res)}`);
  }

  /** Deletes the zone; a zone PowerDNS does not have is already gone. */
  async deleteZone(zone: string): Promise<void> {
    const res = await this.request('DELETE', this.zoneUrl(zone));
    if (res.status === 404 || res.status === 422) return;
    if (!res.ok) throw new PowerDnsError('refused', `PowerDNS refused to delete the zone: ${await errorText(res)}`);
  }
}

async function errorText(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  try {
    return (JSON.parse(text) as { error?: string }).error ?? (text.slice(0, 300) || res.statusText);
  } catch {
    return text.slice(0, 300) || res.statusText;
  }
}

function toApi(set: RRset, changetype: 'REPLACE' | 'DELETE') {
  return {
    name: `${set.name}.`,
    type: set.type,
    ttl: set.ttl,
    changetype,
    records: changetype === 'DELETE' ? [] : set.contents.map((content) => ({ content, disabled: false })),
  };
}

const keyOf = (name: string, type: string) => `${name}|${type}`;

/** The record sets of kept records (SOA included), in PowerDNS's content form. */
export function rrsetsOf(records: readonly Pick<KeptRecord, 'name' | 'type' | 'ttl' | 'content' | 'priority'>[]) {
  const sets = new Map<string, RRset>();
  for (const r of records) {
    const key = keyOf(r.name, r.type);
    const set = sets.get(key) ?? { name: r.name, type: r.type, ttl: r.ttl, contents: [] };
    set.contents.push(presentation(r));
    sets.set(key, set);
  }
  for (const set of sets.values()) set.contents.sort();
  return sets;
}

/** The final record sets of the touched names and types: emptied sets are deleted. */
export function touchedRrsets(
  all: readonly KeptRecord[],
  touched: readonly Pick<KeptRecord, 'name' | 'type'>[],
): RRset[] {
  const sets = rrsetsOf(all);
  const keys = new Set(touched.map((r) => keyOf(r.name, r.type)));
  return [...keys].map((key) => {
    const [name, type] = key.split('|') as [string, string];
    return sets.get(key) ?? { name, type, ttl: 0, contents: [] };
  });
}

const MAX_DIFFERENCES = 50;

function differencesOf(expected: Map<string, RRset>, served: RRset[]): DnsSyncStatus['differences'] {
  // Not a spread: V8 adds a property after a spread by a slow runtime call (docs/performance.md "Object spread").
  // The caller's record sets, left as they are.
  const servedByKey = new Map(
    served.map((s) => [
      keyOf(s.name, s.type),
      { name: s.name, type: s.type, ttl: s.ttl, contents: [...s.contents].sort() },
    ]),
  );
  const keys = [...new Set([...expected.keys(), ...servedByKey.keys()])].sort();
  const show = (s?: RRset) => (s ? s.contents.map((c) => `${s.ttl} ${c}`) : []);
  const out: DnsSyncStatus['differences'] = [];
  for (const key of keys) {
    const want = expected.get(key);
    const have = servedByKey.get(key);
    const a = show(want);
    const b = show(have);
    if (a.length === b.length && a.every((v, i) => v === b[i])) continue;
    const [name, type] = key.split('|') as [string, string];
    out.push({ name, type, expected: a, served: b });
    if (out.length >= MAX_DIFFERENCES) break;
  }
  return out;
}

/** Compares the kept zone with what PowerDNS serves. Never throws: trouble is a state. */
export async function compareWithPowerDns(
  config: DnsSettings,
  zone: string,
  records: readonly KeptRecord[],
): Promise<DnsSyncStatus> {
  const checkedAt = new Date().toISOString();
  if (!config.powerDns) {
    return {
      state: 'disabled',
      checkedAt,
      message: 'PowerDNS is not configured (PDNS_API_URL, PDNS_API_KEY): the zone is kept here only',
      differences: [],
    };
  }
  const expected = rrsetsOf(records);
  try {
    const served = await new PowerDnsClient(config.powerDns).getRrsets(zone);
    if (!served) {
      return {
        state: 'missing',
        checkedAt,
        message: `PowerDNS does not serve ${zone}`,
        differences: differencesOf(expected, []),
      };
    }
    const differences = differencesOf(expected, served);
    return differences.length
      ? { state: 'out-of-sync', checkedAt, message: 'PowerDNS serves other records than kept here', differences }
      : { state: 'in-sync', checkedAt, message: null, differences };
  } catch (error) {
    return { state: 'unreachable', checkedAt, message: (error as Error).message, differences: [] };
  }
}

/** Makes PowerDNS serve exactly the kept zone: creates it when missing, replaces and deletes record sets. */
export async function pushWholeZone(config: PowerDnsSettings, zone: string, records: readonly KeptRecord[]) {
  const client = new PowerDnsClient(config);
  const expected = rrsetsOf(records);
  const served = await client.getRrsets(zone);
  if (!served) return client.createZone(zone, [...expected.values()]);
  const stale = served
    .filter((s) => !expected.has(keyOf(s.name, s.type)))
    .map((s) => Object.assign(s, { contents: [] as string[] }));
  await client.patchRrsets(zone, [...expected.values(), ...stale]);
}
