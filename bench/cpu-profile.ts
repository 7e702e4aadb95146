// A V8 CPU profile (`.cpuprofile`, node --cpu-prof, or CDP's Profiler.stop) and the index both summaries
// walk it with: bench/profile.ts (the server's) and bench/screen-profile.ts (a page's).

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

export interface Profile {
  /** Microseconds on the clock of the browser's trace events (`ts`). */
  startTime?: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Each node by id, and each node's parent (the caller): a sample's stack is the walk up from its node. */
export function indexProfile(profile: Profile): { byId: Map<number, ProfileNode>; parent: Map<number, number> } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  return { byId, parent };
}
