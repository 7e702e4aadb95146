// Colours that carry white initials legibly on both themes.
export const AVATAR_COLORS = [
  '#c2255c',
  '#a61e4d',
  '#862e9c',
  '#5f3dc4',
  '#364fc7',
  '#1864ab',
  '#0b7285',
  '#087f5b',
  '#2b8a3e',
  '#5c940d',
  '#e8590c',
  '#d9480f',
  '#c92a2a',
  '#495057',
  '#7048e8',
  '#1971c2',
] as const;

/** FNV-1a: a small, stable string hash (the same name gives the same colour on every visit). */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function avatarColor(username: string): string {
  return AVATAR_COLORS[hashString(username.trim().toLowerCase()) % AVATAR_COLORS.length]!;
}

/**
 * Up to two letters from a username: `john.doe` → `JD`, `mary-ann_smith` → `MS`, `admin` → `A`,
 * `j.doe@example.com` → `JD` (the mail domain is ignored).
 */
export function initials(username: string): string {
  const local = username.trim().split('@')[0] ?? '';
  const parts = local.split(/[\s._\-+]+/u).filter((p) => /\p{L}|\p{N}/u.test(p));
  const letter = (part: string | undefined) => [...(part ?? '')].find((c) => /\p{L}|\p{N}/u.test(c)) ?? '';
  if (parts.length === 0) return '?';
  if (parts.length === 1) return letter(parts[0]).toUpperCase();
  return (letter(parts[0]) + letter(parts[parts.length - 1])).toUpperCase();
}

/** The profile image's address: a public file of the internal file manager (spec §1). */
export function profileImageUrl(path: string): string {
  if (/^(https?:|data:|blob:|\/)/.test(path)) return path;
  return `/api/internal-file-manager/public/${path.split('/').map(encodeURIComponent).join('/')}`;
}
