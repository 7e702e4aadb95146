// Dev Scrum's calls, one file per topic (docs/scrum.md).
import { handlers as audits } from './audits.routes.js';
import { handlers as components } from './components.routes.js';

export const handlers = [...audits, ...components];
