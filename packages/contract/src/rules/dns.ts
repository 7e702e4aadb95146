// DNS names and TXT strings: the rules the server applies to every change (modules/dns/records.ts)
// and the web forms check before anything is sent, so both say the same thing in the same words.
// Pure: only the URL parser (IDNA) and TextEncoder, which Node and browsers both have.

/** Why a name or text is no DNS name or text; the message completes "the name …". */
export class NameError extends Error {}

export const MAX_NAME = 253;
/** A label of an owner or target name: letters, digits, `_` (service labels) and inner hyphens. */
const label = /^[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?$/;
/** A label of a zone name: letters, digits and inner hyphens. */
const zoneLabel = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: ASCII test
const ascii = /^[\x00-\x7f]*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: what a URL host may not contain
const forbiddenInHost = /[\x00-\x20#%/:<>?@[\\\]^|\x7f]/;

/**
 * One label as lower-case punycode (`bücher` → `xn--bcher-kva`), by the URL parser's IDNA rules (a
 * full stop of another script splits it in two); null when it is no valid international label.
 */
export function asciiLabel(raw: string): string[] | null {
  if (ascii.test(raw) && !raw.toLowerCase().startsWith('xn--')) return [raw.toLowerCase()];
  if (forbiddenInHost.test(raw)) return null;
  try {
    const host = new URL(`ws://${raw}`).hostname;
    return host ? host.split('.') : null;
  } catch {
    return null;
  }
}

/** Lower-case punycode labels of a name given in any case and script; throws NameError when it is no DNS name. */
function asciiLabels(input: string): string[] {
  const trimmed = input.trim().replace(/\.$/, '');
  if (!trimmed) throw new NameError('is empty');
  const labels: string[] = [];
  for (const raw of trimmed.split('.')) {
    if (!raw) throw new NameError('has an empty label (two dots in a row)');
    const converted = asciiLabel(raw);
    if (!converted) throw new NameError(`has an invalid international label "${raw}"`);
    labels.push(...converted);
  }
  return labels;
}

function checkLength(labels: string[]): void {
  if (labels.join('.').length > MAX_NAME) throw new NameError(`is longer than ${MAX_NAME} characters`);
}

/** A zone name: at least two labels of letters, digits and hyphens (IDNs converted to punycode). */
export function zoneNameToAscii(input: string): string {
  const labels = asciiLabels(input);
  if (labels.length < 2) throw new NameError('needs at least two labels, e.g. example.com');
  for (const l of labels) {
    if (!zoneLabel.test(l)) throw new NameError(`has an invalid label "${l}" (letters, digits and inner hyphens only)`);
  }
  checkLength(labels);
  return labels.join('.');
}

/**
 * The full owner name of a record: `@` or empty is the apex; a trailing dot, or a name that ends in
 * the zone, is absolute; anything else is relative to the zone. A leading `*` label is a wildcard.
 */
export function ownerName(input: string, zone: string): string {
  const value = input.trim();
  if (value === '' || value === '@') return zone;
  const labels = asciiLabels(value);
  const joined = labels.join('.');
  const absolute = value.endsWith('.') || joined === zone || joined.endsWith(`.${zone}`);
  const full = absolute ? labels : [...labels, ...zone.split('.')];
  labels.forEach((l, i) => {
    if (l === '*' && i === 0) return;
    if (!label.test(l)) throw new NameError(`has an invalid label "${l}"`);
  });
  checkLength(full);
  const name = full.join('.');
  if (name !== zone && !name.endsWith(`.${zone}`)) throw new NameError(`${name} is not inside the zone ${zone}`);
  return name;
}

/** A full name relative to its zone: `@` for the apex, `www` for `www.example.com`. */
export function relativeName(fqdn: string, zone: string): string {
  return fqdn === zone ? '@' : fqdn.slice(0, -(zone.length + 1));
}

/** A host name a record points to: always absolute (trailing dot optional), `@` is the apex. */
export function hostTarget(input: string, zone: string, allowNull = false): string {
  const value = input.trim();
  if (value === '@') return zone;
  if (allowNull && value === '.') return '.';
  const labels = asciiLabels(value);
  for (const l of labels) {
    if (!label.test(l)) throw new NameError(`has an invalid label "${l}"`);
  }
  if (labels.length < 2) throw new NameError(`must be a full host name, e.g. ${value}.${zone}`);
  checkLength(labels);
  return labels.join('.');
}

/** The message of the NameError a rule throws for the value, or null when the value passes. */
export function ruleProblem(rule: () => unknown): string | null {
  try {
    rule();
    return null;
  } catch (error) {
    if (error instanceof NameError) return error.message;
    throw error;
  }
}

// ---- TXT: 255-byte character strings ----

const MAX_STRING = 255;

function escapeBytes(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) {
    if (b === 0x22) out += '\\"';
    else if (b === 0x5c) out += '\\\\';
    else if (b < 0x20 || b > 0x7e) out += `\\${String(b).padStart(3, '0')}`;
    else out += String.fromCharCode(b);
  }
  return `"${out}"`;
}

const utf8 = (text: string) => new TextEncoder().encode(text);

/** Parses `"a" "b\"c"` (presentation form) into the bytes of each string; null when quotes do not balance. */
function parseQuotedStrings(text: string): Uint8Array[] | null {
  const strings: Uint8Array[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === ' ' || c === '\t') {
      i++;
      continue;
    }
    if (c !== '"') return null;
    i++;
    const bytes: number[] = [];
    let closed = false;
    while (i < text.length) {
      const ch = text[i]!;
      if (ch === '"') {
        closed = true;
        i++;
        break;
      }
      if (ch === '\\') {
        const digits = text.slice(i + 1, i + 4);
        if (/^\d{3}$/.test(digits) && Number(digits) <= 255) {
          bytes.push(Number(digits));
          i += 4;
          continue;
        }
        const next = text.codePointAt(i + 1);
        if (next === undefined) return null;
        const escaped = String.fromCodePoint(next);
        bytes.push(...utf8(escaped));
        i += 1 + escaped.length;
        continue;
      }
      const char = String.fromCodePoint(text.codePointAt(i)!);
      bytes.push(...utf8(char));
      i += char.length;
    }
    if (!closed) return null;
    strings.push(Uint8Array.from(bytes));
  }
  return strings.length ? strings : null;
}

function splitBytes(bytes: Uint8Array): Uint8Array[] {
  if (bytes.length <= MAX_STRING) return [bytes];
  const parts: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += MAX_STRING) parts.push(bytes.subarray(at, at + MAX_STRING));
  return parts;
}

/**
 * TXT content in presentation form: plain text is quoted and split into 255-byte strings; text that
 * is already quoted strings keeps its strings (each longer one split too).
 */
export function txtContent(input: string): string {
  const value = input.trim();
  const quoted = value.startsWith('"') ? parseQuotedStrings(value) : null;
  if (value.startsWith('"') && !quoted) {
    throw new NameError('has unbalanced quotes: write plain text, or "quoted" "strings" with \\" inside');
  }
  const strings = quoted ?? [utf8(value)];
  return strings.flatMap(splitBytes).map(escapeBytes).join(' ');
}

/**
 * The text TXT content holds (its strings joined, `\DDD` bytes decoded): what a person typed, to
 * edit it again. Content that is not quoted strings is returned as it is.
 */
export function txtText(presentation: string): string {
  const value = presentation.trim();
  const strings = value.startsWith('"') ? parseQuotedStrings(value) : null;
  if (!strings) return value;
  const bytes = new Uint8Array(strings.reduce((n, s) => n + s.length, 0));
  let at = 0;
  for (const s of strings) {
    bytes.set(s, at);
    at += s.length;
  }
  return new TextDecoder().decode(bytes);
}

// ---- CAA ----

/** The CAA property tags a record may have (RFC 8659). */
export const CAA_TAGS = ['issue', 'issuewild', 'iodef'] as const;
export type CaaTag = (typeof CAA_TAGS)[number];

/** A CAA value is written between quotes, so it holds neither quotes nor backslashes. */
export function caaValueProblem(value: string): string | null {
  return value.includes('"') || value.includes('\\') ? 'must not contain quotes or backslashes' : null;
}
