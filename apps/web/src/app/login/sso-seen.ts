// Whether this device has been offered single sign-on (docs/auth.md "When the app loads on the sign-in
// page"): remembered by the sign-in screen from `GET /auth/sso`, read by the entry (main.tsx) before any
// other module has loaded, to load the app at once so that the button shows without a first act.
const SSO_SEEN_KEY = 'backoffice.sso';

export function ssoSeen(): boolean {
  try {
    return localStorage.getItem(SSO_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberSingleSignOn(offered: boolean): void {
  try {
    if (offered) localStorage.setItem(SSO_SEEN_KEY, '1');
    else localStorage.removeItem(SSO_SEEN_KEY);
  } catch {
    // Storage refused (a private window's quota): the button shows at the first act, as for a newcomer.
  }
}
