/** `$ORIGIN example.com.` in the file, else the file's name without `.zone` / `.db` / `.txt`. */
export function guessZoneName(fileName: string, text: string): string {
  const origin = /^\$ORIGIN\s+(\S+)/im.exec(text)?.[1];
  if (origin) return origin.replace(/\.$/, '');
  return fileName.replace(/\.(zone|db|txt)$/i, '').replace(/^db\./i, '');
}
