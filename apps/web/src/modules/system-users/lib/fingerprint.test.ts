import { describe, expect, it } from 'vitest';
import { fingerprintOf, parsedKey } from './fingerprint';

// A key and its fingerprint as `ssh-keygen -l -E sha256` printed them.
const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIIPRjwxBucTjTL3WkO4cK/+mQVsC996iUzdpzLXZMGCu test';
const FINGERPRINT = 'SHA256:Uet15e1KZo9SQQlOTOrEj1ph6vmpEvJfSW/Nyb7PA3U';

describe('fingerprintOf', () => {
  it("is ssh-keygen's", async () => {
    expect(await fingerprintOf(parsedKey(KEY)!)).toBe(FINGERPRINT);
  });

  it('is no fingerprint for a line that is no key', () => {
    expect(parsedKey('ssh-ed25519 nope')).toBeNull();
  });
});
