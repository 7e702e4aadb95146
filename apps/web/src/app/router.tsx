import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { lazyScreen, type ScreenLoader, withTimeout } from '../core/lazy';
import { session, useCurrentUser } from '../core/session';
import { ScreenLoading, Splash } from '../ui/splash';
import { HOME_PATH, LOGIN_PATH } from './constants';
import { GuestOnly, RequireAuth, RequireScopes } from './guards';
import { menuItems, moduleRoutes } from './modules';
import { NotFoundPage } from './not-found-page';
import { Root, type RouteHandle } from './root';
import { RouteError } from './route-error';

// The signed-in shell (app bar, side menu, socket) is a chunk of its own: the sign-in page never loads it.
const loadAppLayout = () => import('./layout/app-layout');
const AppLayout = lazy(() => withTimeout(loadAppLayout));
const LoginPage = lazyScreen(() => import('./login/login-page'));
const loadHomePage = () => import('./home/home-page');
const HomePage = lazyScreen(loadHomePage);

/** Each signed-in screen's route and the loader of its chunk, for `preloadCurrentScreen`. */
const screenLoaders = new Map<RouteObject, ScreenLoader>();

function Screen({ component: Component }: { component: ComponentType }) {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Component />
    </Suspense>
  );
}

function SignedInShell() {
  return (
    <RequireAuth>
      <Suspense fallback={<Splash />}>
        <AppLayout />
      </Suspense>
    </RequireAuth>
  );
}

/** Spec §2: unknown paths show a 404, inside the layout for a signed-in user. */
function NotFoundRoute() {
  const user = useCurrentUser();
  if (!user) return <NotFoundPage standalone />;
  return (
    <Suspense fallback={<Splash />}>
      <AppLayout>
        <NotFoundPage />
      </AppLayout>
    </Suspense>
  );
}

const screenRoutes: RouteObject[] = moduleRoutes.map((route) => {
  const Component = lazyScreen(route.component);
  const handle: RouteHandle = { title: route.title ?? menuItems.find((m) => m.path === route.path)?.label };
  const object: RouteObject = {
    path: route.path,
    handle,
    errorElement: <RouteError />,
    element: (
      <RequireScopes scopes={route.scopes}>
        <Screen component={Component} />
      </RequireScopes>
    ),
  };
  screenLoaders.set(object, route.component);
  return object;
});

const homeRoute: RouteObject = {
  id: 'home',
  path: HOME_PATH,
  handle: { title: 'Home' } satisfies RouteHandle,
  errorElement: <RouteError />,
  element: <Screen component={HomePage} />,
};
screenLoaders.set(homeRoute, loadHomePage);

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError standalone />,
    children: [
      {
        id: 'auth_login',
        path: LOGIN_PATH,
        handle: { title: 'Sign in' } satisfies RouteHandle,
        element: (
          <GuestOnly>
            <Suspense fallback={<Splash />}>
              <LoginPage />
            </Suspense>
          </GuestOnly>
        ),
      },
      {
        element: <SignedInShell />,
        children: [homeRoute, ...screenRoutes],
      },
      { path: '*', handle: { title: 'Page not found' } satisfies RouteHandle, element: <NotFoundRoute /> },
    ],
  },
];

/**
 * A signed-in user's first screen loads beside the layout instead of after it: rendered in turn, the
 * layout's chunk would be fetched, run and rendered before the screen's own import even started (one
 * more round trip of the network for every page load). The lazy components then find both loaded.
 */
function preloadCurrentScreen(): void {
  if (!session.get().user) return;
  const load = matchRoutes(routes, window.location)
    ?.map((match) => screenLoaders.get(match.route))
    .find(Boolean);
  if (!load) return;
  // Failures show where the screen renders (lazyScreen's ChunkLoadError, the route's error element).
  loadAppLayout().catch(() => undefined);
  load().catch(() => undefined);
}

export const router = createBrowserRouter(routes);
preloadCurrentScreen();

export function AppRouter() {
  return <RouterProvider router={router} />;
}

// Whatever ends a session (sign-out, a dead token, a forced logout, another tab), the browser goes
// to the sign-in page; unless the user asked to leave, signing in again returns to the same page.
session.onSignOut((reason) => {
  const { pathname, search, hash } = router.state.location;
  if (pathname === LOGIN_PATH) return;
  const from = reason === 'user' ? undefined : pathname + search + hash;
  void router.navigate(LOGIN_PATH, { replace: true, state: from ? { from } : null });
});
