// SMS rules shared by the server and the web (docs/sms.md): a template's `{{variable}}` placeholders
// (which variables a body names, rendering it with values, which values are missing) and how many
// SMS parts a text costs (GSM 03.38 7-bit or UCS-2), so the send form's counter and the template
// preview count exactly as the server refuses.

// ---- Templates ----

/** A variable's name: a letter or `_`, then letters, digits and `_` (`{{first_name}}`, `{{shift2}}`). */
export const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,39}$/;
/** `{{ name }}`, spaces inside the braces allowed. */
const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]{0,39})\s*\}\}/g;

/** The variables a template body names, each once, in the order they first appear. */
export function templateVariables(body: string): string[] {
  const seen = new Set<string>();
  for (const match of body.matchAll(PLACEHOLDER)) seen.add(match[1]!);
  return [...seen];
}

/**
 * What is wrong with a body's placeholders, or null: every `{{` must open a `{{name}}` and every `}}`
 * close one, so a typo (`{{ first name }}`, `{name}}`) is refused instead of being sent as it is.
 */
export function placeholderProblem(body: string): string | null {
  const rest = body.replace(PLACEHOLDER, '');
  const open = rest.indexOf('{{');
  if (open !== -1) {
    const near = rest.slice(open, open + 20);
    return `has a placeholder that is not {{name}} (letters, digits and _): "${near}"`;
  }
  if (rest.includes('}}')) return 'has "}}" without a matching "{{"';
  return null;
}

/** The variables of `body` that `values` does not give (absent or blank), in the body's order. */
export function missingVariables(body: string, values: Readonly<Record<string, string | undefined>>): string[] {
  return templateVariables(body).filter((name) => !values[name]?.trim());
}

/** The body with each placeholder replaced by its value; a variable without a value stays `{{name}}`. */
export function renderTemplate(body: string, values: Readonly<Record<string, string | undefined>>): string {
  return body.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value?.trim() ? value : whole;
  });
}

// ---- Segments ----

/** At most this many parts per message: a longer text is refused (a message costs per part). */
export const MAX_SEGMENTS = 10;

/** GSM 03.38's basic character set (one septet each); the escape character itself is not a character. */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** The extension table: each is sent as escape + character, two septets. */
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SegmentCount {
  encoding: SmsEncoding;
  /** Units the text takes: septets in GSM-7 (an extension character counts 2), UTF-16 units in UCS-2. */
  characters: number;
  /** Parts sent (0 for an empty text). */
  segments: number;
  /** Units per part: 160 / 70 for a single part, 153 / 67 once split (the rest carries the joining header). */
  perSegment: number;
  /** Units left in the last part before another part is needed. */
  remaining: number;
  /** In UCS-2: the first character that is not in GSM-7 (why the text costs more). */
  unicodeCharacter?: string;
}

/** The first character of `text` that GSM-7 cannot carry, or undefined. */
export function firstNonGsmCharacter(text: string): string | undefined {
  for (const char of text) if (!GSM_BASIC.has(char) && !GSM_EXTENSION.has(char)) return char;
  return undefined;
}

/**
 * How `text` is sent: GSM-7 while every character is in the basic set or the extension table (160
 * septets in one part, 153 per part when split), else UCS-2 (70 UTF-16 units, 67 per part; a
 * character outside the BMP, an emoji, is two units). A split never cuts an escape pair or a
 * surrogate pair: such a unit moves whole to the next part, as phones and gateways do.
 */
export function countSegments(text: string): SegmentCount {
  const unicodeCharacter = firstNonGsmCharacter(text);
  const gsm = unicodeCharacter === undefined;
  // The units of each character, in order.
  const units: number[] = [];
  for (const char of text) units.push(gsm ? (GSM_EXTENSION.has(char) ? 2 : 1) : char.length);
  const characters = units.reduce((sum, n) => sum + n, 0);
  const single = gsm ? 160 : 70;
  const multi = gsm ? 153 : 67;
  const encoding: SmsEncoding = gsm ? 'GSM-7' : 'UCS-2';
  const extra = unicodeCharacter === undefined ? {} : { unicodeCharacter };
  if (characters <= single) {
    return {
      encoding,
      characters,
      segments: characters ? 1 : 0,
      perSegment: single,
      remaining: single - characters,
      ...extra,
    };
  }
  let segments = 1;
  let used = 0;
  for (const n of units) {
    if (used + n > multi) {
      segments += 1;
      used = 0;
    }
    used += n;
  }
  return { encoding, characters, segments, perSegment: multi, remaining: multi - used, ...extra };
}
