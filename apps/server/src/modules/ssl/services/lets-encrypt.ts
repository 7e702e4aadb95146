// Let's Encrypt orders follow prepare → call → commit: names and zones are checked first, the ACME
// order runs with no connection held, the certificate is kept in one short transaction. Security rules
// of orders (docs/ssl.md "Security"): a new order answers its challenges only in zones its orderer may
// change records in, a person sends at most ORDER_ALLOWANCE orders, one order per name runs at a time,
// and a failure shows words written for people.
import type { Certificate } from '@backoffice/contract/modules/ssl';
import { hostNameToAscii } from '@backoffice/contract/rules/hosting';
import { oneAtATime, spendAllowance } from '../../../core/allowance.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import { AppError, badRequest } from '../../../core/errors.js';
import { AcmeFailure, orderCertificate } from '../acme.js';
import { keep, websiteDomain } from './certificates.js';
import { display } from './views.js';

/** `www` → `www.example.com`, `*` → `*.example.com`; a full name inside the domain is kept. */
export function expandSubDomains(domain: string, subDomains: readonly string[]): string[] {
  return subDomains.map((raw, i) => {
    const value = raw.trim().replace(/\.$/, '');
    try {
      const full = hostNameToAscii(value.includes('.') ? value : `${value}.${domain}`, { wildcard: true });
      if (full === domain || full.endsWith(`.${domain}`)) return full;
      return hostNameToAscii(`${value}.${domain}`, { wildcard: true });
    } catch {
      throw badRequest(`body.subDomains.${i}`, `${raw} is not a name below ${domain}`);
    }
  });
}

/** Who an order is for: a person ordering (their zones), or the system renewing a certificate that exists. */
export type Orderer = AuthUser | 'system';

/**
 * Every name must lie in a zone of ours the orderer may change records in, or no DNS-01 challenge can
 * be answered for them. A zone they may not see or edit gets exactly the answer of no zone, so the
 * reply does not tell that it exists (the DNS module decides, by its own rules).
 */
export async function checkZones(ctx: AppContext, names: readonly string[], orderer: Orderer): Promise<void> {
  const zoneOf = ctx.services['dns.zoneOf'];
  if (!zoneOf)
    throw new AppError('SSL_NO_DNS_ZONE', 'DNS is not installed here, so no DNS-01 challenge can be answered');
  for (const name of names) {
    const base = name.replace(/^\*\./, '');
    if (!(await zoneOf(ctx, `_acme-challenge.${base}`, { editableBy: orderer }))) {
      // The words depend on who orders, never on whether a zone they may not reach exists.
      const [reason, todo] =
        orderer === 'system'
          ? [`no DNS zone here holds ${base}`, 'add its zone under DNS zones']
          : [
              `no DNS zone you may change holds ${base}`,
              'its zone must be under DNS zones and you must be allowed to change its records',
            ];
      throw new AppError(
        'SSL_NO_DNS_ZONE',
        `${reason[0]!.toUpperCase()}${reason.slice(1)}: ${todo}, so that Let's Encrypt's challenge can be answered`,
        [{ field: 'body.domain', message: reason }],
      );
    }
  }
}

/** Orders a person may send to the ACME server (Let's Encrypt limits what an account may ask too). */
const ORDER_ALLOWANCE = { what: 'certificate orders', max: 10, minutes: 60 } as const;

/**
 * Runs `work` (an ACME order for `names`) unless an order for one of those names is running already
 * (409: two orders would answer the same `_acme-challenge` name at once), after spending one of the
 * payer's allowance (429; none for the scheduled renewal). A refused order sends nothing and spends
 * nothing.
 */
export function oneOrderAtATime<T>(
  ctx: AppContext,
  names: readonly string[],
  payer: number | null,
  work: () => Promise<T>,
): Promise<T> {
  // A wildcard is proven at its base name's `_acme-challenge`, so `*.x` and `x` are one name here.
  const bases = [...new Set(names.map((n) => n.replace(/^\*\./, '')))].sort();
  const holding = (i: number): Promise<T> => {
    if (i === bases.length) {
      return (async () => {
        if (payer !== null) await spendAllowance(ctx, 'ssl.order', payer, ORDER_ALLOWANCE);
        return work();
      })();
    }
    const busy = `A Let's Encrypt order for ${display(bases[i]!)} is already running: wait until it ends (a minute or two), then look for its certificate before ordering again`;
    // An order waits for the ACME server up to about half an hour (many names, slow validation).
    return oneAtATime(ctx, `ssl.order:${bases[i]}`, busy, () => holding(i + 1), 30);
  };
  return holding(0);
}

export async function order(ctx: AppContext, names: readonly string[], email: string, orderer: Orderer) {
  try {
    return await orderCertificate(ctx, { names, email, editableBy: orderer });
  } catch (error) {
    if (error instanceof AcmeFailure) throw new AppError('SSL_ACME_FAILED', error.message);
    throw error;
  }
}

export async function createLetsEncrypt(
  ctx: AppContext,
  user: AuthUser,
  body: { domain?: string; websiteId?: number; subDomains: string[]; email: string },
): Promise<Certificate> {
  const domain = body.domain ?? (await websiteDomain(ctx, body.websiteId));
  if (!domain) throw badRequest('body.domain', 'Give the domain, or choose a website');
  if (body.domain && body.websiteId !== undefined) await websiteDomain(ctx, body.websiteId);
  const names = [...new Set([domain, ...expandSubDomains(domain.replace(/^\*\./, ''), body.subDomains)])];
  await checkZones(ctx, names, user);
  const made = await oneOrderAtATime(ctx, names, user.id, () => order(ctx, names, body.email, user));
  return keep(ctx, user, { kind: 'lets-encrypt', ...made, websiteId: body.websiteId ?? null, email: body.email });
}
