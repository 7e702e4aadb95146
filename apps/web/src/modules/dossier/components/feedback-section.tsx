// The feedback of an agent's dossier, for the profile (D2 builds it).
export function FeedbackSection(_: { userId: number }) {
  return null;
}
