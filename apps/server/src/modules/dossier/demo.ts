// Demo data of the dossiers (`npm run demo`): the demo support agents get dossiers with positions and team
// history (demo-agents.ts), feedback of every type (demo-feedbacks.ts) and QC comments (demo-comments.ts).
import type { DemoContext, ModuleDemo } from '../../core/module.js';
import { seedAgents } from './demo-agents.js';
import { seedComments } from './demo-comments.js';
import { seedFeedbacks } from './demo-feedbacks.js';

export type DemoKit = DemoContext;

export const dossierDemo: ModuleDemo = {
  // After QC (80), whose reviews the profiles' figures read.
  order: 90,
  roles: {},
  async seed(ctx, kit) {
    await seedAgents(ctx, kit);
    await seedFeedbacks(ctx, kit);
    await seedComments(ctx, kit);
  },
};
