// Real OpenSSH public keys made with node:crypto, for the demo and the tests (no ssh-keygen needed).
import { generateKeyPairSync } from 'node:crypto';

function sshString(bytes: Uint8Array | string): Buffer {
  const body = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  return Buffer.concat([length, body]);
}

/** The wire blob as base64, for a type and its fields. */
export const sshBlob = (...fields: (Uint8Array | string)[]) => Buffer.concat(fields.map(sshString)).toString('base64');

/** A new Ed25519 public key line: `ssh-ed25519 AAAA… comment`. */
export function ed25519Key(comment = ''): string {
  const { publicKey } = generateKeyPairSync('ed25519');
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  return `ssh-ed25519 ${sshBlob('ssh-ed25519', raw)}${comment ? ` ${comment}` : ''}`;
}

/** A new ECDSA P-256 public key line. */
export function ecdsaKey(comment = ''): string {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const point = publicKey.export({ format: 'der', type: 'spki' }).subarray(-65);
  return `ecdsa-sha2-nistp256 ${sshBlob('ecdsa-sha2-nistp256', 'nistp256', point)}${comment ? ` ${comment}` : ''}`;
}

/** An RSA key line of `bits` (an mpint modulus, the leading zero byte when its top bit is set). */
export function rsaKey(bits: number, comment = ''): string {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: bits });
  const jwk = publicKey.export({ format: 'jwk' });
  const mpint = (b64url: string) => {
    const bytes = Buffer.from(b64url, 'base64url');
    return bytes[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes;
  };
  return `ssh-rsa ${sshBlob('ssh-rsa', mpint(jwk.e!), mpint(jwk.n!))}${comment ? ` ${comment}` : ''}`;
}
