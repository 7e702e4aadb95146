// Component tests render a screen with the real contract, router, query client and theme; only the
// network is fake: `fetch` answers from the handlers a test gives per contract endpoint.
import type { ApiError, Endpoint } from '@backoffice/contract/http';
import type { SessionUser } from '@backoffice/contract/modules/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { session } from '../core/session';
import { createAppTheme } from '../core/theme';
import { AppThemeProvider } from '../core/theme-provider';

/** What a fake endpoint gets: the request as the server would read it. */
export interface FakeRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}

/** A handler's answer: a reply (200, or the endpoint's status) or a failure with its status. */
export type FakeAnswer = unknown | { fail: ApiError };

export type Handlers = ReadonlyArray<readonly [Endpoint, (request: FakeRequest) => FakeAnswer]>;

/** The request log of a rendered screen, in order: which endpoint, with what. */
export interface Sent {
  endpoint: string;
  request: FakeRequest;
}

/** An `ApiError` body, as the server sends it. */
export const failure = (statusCode: number, code: string, message: string, details?: ApiError['details']) => ({
  fail: { statusCode, error: 'Error', code, message, ...(details ? { details } : {}) } satisfies ApiError,
});

function matcher(endpoint: Endpoint): (method: string, path: string) => Record<string, string> | null {
  const names: string[] = [];
  const pattern = endpoint.path.replace(/\{(\w+)(\??)\}/g, (_, name: string, optional: string) => {
    names.push(name);
    return optional ? '?([^/]*)' : '([^/]+)';
  });
  const regex = new RegExp(`^/api${pattern}$`);
  return (method, path) => {
    if (method !== endpoint.method) return null;
    const found = regex.exec(path);
    if (!found) return null;
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')]));
  };
}

function fakeFetch(handlers: Handlers, sent: Sent[]): typeof fetch {
  const routes = handlers.map(([endpoint, handle]) => ({ endpoint, match: matcher(endpoint), handle }));
  return async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    for (const route of routes) {
      const params = route.match(method, url.pathname);
      if (!params) continue;
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const request = { params, query: url.searchParams, body };
      sent.push({ endpoint: route.endpoint.name, request });
      const answer = await route.handle(request);
      if (answer && typeof answer === 'object' && 'fail' in answer) {
        const fail = (answer as { fail: ApiError }).fail;
        return new Response(JSON.stringify(fail), {
          status: fail.statusCode,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return new Response(JSON.stringify(answer), {
        status: route.endpoint.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    throw new Error(`No fake for ${method} ${url.pathname}`);
  };
}

/** A signed-in user holding these scopes. */
export function signInAs(scopes: readonly string[], isAdmin = false): SessionUser {
  const user = {
    id: 1,
    username: 'tester',
    name: 'Test User',
    email: 'tester@example.com',
    wsKey: 'ws',
    isAdmin,
    scopes: [...scopes],
    darkTheme: false,
  } as unknown as SessionUser;
  session.signIn('jwt', user);
  return user;
}

/**
 * Renders `element` at `url` under the route `path` (with a catch-all that shows where a navigation
 * went), with fake endpoints. Returns Testing Library's queries, a user-event instance, the log of
 * requests sent and the router (its location after a navigation).
 */
export function renderScreen(
  element: ReactNode,
  { path, url = path, handlers = [] }: { path: string; url?: string; handlers?: Handlers },
) {
  const sent: Sent[] = [];
  globalThis.fetch = fakeFetch(handlers, sent);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const rendered = render(
    <AppThemeProvider theme={createAppTheme(false)}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppThemeProvider>,
  );
  return { ...rendered, user: userEvent.setup(), sent, router };
}
