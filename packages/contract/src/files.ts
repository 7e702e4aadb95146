// Stored files, as both sides see them (docs/architecture.md "Stored files"). The server keeps each
// file under an opaque id (a UUID) and a row in `stored_files`; a module names the kinds of content
// a use takes (the allow-lists below), and the web app offers the same ones in its file pickers.

/** A kind of content a use may take: what the server sniffs from the bytes, and how it reads to a user. */
export interface FileKind {
  /** Completes "Upload …" in a refusal ("Upload a PNG, JPEG, WebP or GIF image"). */
  readonly label: string;
  /** The content types the server accepts (sniffed, never declared), each with the extension of its URL. */
  readonly types: Readonly<Record<string, string>>;
  /** What a file picker offers (`<input accept>`): the types and the usual extensions. */
  readonly accept: readonly string[];
}

/**
 * The named allow-lists a use picks from (`accept: ['images']`, `['pdf', 'office']`). Types are
 * read from the bytes; SVG and HTML are in none of them (they can carry scripts). Plain text and
 * CSV are recognised as UTF-8 text without control characters; old Office files (.doc, .xls, .ppt)
 * are one container format and are told apart by nothing but their name, so they are one type here.
 */
export const FILE_KINDS = {
  images: {
    label: 'a PNG, JPEG, WebP or GIF image',
    types: { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' },
    accept: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  },
  pdf: {
    label: 'a PDF',
    types: { 'application/pdf': 'pdf' },
    accept: ['application/pdf', '.pdf'],
  },
  office: {
    label: 'a Word, Excel, PowerPoint or OpenDocument file',
    types: {
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
      'application/vnd.oasis.opendocument.text': 'odt',
      'application/vnd.oasis.opendocument.spreadsheet': 'ods',
      'application/vnd.oasis.opendocument.presentation': 'odp',
      'application/x-cfb': 'cfb',
    },
    accept: ['.docx', '.xlsx', '.pptx', '.odt', '.ods', '.odp', '.doc', '.xls', '.ppt'],
  },
  text: {
    label: 'a plain text or CSV file',
    types: { 'text/plain': 'txt', 'text/csv': 'csv' },
    accept: ['text/plain', 'text/csv', '.txt', '.csv'],
  },
  archives: {
    label: 'a ZIP, 7z, tar or gzip archive',
    types: {
      'application/zip': 'zip',
      'application/x-7z-compressed': '7z',
      'application/x-tar': 'tar',
      'application/gzip': 'gz',
    },
    accept: ['.zip', '.7z', '.tar', '.gz', '.tgz'],
  },
  /**
   * Whatever the bytes are (the file manager): the type is still sniffed and kept, but only the types of
   * the kinds above are ever served as themselves; anything else (HTML, SVG, scripts, executables) is
   * served as `application/octet-stream`, as an attachment (`servedType`).
   */
  any: {
    label: 'any file',
    types: {},
    accept: [],
  },
} as const satisfies Record<string, FileKind>;

export type FileKindName = keyof typeof FILE_KINDS;

/** "a PNG, JPEG, WebP or GIF image or a PDF": what a use takes, in words. */
export function fileKindsLabel(kinds: readonly FileKindName[]): string {
  const labels = kinds.map((k) => FILE_KINDS[k].label);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
}

/** The `accept` attribute of a file input for these kinds. */
export function fileKindsAccept(kinds: readonly FileKindName[]): string {
  return kinds.flatMap((k) => FILE_KINDS[k].accept).join(',');
}

/** The content types these kinds take. */
export function fileKindsTypes(kinds: readonly FileKindName[]): string[] {
  return kinds.flatMap((k) => Object.keys(FILE_KINDS[k].types));
}

/** The extension a stored file's URL carries for its (sniffed) type; `bin` for a type no kind names. */
export function extensionOf(contentType: string): string {
  for (const kind of Object.values(FILE_KINDS)) {
    const ext = (kind.types as Record<string, string>)[contentType];
    if (ext) return ext;
  }
  return 'bin';
}

/**
 * The type a stored file is served with: its own when one of the kinds names it (inert: pictures,
 * PDFs, office documents, plain text, archives), else `application/octet-stream`, so that HTML, SVG
 * or script kept by the file manager never reaches a browser as a page of ours.
 */
export function servedType(contentType: string): string {
  for (const kind of Object.values(FILE_KINDS)) {
    if (Object.hasOwn(kind.types, contentType)) return contentType;
  }
  return 'application/octet-stream';
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * A stored file in a URL: its id, optionally followed by an extension (`<id>.png`). The extension
 * only helps whoever saves the file; the id alone finds it. Profile pictures stored before the
 * `stored_files` table have such paths too (their old key was `<uuid>.<ext>`), so they keep working.
 */
export const FILE_PATH_PATTERN = new RegExp(`^(${UUID})(?:\\.[a-z0-9]{1,8})?$`);

/** The id in a file path or a stored link (`/api/internal-file-manager/public/<id>.png`), or null. */
export function fileIdOf(pathOrLink: string): string | null {
  const last = pathOrLink.slice(pathOrLink.lastIndexOf('/') + 1);
  return FILE_PATH_PATTERN.exec(last)?.[1] ?? null;
}

/** The paths (below /api) public and private files are served from (spec §7 "internal-file-manager"). */
export const PUBLIC_FILES_PATH = '/internal-file-manager/public';
export const PRIVATE_FILES_PATH = '/internal-file-manager/private';

/** Where public files are served: a stored image link is this prefix plus the file's path. */
export const PUBLIC_FILE_PREFIX = `/api${PUBLIC_FILES_PATH}/`;
export const PRIVATE_FILE_PREFIX = `/api${PRIVATE_FILES_PATH}/`;

/** A stored file's URL path: `/api/internal-file-manager/{public|private}/<id>.<ext>`. */
export function storedFilePath(file: { id: string; visibility: 'public' | 'private'; contentType: string }): string {
  const prefix = file.visibility === 'public' ? PUBLIC_FILE_PREFIX : PRIVATE_FILE_PREFIX;
  return `${prefix}${file.id}.${extensionOf(file.contentType)}`;
}
