// The QC comments of an agent's dossier, for the profile (D3 builds it).
export function CommentsSection(_: { userId: number }) {
  return null;
}
