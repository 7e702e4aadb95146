import { hostingScreens as screens } from '@backoffice/contract/modules/hosting.paths';

/** Links to the hosting screens (their patterns: the contract's `hostingScreens`, which module.tsx routes). */
export const hostingPaths = {
  servers: () => screens.servers.href(),
  createServer: () => screens.createServer.href(),
  server: (id: number) => screens.server.href({ server: id }),
  editServer: (id: number) => screens.editServer.href({ server: id }),
  cdn: () => screens.cdn.href(),
  createCdn: () => screens.createCdn.href(),
  origin: () => screens.origin.href(),
  createOrigin: () => screens.createOrigin.href(),
  editOrigin: (id: number) => screens.editOrigin.href({ id }),
};
