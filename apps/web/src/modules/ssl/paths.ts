import { sslScreens as screens } from '@backoffice/contract/modules/ssl.paths';

/** Links to the SSL certificate screens (their patterns: the contract's `sslScreens`, which module.tsx routes). */
export const sslPaths = {
  list: () => screens.list.href(),
  create: () => screens.create.href(),
  certificate: (id: number) => screens.certificate.href({ id }),
};
