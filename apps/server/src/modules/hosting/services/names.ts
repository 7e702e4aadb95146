import { domainToUnicode } from 'node:url';

/** A stored (punycode) domain as people read it: `xn--bcher-kva.example` → `bücher.example`. */
export function displayDomain(domain: string): string {
  return domainToUnicode(domain) || domain;
}
