// The name a user gave a file is only ever shown (and sent back in Content-Disposition): it is never
// a path on the disk. A name that tries to be a path is refused, so the sender learns of it.
import { badRequest } from '../errors.js';

/** C0 and C1 control characters, NUL included. */
const isControl = (c: string) => {
  const code = c.codePointAt(0)!;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
};
/** Invisible characters that reorder or hide text (a "gpj.exe" shown as "exe.jpg"). */
const FORMAT = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/g;
/** Refused by Windows in a name; replaced, so a download saves under the same name there too. */
const RESERVED = /[<>:"|?*]/g;
const MAX_LENGTH = 200;

/**
 * The display name of an uploaded file, or a 400 naming `field`: folders (`../`, `/`, `\`, a drive),
 * NUL and control characters are refused; invisible formatting characters are dropped, characters
 * Windows refuses become `_`, and a very long name is shortened keeping its extension.
 */
export function safeFileName(field: string, raw: string | undefined, fallback: string): string {
  const name = (raw ?? '').normalize('NFC');
  if ([...name].some(isControl)) {
    throw badRequest(field, 'The file name contains a NUL or control character; rename the file and try again');
  }
  if (/[/\\]/.test(name) || /^[a-zA-Z]:/.test(name) || name === '.' || name === '..') {
    throw badRequest(field, 'Send the file name only, without a folder or a path (no "/", "\\" or "..")');
  }
  let clean = name
    .replace(FORMAT, '')
    .replace(RESERVED, '_')
    .trim()
    .replace(/[. ]+$/, '');
  if (!clean || /^\.+$/.test(clean)) clean = fallback;
  const chars = [...clean];
  if (chars.length > MAX_LENGTH) {
    const dot = clean.lastIndexOf('.');
    const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
    clean = chars.slice(0, MAX_LENGTH - [...ext].length).join('') + ext;
  }
  return clean;
}
