import type { Website } from '@backoffice/contract/modules/hosting';
import {
  createCustomCertificate,
  createLetsEncryptCertificate,
  createSelfSignedCertificate,
} from '@backoffice/contract/modules/ssl';
import type { z } from 'zod';

export type CertificateMode = 'custom' | 'self-signed' | 'lets-encrypt';
export const MODES: readonly { value: CertificateMode; label: string }[] = [
  { value: 'custom', label: 'Custom' },
  { value: 'self-signed', label: 'Self-signed' },
  { value: 'lets-encrypt', label: "Let's Encrypt" },
];

/** What the new certificate form edits, for every kind: each kind sends its own part. */
export interface CertificateValues {
  certificate: string;
  key: string;
  ca: string;
  /** Self-signed: the names, one per line. */
  altNames: string;
  domain: string;
  /** Let's Encrypt: the names below the domain, one per line. */
  subDomains: string;
  email: string;
  website: Pick<Website, 'id' | 'domain' | 'displayDomain'> | null;
}

export const emptyCertificate: CertificateValues = {
  certificate: '',
  key: '',
  ca: '',
  altNames: '',
  domain: '',
  subDomains: '',
  email: '',
  website: null,
};

/** The request fields the form shows (the website is picked, and sent as `websiteId`). */
export const CERTIFICATE_FIELDS = ['certificate', 'key', 'ca', 'altNames', 'domain', 'subDomains', 'email'] as const;
export const SHOWN_AS = { websiteId: 'website' } as const;

const lines = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

type Body<E extends { body?: z.ZodType }> = z.input<NonNullable<E['body']>>;

const customBody = (v: CertificateValues): Body<typeof createCustomCertificate> => ({
  certificate: v.certificate,
  key: v.key,
  ca: v.ca,
  websiteId: v.website?.id,
});

const selfSignedBody = (v: CertificateValues): Body<typeof createSelfSignedCertificate> => ({
  altNames: lines(v.altNames),
  ...(v.email.trim() ? { email: v.email } : {}),
  websiteId: v.website?.id,
});

const letsEncryptBody = (v: CertificateValues): Body<typeof createLetsEncryptCertificate> => ({
  ...(v.domain.trim() ? { domain: v.domain.trim() } : {}),
  websiteId: v.website?.id,
  subDomains: lines(v.subDomains),
  email: v.email,
});

/** Each kind's endpoint, the contract's body schema that judges the form, and the body it is sent. */
export const KINDS = {
  custom: { endpoint: createCustomCertificate, schema: createCustomCertificate.body!, body: customBody },
  'self-signed': {
    endpoint: createSelfSignedCertificate,
    schema: createSelfSignedCertificate.body!,
    body: selfSignedBody,
  },
  'lets-encrypt': {
    endpoint: createLetsEncryptCertificate,
    schema: createLetsEncryptCertificate.body!,
    body: letsEncryptBody,
  },
} as const;
