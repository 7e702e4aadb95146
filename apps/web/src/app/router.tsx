import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { lazyScreen, withTimeout } from '../core/lazy';
import { session, useCurrentUser } from '../core/session';
import { ScreenLoading, Splash } from '../ui/splash';
import { HOME_PATH, LOGIN_PATH } from './constants';
import { GuestOnly, RequireAuth, RequireScopes } from './guards';
import { menuItems, moduleRoutes } from './modules';
import { NotFoundPage } from './not-found-page';
import { Root, type RouteHandle } from './root';
import { RouteError } from './route-error';

// The signed-in shell (app bar, side menu, socket) is a chunk of its own: the sign-in page never loads it.
const AppLayout = lazy(() => withTimeout(() => import('./layout/app-layout')));
const LoginPage = lazyScreen(() => import('./login/login-page'));
const HomePage = lazyScreen(() => import('./home/home-page'));

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
  return {
    path: route.path,
    handle,
    errorElement: <RouteError />,
    element: (
      <RequireScopes scopes={route.scopes}>
        <Screen component={Component} />
      </RequireScopes>
    ),
  };
});

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
        children: [
          {
            id: 'home',
            path: HOME_PATH,
            handle: { title: 'Home' } satisfies RouteHandle,
            errorElement: <RouteError />,
            element: <Screen component={HomePage} />,
          },
          ...screenRoutes,
        ],
      },
      { path: '*', handle: { title: 'Page not found' } satisfies RouteHandle, element: <NotFoundRoute /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

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
