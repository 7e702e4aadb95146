// Certificates with their encrypted keys, and the ACME accounts orders are made with.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, userOrNull } from '../../core/db/schema.js';

export const sslCertificates = pgTable(
  'ssl_certificates',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['custom', 'self-signed', 'lets-encrypt'] }).notNull(),
    /** First name covered, lower-case punycode. */
    domain: text('domain').notNull(),
    altNames: text('alt_names').array().notNull(),
    /** The website it was made for (hosting module; forgotten when the website is deleted). */
    websiteId: integer('website_id'),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    serialNumber: text('serial_number').notNull(),
    fingerprint256: text('fingerprint256').notNull(),
    notBefore: timestamp('not_before', { withTimezone: true }).notNull(),
    notAfter: timestamp('not_after', { withTimezone: true }).notNull(),
    certificatePem: text('certificate_pem').notNull(),
    chainPem: text('chain_pem').notNull().default(''),
    /** AES-256-GCM under the installation's key (secrets.ts); never leaves the server. */
    keySealed: text('key_sealed').notNull(),
    keyType: text('key_type').notNull(),
    email: text('email'),
    /** Let's Encrypt: the names asked for (the order is made again with them). */
    autoRenew: boolean('auto_renew').notNull(),
    renewalError: text('renewal_error'),
    renewalStartedAt: timestamp('renewal_started_at', { withTimezone: true }),
    lastRenewedAt: timestamp('last_renewed_at', { withTimezone: true }),
    createdBy: userOrNull('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ssl_certificates_not_after_idx').on(t.notAfter, t.id),
    index('ssl_certificates_domain_idx').on(t.domain),
    index('ssl_certificates_website_idx').on(t.websiteId),
    index('ssl_certificates_alt_names_idx').using('gin', t.altNames),
  ],
);

export const sslAcmeAccounts = pgTable(
  'ssl_acme_accounts',
  {
    id: serial('id').primaryKey(),
    directoryUrl: text('directory_url').notNull(),
    email: text('email').notNull(),
    accountUrl: text('account_url'),
    keySealed: text('key_sealed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ssl_acme_accounts_uq').on(t.directoryUrl, sql`lower(${t.email})`)],
);
