import { type Endpoint, MAX_TAKE, type ReplyOf } from '@backoffice/contract/http';
import { nonEmptyFilters } from '@backoffice/contract/rules/query-filters';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  type UseMutationOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { type CallArgs, type CallInput, call, earlyAnswer } from './api';

/**
 * Every cached reply is keyed `[endpoint.name, params, query]` (a read that sends a body adds it),
 * so `[endpoint.name]` reaches all of an endpoint's cached variants, whichever module cached them.
 */
export type EndpointKey = readonly [name: string, params: unknown, query: unknown, body?: unknown];

// An endpoint without params, query or body needs no input: `useScopeCatalogue()`.
type InputArgs<E extends Endpoint, Rest extends unknown[] = []> =
  Record<string, never> extends CallInput<E> ? [input?: CallInput<E>, ...Rest] : [input: CallInput<E>, ...Rest];

interface RawInput {
  params?: unknown;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The cache key of one call of an endpoint, for a query the factories below do not make. */
export function endpointKey<E extends Endpoint>(endpoint: E, input?: CallInput<E>): EndpointKey {
  const { params = null, query, body } = (input ?? {}) as RawInput;
  // Empty values never reach the server (toSearchParams drops them), so they do not split the cache.
  const key = [endpoint.name, params, query ? nonEmptyFilters(query) : null] as const;
  return body === undefined ? key : [...key, body];
}

/** `call` for a generic endpoint: the factories below hold their input as `CallInput<E>`. */
function callWith<E extends Endpoint>(endpoint: E, input: CallInput<E> | undefined, signal?: AbortSignal) {
  return call(endpoint, ...([{ ...input, signal }] as CallArgs<E>));
}

/** `earlyAnswer` for a generic endpoint. */
const earlyAnswerWith = <E extends Endpoint>(endpoint: E, input: CallInput<E> | undefined) =>
  earlyAnswer(endpoint, ...([input] as CallArgs<E>));

/** Marks every cached reply of these endpoints stale; the ones on screen are fetched again. */
export function invalidateEndpoints(queryClient: QueryClient, endpoints: readonly Endpoint[]): Promise<unknown> {
  return Promise.all(endpoints.map((endpoint) => queryClient.invalidateQueries({ queryKey: [endpoint.name] })));
}

interface QuerySetup<E extends Endpoint, T> {
  /** Paged lists: the last page stays on screen while the next one loads. */
  keepPreviousData?: boolean;
  /**
   * A screen's first call at its plain address (the route's `early`): where the page has already read its answer
   * (to draw the screen before the app, core/early-view.ts), that answer stands in until the call, which takes
   * the same response, has answered, so the screen's first drawing has it and never blinks to a waiting state.
   */
  early?: boolean;
  staleTime?: number;
  /** What the screens read, derived from the reply (the cache keeps the reply). */
  select?: (reply: ReplyOf<E>) => T;
}

/** What a screen may add where it uses a query. */
interface UseConfig {
  enabled?: boolean;
}

/**
 * A read endpoint as a TanStack query: `key(input)`, `options(input)` (for `useQuery`, a form
 * route, `setQueryData`) and the hook `use(input, { enabled })`; `input` is `call`'s (params,
 * query, body).
 */
export function endpointQuery<E extends Endpoint, T = ReplyOf<E>>(endpoint: E, setup: QuerySetup<E, T> = {}) {
  const key = (...[input]: InputArgs<E>): EndpointKey => endpointKey(endpoint, input);
  const options = (...[input]: InputArgs<E>) =>
    queryOptions<ReplyOf<E>, Error, T, EndpointKey>({
      queryKey: endpointKey(endpoint, input),
      queryFn: ({ signal }) => callWith(endpoint, input, signal),
      // Only what is set: an `undefined` here would hide the client's defaults (staleTime 30 s).
      ...(setup.keepPreviousData ? { placeholderData: keepPreviousData } : {}),
      // (`never`: TanStack types placeholder data through a guard against data that is a function, which no
      // reply is and the generic reply type cannot show.)
      ...(setup.early ? { placeholderData: () => earlyAnswerWith(endpoint, input) as never } : {}),
      ...(setup.staleTime === undefined ? {} : { staleTime: setup.staleTime }),
      ...(setup.select ? { select: setup.select } : {}),
    });
  const use = (...[input, config]: InputArgs<E, [config?: UseConfig]>) =>
    useQuery({ ...options(...([input] as InputArgs<E>)), ...config });
  return { key, options, use };
}

type ListEndpoint = Endpoint & { reply: z.ZodType<{ items: unknown[]; total: number }> };
type ItemOf<E extends ListEndpoint> = ReplyOf<E>['items'][number];

/**
 * Every item of a paged list (pickers), read page after page at the largest page size. It is cached
 * under the endpoint's name like the pages, so what invalidates the list reaches it too.
 */
export function endpointListAll<E extends ListEndpoint>(endpoint: E) {
  const key: EndpointKey = [endpoint.name, null, { take: MAX_TAKE, pages: 'all' }];
  const fetchAll = async (signal: AbortSignal): Promise<ItemOf<E>[]> => {
    const all: ItemOf<E>[] = [];
    for (let page = 1; ; page += 1) {
      const reply = await callWith(endpoint, { query: { page, take: MAX_TAKE } } as CallInput<E>, signal);
      all.push(...reply.items);
      if (reply.items.length < MAX_TAKE || all.length >= reply.total) return all;
    }
  };
  const options = () => queryOptions({ queryKey: key, queryFn: ({ signal }) => fetchAll(signal) });
  const use = (config?: UseConfig) => useQuery({ ...options(), ...config });
  return { key, options, use };
}

interface MutationSetup<V, R> {
  /** The endpoints whose cached replies the change makes stale, in any module. */
  invalidates?: readonly Endpoint[];
  /** Invalidate after a failure too: a call that fails halfway may still have changed something. */
  invalidateOnError?: boolean;
  /** Cache work of its own after a success, before the invalidation (seed the record's query). */
  onSuccess?: (reply: R, variables: V, queryClient: QueryClient) => unknown;
}

/** What a screen may add where it uses a mutation hook; its callbacks run after the hook's own. */
export type MutationConfig<V, R> = Pick<UseMutationOptions<R, Error, V>, 'onSuccess' | 'onError' | 'onSettled'>;

/**
 * A mutation that owns its cache work: its `onSuccess`, then the invalidation, then the screen's
 * callbacks, so `mutateAsync` resolves once the lists on screen are fresh.
 */
export function mutationOptions<V, R>(
  queryClient: QueryClient,
  mutationFn: (variables: V) => Promise<R>,
  setup: MutationSetup<V, R>,
  config: MutationConfig<V, R> = {},
): UseMutationOptions<R, Error, V> {
  const { invalidates = [], invalidateOnError = false } = setup;
  return {
    mutationFn,
    ...config,
    onSuccess: async (reply, variables, ...rest) => {
      await setup.onSuccess?.(reply, variables, queryClient);
      if (!invalidateOnError) await invalidateEndpoints(queryClient, invalidates);
      await config.onSuccess?.(reply, variables, ...rest);
    },
    onSettled: async (...args) => {
      if (invalidateOnError) await invalidateEndpoints(queryClient, invalidates);
      await config.onSettled?.(...args);
    },
  };
}

/** The hook of a mutation that is not one call (several, or an upload). */
export function mutationHook<V, R>(mutationFn: (variables: V) => Promise<R>, setup: MutationSetup<V, R> = {}) {
  return (config?: MutationConfig<V, R>) => useMutation(mutationOptions(useQueryClient(), mutationFn, setup, config));
}

// `mutate(undefined)` when the endpoint takes no input.
type MutationInput<E extends Endpoint> =
  Record<string, never> extends CallInput<E> ? CallInput<E> | undefined : CallInput<E>;

/**
 * `endpointMutation(createUser, { invalidates: [listUsers, usersOfDepartment] })` is the hook that
 * calls the endpoint; `mutate` takes `call`'s input: `{ params, body }`.
 */
export function endpointMutation<E extends Endpoint>(
  endpoint: E,
  setup: MutationSetup<MutationInput<E>, ReplyOf<E>> = {},
) {
  return mutationHook((input: MutationInput<E>) => callWith(endpoint, input as CallInput<E>), setup);
}
