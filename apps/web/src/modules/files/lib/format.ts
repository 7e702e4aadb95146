/** "1.4 MB", "820 KB", "12 bytes": a file's size for the list. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${Number((bytes / 1024 ** 3).toFixed(1))} GB`;
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(0))} KB`;
  return `${bytes} byte${bytes === 1 ? '' : 's'}`;
}

/** Pictures and PDFs are previewed in the app (the server serves only those inline). */
export const previewable = (contentType: string) => /^(image\/(png|jpeg|webp|gif)|application\/pdf)$/.test(contentType);

/** The link to copy: a public file's own address; a private file's screen in the app (the file needs a session). */
export function shareableLink(
  origin: string,
  file: { path: string; effectivePrivate: boolean },
  screen: string,
): string {
  return `${origin}${file.effectivePrivate ? screen : file.path}`;
}

/** "3 files and 1 folder": what goes with a folder that is deleted. */
export function countWords(files: number, folders: number): string {
  const f = `${files} file${files === 1 ? '' : 's'}`;
  return folders ? `${f} and ${folders} folder${folders === 1 ? '' : 's'}` : f;
}
