// SSL certificates: custom (uploaded), self-signed (made here), Let's Encrypt (an ACME order
// answered by a DNS-01 challenge through the DNS module), renewal (spec §2 "/ssl", §7 "SSL").
// Decisions where the specification is silent: docs/ssl.md.
import { z } from 'zod';
import { bodyId, endpoint, idParams, isoInstant, listOf, MAX_TAKE, scopes } from '../http.js';
import { hostNameField } from '../rules/hosting.js';

export { declaredScopes } from './ssl.scopes.js';

export const errorCodes = {
  /** The certificate, key or chain sent is unusable; the message says why. */
  SSL_CERTIFICATE_INVALID: 400,
  /**
   * The ACME server (Let's Encrypt) refused or failed the order: the message is the server's own
   * problem detail, or ours saying what failed and what to check (never a program's error text).
   */
  SSL_ACME_FAILED: 502,
  /**
   * No DNS zone here that the caller may change records in holds a name, so its DNS-01 challenge
   * cannot be answered (the same answer whether a zone they may not reach holds it or none does).
   */
  SSL_NO_DNS_ZONE: 400,
  /** A renewal of this certificate is already going on. */
  SSL_RENEWAL_IN_PROGRESS: 409,
} as const;

/** Certificates expiring within this many days are renewed by the daily schedule. */
export const SSL_RENEW_WITHIN_DAYS = 30;

export const SSL_KINDS = ['custom', 'self-signed', 'lets-encrypt'] as const;
export const sslKind = z.enum(SSL_KINDS);
export type SslKind = z.infer<typeof sslKind>;

/** A name a certificate may cover: a domain, or a wildcard `*.example.com`. */
export const certificateName = hostNameField({ wildcard: true });

const email = z.string().trim().max(254).email('must be an email address');
const pem = (what: string) =>
  z
    .string()
    .max(64_000, `must be at most 64,000 characters`)
    .refine((s) => s.trim().length > 0, `paste the ${what}`);

export const certificate = z.object({
  id: z.number().int(),
  kind: sslKind,
  /** The first name it covers (its subject's common name, or the first SAN). */
  domain: z.string(),
  displayDomain: z.string(),
  /** Every DNS name it covers (subject alternative names). */
  altNames: z.array(z.string()),
  website: z.object({ id: z.number().int(), domain: z.string() }).nullable(),
  issuer: z.string(),
  subject: z.string(),
  serialNumber: z.string(),
  fingerprint256: z.string(),
  notBefore: isoInstant,
  notAfter: isoInstant,
  /** Whole days from now to `notAfter` (negative once expired). */
  daysLeft: z.number().int(),
  email: z.string().nullable(),
  autoRenew: z.boolean(),
  /** The last renewal's failure, until a renewal succeeds. */
  renewalError: z.string().nullable(),
  lastRenewedAt: isoInstant.nullable(),
  createdAt: isoInstant,
});
export type Certificate = z.infer<typeof certificate>;

export const certificateDetail = certificate.extend({
  /** The certificate and its chain as PEM (public). The private key is never returned. */
  certificatePem: z.string(),
  chainPem: z.string(),
  keyType: z.string(),
});
export type CertificateDetail = z.infer<typeof certificateDetail>;

const websiteId = bodyId.optional();

export const listCertificates = endpoint({
  name: 'ssl.listCertificates',
  method: 'POST',
  path: '/ssl-controller/certificate',
  access: scopes('ssl:cert:read'),
  // A lookup: the spec lists certificates with a POST whose body holds the filters; nothing changes.
  readOnly: true,
  summary:
    'Certificates, soonest expiry first; narrowed by a search of their names, a website, a kind or an expiry horizon',
  body: z
    .object({
      search: z.string().trim().max(253).optional(),
      websiteId,
      kind: sslKind.optional(),
      expiringWithinDays: z.number().int().min(0).max(3650).optional(),
      page: z.number().int().min(1).default(1),
      take: z.number().int().min(1).max(MAX_TAKE).default(25),
    })
    .default({ page: 1, take: 25 }),
  reply: listOf(certificate),
});

export const getCertificate = endpoint({
  name: 'ssl.getCertificate',
  method: 'GET',
  path: '/ssl-controller/certificate/{id}',
  access: scopes('ssl:cert:read'),
  record: 'any',
  summary: 'One certificate with its PEM and chain (never its key)',
  params: idParams,
  reply: certificateDetail,
});

export const deleteCertificate = endpoint({
  name: 'ssl.deleteCertificate',
  method: 'DELETE',
  path: '/ssl-controller/certificate/{id}',
  access: scopes('ssl:cert:delete'),
  record: 'any',
  summary: 'Deletes a certificate and its key',
  params: idParams,
  reply: certificate,
});

export const renewCertificate = endpoint({
  name: 'ssl.renewCertificate',
  method: 'POST',
  path: '/ssl-controller/certificate/{domain}',
  access: scopes('ssl:cert:create'),
  // Any certificate naming the domain, as for reading and deleting one (certificates belong to no one); a renewal
  // orders only the names the certificate has, in the zones that hold them (docs/ssl.md "Security").
  record: 'any',
  summary:
    "Renews the certificates of a domain now (Let's Encrypt: a new order for the names it has, counted in the caller's 10 orders an hour; self-signed: made again; custom ones cannot be renewed here)",
  params: z.object({ domain: z.string().max(300) }),
  body: z.object({ domain: certificateName }).meta({ examples: [{ domain: 'example.com' }] }),
  reply: z.array(certificate),
});

export const createCustomCertificate = endpoint({
  name: 'ssl.createCustomCertificate',
  method: 'POST',
  path: '/ssl-controller/certificate/custom',
  access: scopes('ssl:cert:create'),
  summary: 'Keeps an uploaded certificate: it must parse, be current, match its key, and its chain must verify',
  body: z
    .object({
      certificate: pem('certificate'),
      key: pem('private key'),
      ca: z.string().max(64_000).default(''),
      websiteId,
    })
    .meta({
      examples: [
        {
          certificate: '-----BEGIN CERTIFICATE-----\n…\n-----END CERTIFICATE-----',
          key: '-----BEGIN PRIVATE KEY-----\n…\n-----END PRIVATE KEY-----',
          ca: '',
        },
      ],
    }),
  reply: certificate,
  status: 201,
});

export const createSelfSignedCertificate = endpoint({
  name: 'ssl.createSelfSignedCertificate',
  method: 'POST',
  path: '/ssl-controller/certificate/self-signed',
  access: scopes('ssl:cert:create'),
  summary: 'Makes a key and a self-signed certificate (one year) for the names given, or the website’s domain',
  body: z
    .object({
      altNames: z.array(certificateName).max(100, 'at most 100 names').default([]),
      email: email.optional(),
      websiteId,
    })
    .meta({ examples: [{ altNames: ['intranet.example.com'], email: 'ops@example.com' }] }),
  reply: certificate,
  status: 201,
});

export const createLetsEncryptCertificate = endpoint({
  name: 'ssl.createLetsEncryptCertificate',
  method: 'POST',
  path: '/ssl-controller/certificate/lets-encrypt',
  access: scopes('ssl:cert:create'),
  summary:
    "Orders a certificate from Let's Encrypt for `domain` (or the website's) and its `subDomains`, proven by DNS-01 challenges written into our DNS zones the caller may change records in; at most 10 orders an hour per person (429), one order per name at a time (409)",
  body: z
    .object({
      domain: certificateName.optional(),
      websiteId,
      /** Names below the domain: `www` or `www.example.com`, `*` for a wildcard. */
      subDomains: z.array(z.string().trim().min(1).max(253)).max(99, 'at most 99 names').default([]),
      email,
    })
    .meta({ examples: [{ domain: 'example.com', subDomains: ['www'], email: 'ops@example.com' }] }),
  reply: certificate,
  status: 201,
});
