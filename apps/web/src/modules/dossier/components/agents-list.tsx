// The agents list (D1 builds it): /dossiers and QC v1's /qc/dossiers render it.
export function AgentsList(_: { linkTo: (userId: number) => string }) {
  return null;
}
