// Certificates as files: reading and checking an uploaded certificate, key and chain with
// `node:crypto` (X509Certificate), making a key and a self-signed certificate (@peculiar/x509, the
// X.509 library acme-client itself uses), and what is kept of a certificate.
import { createPrivateKey, type KeyObject, randomBytes, webcrypto, X509Certificate } from 'node:crypto';
import { rootCertificates } from 'node:tls';
import * as x509 from '@peculiar/x509';

x509.cryptoProvider.set(webcrypto as unknown as Crypto);

/** A refusal naming the field of the request and why. */
export class CertificateProblem extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

export function splitPem(text: string): string[] {
  return text.match(PEM_CERTIFICATE) ?? [];
}

const day = (d: Date) => d.toISOString().slice(0, 10);
const commonName = (dn: string) => /(?:^|\n)CN=([^\n]*)/.exec(dn)?.[1] ?? dn.split('\n')[0] ?? dn;
const isSelfSigned = (c: X509Certificate) => c.subject === c.issuer && c.verify(c.publicKey);
const issuedBy = (c: X509Certificate, issuer: X509Certificate) =>
  c.issuer === issuer.subject && c.verify(issuer.publicKey);

let trustedRoots: X509Certificate[] | null = null;
const roots = () => (trustedRoots ??= rootCertificates.map((pem) => new X509Certificate(pem)));

function read(pem: string, field: string, what: string): X509Certificate {
  try {
    return new X509Certificate(pem);
  } catch (error) {
    throw new CertificateProblem(field, `${what} could not be read (${(error as Error).message})`);
  }
}

function readKey(pem: string): KeyObject {
  if (/ENCRYPTED/.test(pem))
    throw new CertificateProblem('body.key', 'The private key is protected by a passphrase: paste it without one');
  if (!/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(pem)) {
    throw new CertificateProblem('body.key', 'The private key is not in PEM form (-----BEGIN PRIVATE KEY-----)');
  }
  try {
    return createPrivateKey(pem);
  } catch (error) {
    throw new CertificateProblem('body.key', `The private key could not be read (${(error as Error).message})`);
  }
}

function checkDates(c: X509Certificate, field: string, what: string, now: Date): void {
  const from = new Date(c.validFrom);
  const to = new Date(c.validTo);
  if (to <= now) throw new CertificateProblem(field, `${what} expired on ${day(to)}`);
  if (from > now) throw new CertificateProblem(field, `${what} is not valid before ${day(from)}`);
}

/**
 * Checks an uploaded certificate: it parses, it is current, the key is its key, and each certificate
 * of the chain (extra ones pasted after the first, then `ca`) issued and signed the one before, up to a
 * self-signed root or one the system trusts. Throws a CertificateProblem naming the field.
 */
export function checkUpload(input: { certificate: string; key: string; ca: string }, now = new Date()) {
  const pems = splitPem(input.certificate);
  if (!pems.length) {
    throw new CertificateProblem(
      'body.certificate',
      'The certificate is not in PEM form (-----BEGIN CERTIFICATE-----)',
    );
  }
  const leaf = read(pems[0]!, 'body.certificate', 'The certificate');
  const caPems = splitPem(input.ca);
  if (input.ca.trim() && !caPems.length) {
    throw new CertificateProblem('body.ca', 'The CA chain is not in PEM form (-----BEGIN CERTIFICATE-----)');
  }
  const chain = [...pems.slice(1), ...caPems].map((pem, i) => read(pem, 'body.ca', `Chain certificate ${i + 1}`));
  const key = readKey(input.key);
  if (!leaf.checkPrivateKey(key)) {
    throw new CertificateProblem('body.key', 'The private key does not belong to this certificate');
  }
  checkDates(leaf, 'body.certificate', 'The certificate', now);

  let current = leaf;
  for (const issuer of chain) {
    if (!issuedBy(current, issuer)) {
      throw new CertificateProblem(
        'body.ca',
        `The chain does not verify: "${commonName(current.subject)}" was not issued and signed by "${commonName(issuer.subject)}"`,
      );
    }
    checkDates(issuer, 'body.ca', `Chain certificate "${commonName(issuer.subject)}"`, now);
    current = issuer;
  }
  if (!isSelfSigned(current) && !roots().some((root) => issuedBy(current, root))) {
    throw new CertificateProblem(
      'body.ca',
      chain.length
        ? `The chain does not verify: it ends at "${commonName(current.subject)}", issued by "${commonName(current.issuer)}", which is neither in the chain nor a trusted root`
        : `The chain is missing: paste the intermediate certificates of "${commonName(leaf.issuer)}" as the CA`,
    );
  }
  return { leaf, chain, key };
}

/** The DNS names a certificate covers: its SANs, else its common name. */
export function namesOf(c: X509Certificate): string[] {
  const sans = (c.subjectAltName ?? '')
    .split(', ')
    .filter((s) => s.startsWith('DNS:'))
    .map((s) => s.slice(4).toLowerCase());
  if (sans.length) return sans;
  const cn = commonName(c.subject).toLowerCase();
  return cn ? [cn] : [];
}

export function keyTypeOf(key: KeyObject): string {
  const details = key.asymmetricKeyDetails ?? {};
  if (key.asymmetricKeyType === 'rsa') return `RSA ${details.modulusLength ?? ''}`.trim();
  if (key.asymmetricKeyType === 'ec') return `ECDSA ${details.namedCurve ?? ''}`.trim();
  return (key.asymmetricKeyType ?? 'unknown').toUpperCase();
}

/** What is kept of a certificate, read from the certificate itself. */
export function factsOf(leaf: X509Certificate, chain: readonly X509Certificate[], key: KeyObject) {
  const altNames = namesOf(leaf);
  return {
    domain: altNames[0] ?? commonName(leaf.subject),
    altNames,
    issuer: leaf.issuer.replace(/\n/g, ', '),
    subject: leaf.subject.replace(/\n/g, ', '),
    serialNumber: leaf.serialNumber,
    fingerprint256: leaf.fingerprint256,
    notBefore: new Date(leaf.validFrom),
    notAfter: new Date(leaf.validTo),
    certificatePem: leaf.toString(),
    chainPem: chain.map((c) => c.toString()).join(''),
    keyType: keyTypeOf(key),
  };
}

const EC = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;

export function toPem(der: ArrayBuffer, label: string): string {
  const b64 = Buffer.from(der).toString('base64');
  return `-----BEGIN ${label}-----\n${b64.match(/.{1,64}/g)!.join('\n')}\n-----END ${label}-----\n`;
}

/** A new ECDSA P-256 key and a self-signed server certificate for the names, valid `days` days. */
export async function makeSelfSigned(
  names: readonly string[],
  options: { email?: string | undefined; days?: number; from?: Date } = {},
) {
  const keys = (await webcrypto.subtle.generateKey(EC, true, ['sign', 'verify'])) as CryptoKeyPair;
  const notBefore = options.from ?? new Date(Date.now() - 60_000);
  const notAfter = new Date(notBefore.getTime() + (options.days ?? 365) * 86_400_000);
  const name: x509.JsonName = [{ CN: [names[0]!] }, ...(options.email ? [{ E: [options.email] }] : [])];
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: `01${randomBytes(15).toString('hex')}`,
    name,
    notBefore,
    notAfter,
    signingAlgorithm: EC,
    keys,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.keyEncipherment, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension(names.map((value) => ({ type: 'dns' as const, value }))),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  const keyPem = toPem(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey), 'PRIVATE KEY');
  return { certificatePem: certificate.toString('pem'), keyPem };
}
