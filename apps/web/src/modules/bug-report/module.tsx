// The internal tracker (spec §2 "/bug-feature", menu "Bug/Features"): bug reports and feature requests with
// one set of screens for both kinds, their settings, folders and archive (docs/tracker.md).
import { defineModule } from '../../core/module';
import * as reports from './reports.routes';
import * as settings from './settings.routes';

export default defineModule({
  routes: [...reports.routes, ...settings.routes],
  menu: [{ group: 'Bug/Features', order: 70, items: [...reports.menu, ...settings.menu] }],
  commands: () => import('./commands'),
});
