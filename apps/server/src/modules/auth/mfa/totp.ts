// One-time codes (RFC 6238) through `otpauth`: 6 digits, 30-second steps, SHA-1 (what every
// authenticator app reads), one step of clock skew accepted either way.
import { createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@backoffice/contract/modules/auth';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';

export const TOTP_PERIOD = 30;
/** Steps accepted before and after the server's own: a phone's clock 30 s off still signs in. */
export const TOTP_WINDOW = 1;
const ISSUER = 'Back Office';

const totpOf = (secret: string, label = '') =>
  new OTPAuth.TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD,
    secret: OTPAuth.Secret.fromBase32(secret),
  });

export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

/** What the person scans or types into the app: the otpauth URI, as a QR code (SVG). */
export async function totpSetupOf(secret: string, username: string) {
  const uri = totpOf(secret, username).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { secret, uri, qrSvg };
}

/** The 30-second step a code belongs to (within the window of now), or null when it is no code of the secret. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD) + delta;
}

// Recovery codes: 10 characters of base32 (50 bits), shown as "abcde-fghij".
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => ALPHABET[b & 31]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** The stored form of a recovery code (typed in any case, with or without the dash). */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256')
    .update(code.toLowerCase().replace(/[\s-]+/g, ''))
    .digest('hex');
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
