import { screen } from '../screens.js';

/**
 * The Dev Scrum screens (spec §2 "/scrums"): the web's routes and links. Static segments win over
 * `/scrums/:userId` in the router (`/scrums/create`, `/scrums/settings`, `/scrums/components`).
 */
export const scrumsScreens = {
  audits: screen('/scrums/audits/all'),
  /** One audit, read-only (beyond the spec: what a developer's notification opens; docs/scrum.md). */
  audit: screen('/scrums/audits/:auditId'),
  newAudit: screen('/scrums/create'),
  editAudit: screen('/scrums/edit/audits/:auditId'),
  settings: screen('/scrums/settings'),
  components: screen('/scrums/components'),
  newComponent: screen('/scrums/create/component'),
  component: screen('/scrums/edit/:componentId'),
  /** One developer's audits over time. */
  developer: screen('/scrums/:userId'),
};
