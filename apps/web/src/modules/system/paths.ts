import { systemScreens as screens } from '@backoffice/contract/modules/system.paths';

/** Links to the system screens (their patterns: the contract's `systemScreens`, which module.tsx routes). */
export const systemPaths = {
  auditLog: () => screens.auditLog.href(),
  integrationKeys: () => screens.integrationKeys.href(),
};
