/** How product words are written where a scope part spells them in lower case. */
const WORDS: Record<string, string> = { dns: 'DNS', ipset: 'IPSet', qa: 'QA', sms: 'SMS', ssl: 'SSL', vhost: 'Vhost' };

/** One part of a scope as people read it: `internal-file-manager` → "Internal file manager", `dns` → "DNS". */
export function scopePartLabel(part: string): string {
  const text = part
    .split('-')
    .map((word) => WORDS[word] ?? word)
    .join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
