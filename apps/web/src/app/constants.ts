// Kept free of imports so that the first screen can read them without loading the router.
export const PRODUCT_NAME = 'Back Office';
/** The route named `auth_login` (spec §2). */
export const LOGIN_PATH = '/login';
/** The route named `home` (spec §2). */
export const HOME_PATH = '/';

export function documentTitle(title?: string): string {
  return title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}
