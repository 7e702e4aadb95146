// An agent's profile (D1 builds it): /dossiers/{userId} and QC v1's /qc/dossiers/{userId} render it.
export function AgentProfile(_: { userId: number; qc?: boolean }) {
  return null;
}
