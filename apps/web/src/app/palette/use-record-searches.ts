import type { Endpoint } from '@backoffice/contract/http';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type CallArgs, call } from '../../core/api';
import { endpointKey } from '../../core/endpoint-query';
import type { RecordSearch, RecordSource } from '../../core/palette/commands';
import { accessAllows } from '../../core/use-can';
import type { Holder } from './entries';

/** Shorter searches match too much to be worth a call per module. */
export const MIN_RECORD_SEARCH = 2;

interface Loaded {
  source: RecordSource;
  search: RecordSearch;
}

/**
 * The modules' record searches for a settled search text: each source's search is loaded once (its
 * contract endpoints come with it) and called only when the user may call its endpoint; a source
 * whose code does not load is left out. Replies are cached under the list endpoint's own key
 * (`endpointKey`), so a change that refreshes the list refreshes these too.
 */
export function useRecordSearches(sources: readonly RecordSource[], text: string, user: Holder) {
  const [loaded, setLoaded] = useState<Loaded[] | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.allSettled(sources.map(async (source) => ({ source, search: await source.search() }))).then(
      (settled) => {
        if (live) setLoaded(settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : [])));
      },
    );
    return () => {
      live = false;
    };
  }, [sources]);

  const usable = (loaded ?? []).filter(({ search }) => accessAllows(search.endpoint.access, user));
  const enabled = text.length >= MIN_RECORD_SEARCH;
  const queries = useQueries({
    queries: usable.map(({ search }) => {
      const input = search.input(text);
      return {
        queryKey: endpointKey(search.endpoint, input),
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          call(search.endpoint, ...([{ ...input, signal }] as CallArgs<Endpoint>)),
        enabled,
        // The last results stay while the next search runs, so the list does not flicker.
        placeholderData: keepPreviousData,
      };
    }),
  });

  const results = usable.map(({ source, search }, index) => {
    const query = queries[index];
    return {
      source,
      search,
      hits: enabled && query?.data !== undefined ? search.hits(query.data) : [],
      fetching: enabled && (query?.isFetching ?? false),
      failed: enabled && (query?.isError ?? false),
    };
  });
  return { ready: loaded !== null, results };
}
