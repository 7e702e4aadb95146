// Host names of websites, virtual hosts and certificates: the rule the server applies and the web
// forms check, in the same words. A name is lower-case punycode (IDNs converted) of two or more
// labels of letters, digits and inner hyphens, so nothing else can reach an nginx config or a
// certificate request. Certificates may also name a wildcard (`*.example.com`).
import { z } from 'zod';
import { NameError, zoneNameToAscii } from './dns.js';

export { NameError };

/** `Bücher.Example` → `xn--bcher-kva.example`; throws NameError (completing "the name …"). */
export function hostNameToAscii(input: string, options: { wildcard?: boolean } = {}): string {
  const value = input.trim();
  if (value.startsWith('*.')) {
    if (!options.wildcard) throw new NameError('may not be a wildcard here');
    return `*.${zoneNameToAscii(value.slice(2))}`;
  }
  const name = zoneNameToAscii(value);
  if (/^\d+$/.test(name.split('.').at(-1) ?? '')) throw new NameError('is an address, not a domain name');
  return name;
}

/** A host name in a request, as typed (any case, IDN), parsed to its ASCII form or refused with the reason. */
export const hostNameField = (options: { wildcard?: boolean } = {}) =>
  z
    .string()
    .max(300, 'must be at most 300 characters')
    .transform((value, ctx) => {
      try {
        return hostNameToAscii(value, options);
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          message: error instanceof NameError ? `the name ${error.message}` : 'is no domain name',
        });
        return z.NEVER;
      }
    });
