// Dev Scrum (spec §2 "/scrums", menu "Dev Scrum (list scrums, create audit, settings)"): routes and menu
// items, one file per topic (docs/scrum.md).
import { defineModule } from '../../core/module';
import * as audits from './audits.routes';
import * as components from './components.routes';

export default defineModule({
  routes: [...audits.routes, ...components.routes],
  menu: [{ group: 'Dev Scrum', order: 85, items: [...audits.menu, ...components.menu] }],
});
