// Agent dossiers' calls, one file per topic (docs/dossier.md).
import { handlers as agents } from './agents.routes.js';
import { handlers as comments } from './comments.routes.js';
import { handlers as feedbacks } from './feedbacks.routes.js';

export const handlers = [...agents, ...feedbacks, ...comments];
