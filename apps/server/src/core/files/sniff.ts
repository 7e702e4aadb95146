// The type of a stored file comes from its bytes (file-type reads the signatures), never from the
// name or the type the sender declared. Text has no signature: it is UTF-8 without control characters.
import { FILE_KINDS, type FileKindName } from '@backoffice/contract';
import { fileTypeFromFile } from 'file-type';

/** Tells, chunk by chunk, whether bytes are text: valid UTF-8, no control character but tab and line ends. */
export class TextCheck {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private text = true;

  push(chunk: Buffer): void {
    if (!this.text) return;
    for (const byte of chunk) {
      if ((byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) || byte === 0x7f) {
        this.text = false;
        return;
      }
    }
    try {
      this.decoder.decode(chunk, { stream: true });
    } catch {
      this.text = false;
    }
  }

  /** After the last chunk: whether every byte was text. */
  get isText(): boolean {
    if (!this.text) return false;
    try {
      this.decoder.decode();
      return true;
    } catch {
      return false;
    }
  }
}

/**
 * The content type of the local file if one of `kinds` takes it, else null. `isText` is the
 * TextCheck's verdict (text kinds only); a text file named `*.csv` is `text/csv` (the name decides
 * only between two inert text types).
 */
export async function sniffType(
  localFile: string,
  kinds: readonly FileKindName[],
  text: { isText: boolean; name: string },
): Promise<string | null> {
  const accepted = new Set(kinds.flatMap((k) => Object.keys(FILE_KINDS[k].types)));
  const detected = await fileTypeFromFile(localFile);
  if (kinds.includes('any')) return detected?.mime ?? (text.isText ? textType(text.name) : 'application/octet-stream');
  if (detected) return accepted.has(detected.mime) ? detected.mime : null;
  if (!kinds.includes('text') || !text.isText) return null;
  return /\.csv$/i.test(text.name) ? 'text/csv' : 'text/plain';
}

/** Text kept by an `any` use: its name tells what it is for the list (served as text/plain or not inline at all). */
const TEXT_TYPES: Readonly<Record<string, string>> = {
  csv: 'text/csv',
  html: 'text/html',
  htm: 'text/html',
  xhtml: 'application/xhtml+xml',
  svg: 'image/svg+xml',
  xml: 'application/xml',
  json: 'application/json',
  js: 'text/javascript',
  mjs: 'text/javascript',
  md: 'text/markdown',
};

function textType(name: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  return TEXT_TYPES[ext] ?? 'text/plain';
}
