// Agent dossiers (spec §2 "Dossiers", QC V2's agent profiles and teams, QC v1's /qc/dossiers): routes and
// menu items, one file per topic (docs/dossier.md).
import { defineModule } from '../../core/module';
import * as agents from './agents.routes';
import * as comments from './comments.routes';
import * as feedbacks from './feedbacks.routes';

export default defineModule({
  routes: [...agents.routes, ...feedbacks.routes, ...comments.routes],
  menu: [
    // The QC groups' headings and orders, as the qa module declares them.
    { group: 'QC', order: 39, items: [...agents.qcMenu, ...feedbacks.qcMenu, ...comments.qcMenu] },
    { group: 'QC V2', order: 40, items: [...agents.menu, ...feedbacks.menu, ...comments.menu] },
  ],
  // One's own dossier, for everyone who has one (the agent needs no dossier scope to read their own).
  home: [{ order: 70, scopes: [], component: () => import('./home/my-dossier-card') }],
});
