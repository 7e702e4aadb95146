import { getUser, listRoles, listUsers } from '@backoffice/contract/modules/administration';
import { profilesByUserIds } from '@backoffice/contract/modules/employees';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointKey, endpointListAll, endpointQuery, invalidateEndpoints, mutationOptions } from './endpoint-query';

function reply(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

const page = (items: { id: number }[], total: number) => ({ items, total, page: 1, take: 100 });

describe('endpointKey', () => {
  it('is [endpoint name, params, query], a body added when the read sends one', () => {
    expect(endpointKey(getUser, { params: { id: 5 } })).toEqual(['administration.getUser', { id: 5 }, null]);
    expect(endpointKey(listUsers, { query: { page: 2, take: 25 } })).toEqual([
      'administration.listUsers',
      null,
      { page: 2, take: 25 },
    ]);
    expect(endpointKey(listUsers)).toEqual(['administration.listUsers', null, null]);
    expect(endpointKey(profilesByUserIds, { body: { ids: [1, 2] } })).toEqual([
      'employees.profilesByUserIds',
      null,
      null,
      { ids: [1, 2] },
    ]);
  });

  it('leaves out empty query values, as the query string does', () => {
    expect(endpointKey(listUsers, { query: { page: 1, search: '' } })).toEqual(
      endpointKey(listUsers, { query: { page: 1 } }),
    );
    expect(endpointKey(listUsers, { query: { page: 1, search: undefined, sortBy: undefined } })).toEqual(
      endpointKey(listUsers, { query: { page: 1 } }),
    );
  });
});

describe('endpoint queries and their invalidation', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let queryClient: QueryClient;

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });

  afterEach(() => {
    queryClient.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
  });

  it('fetches through call() with the input as params and query', async () => {
    fetchMock.mockImplementation(async () => reply(page([], 0)));
    const users = endpointQuery(listUsers, { keepPreviousData: true });
    await queryClient.fetchQuery(users.options({ query: { page: 3, take: 25, search: '' } }));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/users?page=3&take=25');
  });

  it("keeps the client's defaults where the endpoint sets nothing of its own", () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    expect(client.defaultQueryOptions(endpointQuery(listUsers).options()).staleTime).toBe(30_000);
    expect(client.defaultQueryOptions(endpointQuery(listUsers, { staleTime: 5 }).options()).staleTime).toBe(5);
  });

  it('derives what the screen reads with select, caching the reply itself', async () => {
    fetchMock.mockImplementation(async () => reply([{ userId: 4, personalDetails: { image: 'a.png' } }]));
    const images = endpointQuery(profilesByUserIds, {
      select: (profiles) => new Map(profiles.map((p) => [p.userId, p.personalDetails.image])),
    });
    const options = images.options({ body: { ids: [4] } });
    await queryClient.fetchQuery(options);
    expect(queryClient.getQueryData(options.queryKey)).toEqual([{ userId: 4, personalDetails: { image: 'a.png' } }]);
    expect(options.select?.(queryClient.getQueryData(options.queryKey)!)).toEqual(new Map([[4, 'a.png']]));
  });

  it('reads every page of a list for a picker, cached under the list endpoint', async () => {
    const first = Array.from({ length: 100 }, (_, i) => ({ id: i + 1 }));
    fetchMock
      .mockResolvedValueOnce(reply(page(first, 101)))
      .mockResolvedValueOnce(reply({ ...page([{ id: 101 }], 101), page: 2 }));
    const roles = endpointListAll(listRoles);
    const all = await queryClient.fetchQuery(roles.options());
    expect(all).toHaveLength(101);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/auth/roles?page=1&take=100',
      '/api/auth/roles?page=2&take=100',
    ]);
    expect(roles.options().queryKey[0]).toBe(listRoles.name);
  });

  it('invalidates every cached variant of an endpoint, and nothing else', async () => {
    fetchMock.mockImplementation(async () => reply(page([], 0)));
    const users = endpointQuery(listUsers);
    const roles = endpointQuery(listRoles);
    await queryClient.fetchQuery(users.options({ query: { page: 1 } }));
    await queryClient.fetchQuery(users.options({ query: { page: 2, search: 'ada' } }));
    await queryClient.fetchQuery(endpointListAll(listUsers).options());
    await queryClient.fetchQuery(roles.options({ query: { page: 1 } }));

    await invalidateEndpoints(queryClient, [listUsers]);
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(users.key({ query: { page: 1 } }))).toBe(true);
    expect(stale(users.key({ query: { page: 2, search: 'ada' } }))).toBe(true);
    expect(stale(endpointListAll(listUsers).key)).toBe(true);
    expect(stale(roles.key({ query: { page: 1 } }))).toBe(false);
  });
});

describe('mutationOptions', () => {
  let queryClient: QueryClient;

  beforeEach(() => {
    queryClient = new QueryClient();
    queryClient.setQueryData(endpointKey(listUsers, { query: { page: 1 } }), page([], 0));
    queryClient.setQueryData(endpointKey(listRoles), page([], 0));
  });

  const stale = () => queryClient.getQueryState(endpointKey(listUsers, { query: { page: 1 } }))?.isInvalidated;

  it('runs its own cache work, then invalidates, then the screen callbacks', async () => {
    const order: string[] = [];
    const options = mutationOptions(
      queryClient,
      async (name: string) => ({ name }),
      {
        invalidates: [listUsers],
        onSuccess: (reply, variables) => order.push(`seed ${reply.name} ${variables}`),
      },
      { onSuccess: () => order.push(`screen, stale: ${String(stale())}`) },
    );
    await new MutationObserver(queryClient, options).mutate('ada');
    expect(order).toEqual(['seed ada ada', 'screen, stale: true']);
    expect(queryClient.getQueryState(endpointKey(listRoles))?.isInvalidated).toBe(false);
  });

  it('leaves the cache alone after a failure, unless told that a failure may have changed something', async () => {
    const failing = async () => {
      throw new Error('refused');
    };
    await new MutationObserver(queryClient, mutationOptions(queryClient, failing, { invalidates: [listUsers] }))
      .mutate(undefined)
      .catch(() => undefined);
    expect(stale()).toBe(false);

    const setup = { invalidates: [listUsers], invalidateOnError: true };
    await new MutationObserver(queryClient, mutationOptions(queryClient, failing, setup))
      .mutate(undefined)
      .catch(() => undefined);
    expect(stale()).toBe(true);
  });
});
