// Fingerprints of keys typed in the form, as `ssh-keygen -l` prints them (the server sends them for
// saved keys): `SHA256:` and the unpadded base64 of the SHA-256 of the key's blob.
import { parseSshKey, type SshKey } from '@backoffice/contract/rules/system-users';
import { useEffect, useState } from 'react';

export async function fingerprintOf(key: SshKey): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(key.blob)));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `SHA256:${btoa(binary).replace(/=+$/, '')}`;
}

/** The key parsed, or null when the contract refuses it. */
export function parsedKey(line: string): SshKey | null {
  try {
    return parseSshKey(line);
  } catch {
    return null;
  }
}

/** The fingerprint of a key line ('' while it is computed, or when the line is no key). */
export function useFingerprint(line: string): string {
  const [fingerprint, setFingerprint] = useState('');
  useEffect(() => {
    const key = parsedKey(line);
    let current = true;
    if (!key) setFingerprint('');
    else void fingerprintOf(key).then((f) => current && setFingerprint(f));
    return () => {
      current = false;
    };
  }, [line]);
  return fingerprint;
}
