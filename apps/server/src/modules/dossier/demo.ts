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
  // Shift leaders keep their agents' files; QA managers run the dossiers; reviewers comment on them.
  roles: {
    'Shift leader': [
      'dossier:user:read',
      'dossier:user:update',
      'dossier:team:read',
      'dossier:feedback:read',
      'dossier:feedback:create',
      'dossier:feedback:update',
      'dossier:comment:read',
    ],
    'QA manager': [
      'dossier:user:read',
      'dossier:user:create',
      'dossier:user:update',
      'dossier:team:read',
      'dossier:team:create',
      'dossier:feedback:read',
      'dossier:feedback:create',
      'dossier:feedback:update',
      'dossier:feedback:delete',
      'dossier:comment:read',
      'dossier:comment:create',
    ],
    Reviewer: ['dossier:user:read', 'dossier:comment:read', 'dossier:comment:create'],
  },
  async seed(ctx, kit) {
    await seedAgents(ctx, kit);
    await seedFeedbacks(ctx, kit);
    await seedComments(ctx, kit);
  },
};
