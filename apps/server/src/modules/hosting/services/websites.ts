// Websites, the origin virtual hosts: lookups, creation and edits (one per domain, modules from the
// PHP module list: php-modules.ts), deletion and the rendered configuration.
import type { OriginVhostInput, Website } from '@backoffice/contract/modules/hosting';
import { asciiLabel } from '@backoffice/contract/rules/dns';
import { asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor, Tx } from '../../../core/db/database.js';
import { anyOfIds, containsPattern, idsLiteral, paged, placeholderFilters } from '../../../core/db/lists.js';
import { badRequest, conflict, notFound } from '../../../core/errors.js';
import { releaseReferences } from '../../../core/references.js';
import { documentRootOf, phpPackage, renderNginx, renderPhpFpmPool } from '../nginx.js';
import { type hostingCdnVhosts, hostingServers, hostingWebsites } from '../schema.js';
import { displayDomain } from './names.js';
import { checkModules } from './php-modules.js';
import { findServer } from './servers.js';

const ENTITY = 'hosting.website';

const columns = {
  id: hostingWebsites.id,
  domain: hostingWebsites.domain,
  aliases: hostingWebsites.aliases,
  phpVersion: hostingWebsites.phpVersion,
  phpModules: hostingWebsites.phpModules,
  createdAt: hostingWebsites.createdAt,
  updatedAt: hostingWebsites.updatedAt,
  serverId: hostingServers.id,
  serverName: hostingServers.name,
  serverStatus: hostingServers.status,
  // Written out, qualified: drizzle may leave a column unqualified, which the subquery would misread.
  cdn: sql<boolean>`EXISTS (SELECT 1 FROM hosting_cdn_vhosts c WHERE c.domain = hosting_websites.domain)`,
};

type Row = {
  id: number;
  domain: string;
  aliases: string[];
  phpVersion: string | null;
  phpModules: string[];
  createdAt: Date;
  updatedAt: Date;
  serverId: number;
  serverName: string;
  serverStatus: 'Up' | 'Down';
  cdn: boolean;
};

function toWebsite(r: Row): Website {
  return {
    id: r.id,
    domain: r.domain,
    displayDomain: displayDomain(r.domain),
    aliases: r.aliases,
    server: { id: r.serverId, name: r.serverName, status: r.serverStatus },
    documentRoot: documentRootOf(r.domain),
    phpVersion: r.phpVersion as Website['phpVersion'],
    phpModules: r.phpModules,
    cdn: r.cdn,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

const selectWebsites = (db: Executor) =>
  db.select(columns).from(hostingWebsites).innerJoin(hostingServers, eq(hostingServers.id, hostingWebsites.serverId));

async function readWebsite(db: Executor, id: number): Promise<Website> {
  const [row] = await selectWebsites(db).where(eq(hostingWebsites.id, id));
  if (!row) throw notFound('Website');
  return toWebsite(row);
}

export const getWebsite = (ctx: AppContext, id: number) => readWebsite(ctx.db, id);

export async function listWebsites(
  ctx: AppContext,
  q: { page: number; take: number; ids?: number[]; search?: string; server?: number; domain?: string },
) {
  // Built once per set of filters present (core/db/lists.ts `PreparedList`); their values are placeholders.
  const { key, where, values, keepPlan } = websiteFilters(q);
  return paged(ctx.db, q, {
    prepared: {
      key: `hosting.websites\u0000${key}`,
      values,
      keepPlan,
      rows: (orderBy) =>
        selectWebsites(ctx.db)
          .where(where)
          .orderBy(...orderBy),
      count: () => ctx.db.select({ one: sql`1` }).from(hostingWebsites).where(where),
    },
    // By domain alone: domains are unique.
    order: { fallback: [], tiebreak: hostingWebsites.domain },
    shape: (rows) => rows.map(toWebsite),
  });
}

/** The list's filters with placeholders for their values: which are present (`key`), the WHERE, the values. */
function websiteFilters(q: { ids?: number[]; search?: string; server?: number; domain?: string }) {
  const { add, done, equals, values } = placeholderFilters();
  if (q.ids) {
    const ids = idsLiteral(q.ids.length ? q.ids : [0]);
    add('ids', ids, anyOfIds(hostingWebsites.id));
  }
  if (q.server) equals('server', q.server, hostingWebsites.serverId);
  if (q.domain) equals('domain', asciiOrAsTyped(q.domain), hostingWebsites.domain);
  if (q.search) {
    // As `domainContains`: an international name is also looked for in punycode.
    const [typed, ascii] = domainPatterns(q.search);
    const domainLike = (name: string) => ilike(hostingWebsites.domain, sql.placeholder(name));
    if (ascii === undefined) add('search', typed, domainLike('search'));
    else {
      // Its own statement (the key names `searchAscii`): two patterns.
      add('searchAscii', ascii, or(domainLike('search'), domainLike('searchAscii'))!);
      values.search = typed;
    }
  }
  return done();
}

/** The name as typed, label by label in punycode where it is international: `bücher` finds `xn--bcher-kva.example`. */
export function asciiOrAsTyped(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .split('.')
    .map((label) => asciiLabel(label)?.join('.') ?? label)
    .join('.');
}

/** The LIKE patterns of a domain search: the name as typed and, for an international name, its punycode too. */
function domainPatterns(search: string): [string] | [string, string] {
  const typed = search.trim().toLowerCase();
  const ascii = asciiOrAsTyped(typed);
  return ascii === typed ? [containsPattern(typed)] : [containsPattern(typed), containsPattern(ascii)];
}

export function domainContains(
  column: typeof hostingWebsites.domain | typeof hostingCdnVhosts.domain,
  search: string,
): SQL {
  const [typed, ascii] = domainPatterns(search);
  return ascii === undefined ? ilike(column, typed) : or(ilike(column, typed), ilike(column, ascii))!;
}

const domainTaken = (domain: string, field = 'body.domain') =>
  conflict(`A website for ${displayDomain(domain)} already exists`, field);

/** No domain or alias of this website may be another website's domain or alias. */
async function assertDomainsFree(tx: Tx, names: string[], exceptId?: number): Promise<void> {
  const seen = new Set<string>();
  for (const [i, name] of names.entries()) {
    if (seen.has(name)) throw badRequest(i === 0 ? 'body.domain' : `body.aliases.${i - 1}`, `${name} is named twice`);
    seen.add(name);
  }
  const clash = await tx
    .select({ id: hostingWebsites.id, domain: hostingWebsites.domain, aliases: hostingWebsites.aliases })
    .from(hostingWebsites)
    .where(
      or(
        inArray(hostingWebsites.domain, names),
        sql`${hostingWebsites.aliases} && ARRAY[${sql.join(
          names.map((n) => sql`${n}`),
          sql`, `,
        )}]::text[]`,
      ),
    );
  const other = clash.find((c) => c.id !== exceptId);
  if (other) {
    const name = names.find((n) => n === other.domain || other.aliases.includes(n))!;
    const index = names.indexOf(name);
    throw domainTaken(name, index === 0 ? 'body.domain' : `body.aliases.${index - 1}`);
  }
}

const bumpCount = (tx: Tx, serverId: number, by: number) =>
  tx
    .update(hostingServers)
    .set({ websiteCount: sql`${hostingServers.websiteCount} + ${by}` })
    .where(eq(hostingServers.id, serverId));

export async function createWebsite(
  ctx: AppContext,
  input: Required<OriginVhostInput> & { domain: string; aliases: string[] },
) {
  return ctx.db.transaction(async (tx) => {
    await findServer(tx, input.serverId, { lock: true }).catch(() => {
      throw badRequest('body.serverId', 'There is no such server');
    });
    const phpModules = await checkModules(tx, input.phpModules, input.phpVersion);
    await assertDomainsFree(tx, [input.domain, ...input.aliases]);
    const [row] = await tx
      .insert(hostingWebsites)
      .values({
        domain: input.domain,
        aliases: input.aliases,
        serverId: input.serverId,
        phpVersion: input.phpVersion,
        phpModules,
      })
      .onConflictDoNothing({ target: hostingWebsites.domain })
      .returning({ id: hostingWebsites.id });
    if (!row) throw domainTaken(input.domain);
    await bumpCount(tx, input.serverId, 1);
    const website = await readWebsite(tx, row.id);
    auditChange(tx, { entity: ENTITY, entityId: row.id, after: website });
    return website;
  });
}

export async function updateWebsite(
  ctx: AppContext,
  id: number,
  input: Partial<OriginVhostInput> & { domain?: string; aliases?: string[] },
) {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(hostingWebsites).where(eq(hostingWebsites.id, id)).for('update');
    if (!current) throw notFound('Website');
    const before = await readWebsite(tx, id);
    const next = {
      domain: input.domain ?? current.domain,
      aliases: input.aliases ?? current.aliases,
      serverId: input.serverId ?? current.serverId,
      phpVersion: input.phpVersion !== undefined ? input.phpVersion : current.phpVersion,
      phpModules: input.phpModules ?? current.phpModules,
    };
    if (next.serverId !== current.serverId) {
      await findServer(tx, next.serverId, { lock: true }).catch(() => {
        throw badRequest('body.serverId', 'There is no such server');
      });
      await bumpCount(tx, current.serverId, -1);
      await bumpCount(tx, next.serverId, 1);
    }
    next.phpModules = await checkModules(tx, next.phpModules, next.phpVersion);
    await assertDomainsFree(tx, [next.domain, ...next.aliases], id);
    await tx
      .update(hostingWebsites)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(hostingWebsites.id, id));
    const website = await readWebsite(tx, id);
    auditChange(tx, { entity: ENTITY, entityId: id, before, after: website });
    return website;
  });
}

/**
 * Deletes a website. What other modules keep about it (SSL: the certificates made for it) is released
 * in the same transaction (core/references.ts): the website and those changes are kept together or
 * not at all, and a module that refuses stops the deletion with its 409.
 */
export async function deleteWebsite(ctx: AppContext, id: number) {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(hostingWebsites).where(eq(hostingWebsites.id, id)).for('update');
    if (!current) throw notFound('Website');
    const website = await readWebsite(tx, id);
    await releaseReferences(ctx, tx, 'hosting.website', id);
    await tx.delete(hostingWebsites).where(eq(hostingWebsites.id, id));
    await bumpCount(tx, current.serverId, -1);
    auditChange(tx, { entity: ENTITY, entityId: id, before: website });
    return website;
  });
}

declare module '../../../core/references.js' {
  interface ReferencedRecords {
    /** A website, by id: deleting it releases what other modules keep of it (SSL certificates). */
    'hosting.website': number;
  }
}

export async function websiteConfig(ctx: AppContext, id: number) {
  const site = await readWebsite(ctx.db, id);
  const certificate = (await ctx.services['ssl.coveringCertificate']?.(ctx, site.domain)) ?? null;
  const input = {
    domain: site.domain,
    aliases: site.aliases,
    phpVersion: site.phpVersion,
    phpModules: site.phpModules,
    tls: certificate
      ? { certificateFile: `/etc/ssl/backoffice/${site.domain}.crt`, keyFile: `/etc/ssl/backoffice/${site.domain}.key` }
      : null,
  };
  return {
    nginx: renderNginx(input),
    phpFpm: renderPhpFpmPool(input),
    packages: site.phpVersion ? site.phpModules.map((m) => phpPackage(site.phpVersion!, m)) : [],
    certificate: certificate ? { id: certificate.id, notAfter: certificate.notAfter } : null,
  };
}

/** For other modules: websites' ids and domains (SSL certificates made for a website). */
/** Websites as other modules see them: these ids (those that exist), or the first `first` by id. */
export type WebsitesWanted = { ids: number[] } | { first: number };

export async function websiteDomains(
  ctx: AppContext,
  wanted: WebsitesWanted,
): Promise<{ id: number; domain: string }[]> {
  const query = ctx.db.select({ id: hostingWebsites.id, domain: hostingWebsites.domain }).from(hostingWebsites);
  if ('first' in wanted) return query.orderBy(asc(hostingWebsites.id)).limit(wanted.first);
  if (!wanted.ids.length) return [];
  return query.where(inArray(hostingWebsites.id, wanted.ids));
}

declare module '../../../core/services.js' {
  interface ModuleServices {
    /** The ids and domains of websites: those of these ids that exist, or the first ones by id. */
    'hosting.websites': (ctx: AppContext, wanted: WebsitesWanted) => Promise<{ id: number; domain: string }[]>;
  }
}
