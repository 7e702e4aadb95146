// What the file pickers check before anything goes up (the server sniffs the type and checks again).
import type { FileConfig } from '@backoffice/contract/modules/bug-report';

const units = ['B', 'KB', 'MB', 'GB'];

/** "1.2 MB", "640 KB", "12 B". */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : Number(value.toFixed(value < 10 ? 1 : 0))} ${units[unit]}`;
}

/**
 * The files to keep when `added` join `current`: one of a name and size is there once; too large ones and
 * those past the count are refused, each with why.
 */
export function addFiles(
  current: readonly File[],
  added: readonly File[],
  config: Pick<FileConfig, 'maxBytes' | 'maxFiles'> | undefined,
  already = 0,
): { files: File[]; refused: string[] } {
  const files = [...current];
  const refused: string[] = [];
  for (const file of added) {
    if (files.some((f) => f.name === file.name && f.size === file.size)) continue;
    if (config && file.size > config.maxBytes) {
      refused.push(`${file.name} is larger than ${formatBytes(config.maxBytes)}`);
    } else if (config && already + files.length >= config.maxFiles) {
      refused.push(`${file.name}: a report holds at most ${config.maxFiles} files`);
    } else {
      files.push(file);
    }
  }
  return { files, refused };
}
