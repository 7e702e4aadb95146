import { scrumsScreens as screens } from '@backoffice/contract/modules/scrums.paths';

/** Links to the Dev Scrum screens (their patterns: the contract's `scrumsScreens`, which module.tsx routes). */
export const scrumsPaths = {
  audits: () => screens.audits.href(),
  audit: (auditId: number) => screens.audit.href({ auditId }),
  /** A new audit, of this developer when given. */
  newAudit: (developerId?: number) => screens.newAudit.href({}, { userId: developerId }),
  editAudit: (auditId: number) => screens.editAudit.href({ auditId }),
  settings: () => screens.settings.href(),
  components: () => screens.components.href(),
  newComponent: () => screens.newComponent.href(),
  component: (componentId: number) => screens.component.href({ componentId }),
  developer: (userId: number) => screens.developer.href({ userId }),
};
