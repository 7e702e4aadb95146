import Button from '@mui/material/Button';
import { Component, type ReactNode, Suspense, use, useEffect, useState } from 'react';
import { lazyScreen, withTimeout } from '../core/lazy';
import { useSession } from '../core/session';
import { Splash } from '../ui/splash';
import { StatusScreen } from '../ui/status-screen';
import { documentTitle, LOGIN_PATH } from './constants';
import { AppProviders } from './providers';

type RouterModule = typeof import('./router');
let routerModule: Promise<RouterModule> | null = null;
const loadRouter = () => {
  routerModule ??= withTimeout(() => import('./router'));
  return routerModule;
};

// The same chunk as the `auth_login` route's screen. Once loaded (boot.tsx waits for it when
// index.html shows the pre-rendered form), it renders without suspending: the live form replaces
// the pre-rendered one in one commit, with no splash in between.
type LoginPageModule = typeof import('./login/login-page');
let loginPageModule: LoginPageModule | undefined;
export const loadLoginPage = (): Promise<LoginPageModule> =>
  import('./login/login-page').then((module) => {
    loginPageModule = module;
    return module;
  });
const LazyLoginPage = lazyScreen(loadLoginPage);

function Routed({ startup }: { startup: Promise<void> }) {
  // The router's chunk loads while the stored session is checked, not after (one round trip less).
  const router = loadRouter();
  use(startup);
  const { AppRouter } = use(router);
  return <AppRouter />;
}

/** Below the router, route error elements catch failures; this catches the router's own chunk failing. */
class StartupErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <StatusScreen
        standalone
        visual={null}
        title="The application could not be loaded"
        description="The connection may have dropped, or a new version was published. Reloading usually fixes it."
        actions={
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      />
    );
  }
}

/**
 * A guest who opens /login gets the sign-in screen before the router has loaded: the screen needs
 * none of it, and the router is a fifth of the screen's JS budget. The router loads at the first
 * keystroke (or on sign-in), then takes over for good at the same URL: its guest-only guard sends
 * the new user on. Every other entry, and every later visit to /login, goes through the router.
 */
function StandaloneSignIn() {
  useEffect(() => {
    document.title = documentTitle('Sign in');
    const prefetch = () => void loadRouter().catch(() => undefined);
    // Typed into the pre-rendered form before the app arrived (its first act loads the app, main.tsx):
    // that was the first keystroke.
    const fields = document.querySelectorAll<HTMLInputElement>('#root form input');
    if (Array.from(fields).some((field) => field.value)) prefetch();
    document.addEventListener('input', prefetch, { once: true });
    return () => document.removeEventListener('input', prefetch);
  }, []);
  const LoginPage = loginPageModule?.default;
  return LoginPage ? <LoginPage /> : <LazyLoginPage />;
}

function useStandaloneSignIn(): boolean {
  const guest = useSession((s) => s.user === null);
  const [standalone, setStandalone] = useState(() => {
    if (!guest) return false;
    // A newcomer typing the address lands on `/`: home would only send them to sign in, with no
    // page to come back to, so they get the sign-in screen at once, without loading the router.
    if (window.location.pathname === '/' && !window.location.search) window.history.replaceState(null, '', LOGIN_PATH);
    return window.location.pathname === LOGIN_PATH;
  });
  if (standalone && !guest) setStandalone(false);
  return standalone;
}

/** Shows a splash until the stored session is validated (spec §4), then the routes. */
export function App({ startup }: { startup: Promise<void> }) {
  const standalone = useStandaloneSignIn();
  return (
    <AppProviders>
      <StartupErrorBoundary>
        <Suspense fallback={<Splash />}>{standalone ? <StandaloneSignIn /> : <Routed startup={startup} />}</Suspense>
      </StartupErrorBoundary>
    </AppProviders>
  );
}
