// BIND zone files: export of a kept zone, and parsing of a file for import (RFC 1035 §5 master files,
// the parts people use: $ORIGIN, $TTL, parentheses, comments, relative and blank owners, TTL units).
import { DNS_RECORD_TYPES, DNS_TTL, type DnsRecordType } from '@backoffice/contract/modules/dns';
import { relativeName } from '@backoffice/contract/rules/dns';
import { type KeptRecord, presentation, type RecordInputParsed } from './records.js';

const TYPE_ORDER = ['SOA', 'NS', 'A', 'AAAA', 'CNAME', 'MX', 'TXT', 'SRV', 'CAA', 'PTR'];

/** Records in reading order: the SOA, apex NS, then the apex and the other names alphabetically. */
export function sortRecords<T extends Pick<KeptRecord, 'name' | 'type' | 'content' | 'priority'>>(
  records: readonly T[],
  zone: string,
): T[] {
  const rank = (r: T) => (r.type === 'SOA' ? 0 : r.type === 'NS' && r.name === zone ? 1 : 2);
  return [...records].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.name === zone ? 0 : 1) - (b.name === zone ? 0 : 1) ||
      a.name.split('.').reverse().join('.').localeCompare(b.name.split('.').reverse().join('.')) ||
      TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) ||
      (a.priority ?? 0) - (b.priority ?? 0) ||
      a.content.localeCompare(b.content),
  );
}

export function exportZoneFile(zone: string, serial: number, records: readonly KeptRecord[], now = new Date()): string {
  const sorted = sortRecords(records, zone);
  const names = sorted.map((r) => relativeName(r.name, zone));
  const width = Math.max(8, ...names.map((n) => n.length + 1));
  const lines = [
    `; Zone ${zone}, serial ${serial}, exported ${now.toISOString()}`,
    `$ORIGIN ${zone}.`,
    `$TTL ${DNS_TTL.default}`,
    ...sorted.map(
      (r, i) => `${names[i]!.padEnd(width)} ${String(r.ttl).padEnd(7)} IN ${r.type.padEnd(6)} ${presentation(r)}`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

// ---- import ----

export interface ParsedLine {
  line: number;
  input: RecordInputParsed;
}

export interface ZoneFileParse {
  records: ParsedLine[];
  issues: { line: number; message: string }[];
}

interface LogicalLine {
  line: number;
  blankOwner: boolean;
  tokens: string[];
}

/** Splits the file into logical lines of tokens: quotes kept on tokens, comments dropped, ( ) joined. */
function tokenize(text: string): { lines: LogicalLine[]; issues: ZoneFileParse['issues'] } {
  const lines: LogicalLine[] = [];
  const issues: ZoneFileParse['issues'] = [];
  let lineNo = 1;
  let current: LogicalLine | null = null;
  let token = '';
  let inQuote = false;
  let depth = 0;
  let atLineStart = true;
  let quoteLine = 0;
  let parenLine = 0;

  const endToken = () => {
    if (token) {
      current ??= { line: lineNo, blankOwner: false, tokens: [] };
      current.tokens.push(token);
    }
    token = '';
  };
  const endLine = () => {
    endToken();
    if (current?.tokens.length) lines.push(current);
    current = null;
  };

  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inQuote) {
      token += c;
      if (c === '\\' && i + 1 < text.length) token += text[++i];
      else if (c === '"') inQuote = false;
      if (c === '\n') lineNo++;
      continue;
    }
    if (atLineStart && depth === 0) {
      atLineStart = false;
      if (c === ' ' || c === '\t') current = { line: lineNo, blankOwner: true, tokens: [] };
    }
    if (c === '\n') {
      lineNo++;
      atLineStart = true;
      if (depth === 0) endLine();
      else endToken();
    } else if (c === ';') {
      while (i + 1 < text.length && text[i + 1] !== '\n') i++;
    } else if (c === ' ' || c === '\t' || c === '\r') {
      endToken();
    } else if (c === '(') {
      endToken();
      if (depth === 0) parenLine = lineNo;
      depth++;
    } else if (c === ')') {
      endToken();
      if (depth === 0) issues.push({ line: lineNo, message: 'a ")" without "("' });
      else depth--;
    } else if (c === '"') {
      if (!token) current ??= { line: lineNo, blankOwner: false, tokens: [] };
      token += c;
      inQuote = true;
      quoteLine = lineNo;
    } else {
      if (c === '\\' && i + 1 < text.length) token += text[++i] === undefined ? '' : `\\${text[i]}`;
      else token += c;
    }
  }
  if (inQuote) issues.push({ line: quoteLine, message: 'a quote is not closed' });
  if (depth > 0) issues.push({ line: parenLine, message: 'a "(" is not closed' });
  endLine();
  return { lines, issues };
}

const ttlUnits: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400, w: 604_800 };

/** `3600`, `1h`, `1h30m`, `1W` → seconds; null when the token is no TTL. */
function parseTtl(token: string): number | null {
  if (/^\d+$/.test(token)) return Number(token);
  if (!/^(\d+[smhdw])+$/i.test(token)) return null;
  let total = 0;
  for (const m of token.toLowerCase().matchAll(/(\d+)([smhdw])/g)) total += Number(m[1]) * ttlUnits[m[2]!]!;
  return total;
}

const CLASSES = ['IN', 'CH', 'HS', 'CS'];

/**
 * Reads a zone file into record inputs for the zone's own checks (names absolute with a trailing
 * dot, relative targets completed with $ORIGIN). The file's SOA is skipped: the zone gets ours.
 */
export function parseZoneFile(text: string, zone: string): ZoneFileParse {
  const { lines, issues } = tokenize(text);
  const records: ParsedLine[] = [];
  let origin = zone;
  let defaultTtl: number | null = null;
  let lastTtl: number | null = null;
  let lastOwner: string | null = null;

  const absolute = (name: string) => {
    if (name === '@') return `${origin}.`;
    if (name.endsWith('.')) return name;
    return `${name}.${origin}.`;
  };

  for (const { line, blankOwner, tokens } of lines) {
    const fail = (message: string) => issues.push({ line, message });
    const first = tokens[0]!;
    if (first.startsWith('$')) {
      const directive = first.toUpperCase();
      if (directive === '$ORIGIN' && tokens[1]) origin = absolute(tokens[1]).replace(/\.$/, '').toLowerCase();
      else if (directive === '$TTL' && tokens[1] && parseTtl(tokens[1]) !== null) defaultTtl = parseTtl(tokens[1]);
      else fail(`${first} is not supported here (only $ORIGIN and $TTL)`);
      continue;
    }
    const rest = [...tokens];
    let owner: string;
    if (blankOwner) {
      if (!lastOwner) {
        fail('the first record needs an owner name');
        continue;
      }
      owner = lastOwner;
    } else {
      owner = absolute(rest.shift()!);
    }
    lastOwner = owner;
    let ttl: number | null = null;
    for (let k = 0; k < 2 && rest.length; k++) {
      const t = rest[0]!;
      if (ttl === null && parseTtl(t) !== null) ttl = parseTtl(rest.shift()!);
      else if (CLASSES.includes(t.toUpperCase())) {
        if (rest.shift()!.toUpperCase() !== 'IN') {
          fail(`only class IN records can be imported (not ${t})`);
          ttl = Number.NaN;
        }
      }
    }
    if (Number.isNaN(ttl)) continue;
    const type = rest.shift()?.toUpperCase();
    if (!type) {
      fail('a record needs a type and its data');
      continue;
    }
    if (ttl !== null) lastTtl = ttl;
    const recordTtl = ttl ?? defaultTtl ?? lastTtl ?? DNS_TTL.default;
    if (type === 'SOA') continue;
    if (!(DNS_RECORD_TYPES as readonly string[]).includes(type)) {
      fail(`type ${type} is not supported (${DNS_RECORD_TYPES.join(', ')})`);
      continue;
    }
    const rdata = rest;
    const want = (n: number, shape: string) => {
      if (rdata.length !== n) fail(`${type} data must be ${shape}`);
      return rdata.length === n;
    };
    const target = (t: string) => (t === '.' ? '.' : absolute(t).replace(/\.$/, ''));
    const push = (content: string, priority: number | null = null) =>
      records.push({ line, input: { name: owner, type: type as DnsRecordType, ttl: recordTtl, content, priority } });
    switch (type) {
      case 'A':
      case 'AAAA':
        if (want(1, 'one address')) push(rdata[0]!);
        break;
      case 'CNAME':
      case 'NS':
      case 'PTR':
        if (want(1, 'one host name')) push(target(rdata[0]!));
        break;
      case 'MX':
        if (want(2, '`preference exchange`') && /^\d{1,5}$/.test(rdata[0]!)) push(target(rdata[1]!), Number(rdata[0]));
        else if (rdata.length === 2) fail('MX preference must be a number from 0 to 65535');
        break;
      case 'SRV':
        if (want(4, '`priority weight port target`') && /^\d{1,5}$/.test(rdata[0]!)) {
          push(`${rdata[1]} ${rdata[2]} ${target(rdata[3]!)}`, Number(rdata[0]));
        } else if (rdata.length === 4) fail('SRV priority must be a number from 0 to 65535');
        break;
      case 'TXT':
        if (rdata.length === 0) fail('TXT data is missing');
        else push(rdata.map((t) => (t.startsWith('"') ? t : `"${t.replaceAll('"', '\\"')}"`)).join(' '));
        break;
      case 'CAA':
        push(rdata.join(' '));
        break;
    }
  }
  return { records, issues: issues.sort((a, b) => a.line - b.line) };
}
