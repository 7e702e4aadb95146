// The lists' filters in the address (docs/tracker.md "Web"): what each parameter means and how the search
// call spells it (`?status=2,3` → `filters[status][]=2&filters[status][]=3`), so a link or a saved view
// keeps a filtered list.
import type { ArchiveQuery, ReportSearchQuery } from '@backoffice/contract/modules/bug-report';

/** The address parameters of the lists' filters, each with the search's filter it sets. */
export const ID_FILTERS = {
  priority: 'filters[priority]',
  status: 'filters[status]',
  component: 'filters[component]',
  department: 'filters[department]',
  folder: 'filters[folder]',
  reporter: 'filters[reporter]',
  assignee: 'filters[assignee]',
} as const;
export type IdFilter = keyof typeof ID_FILTERS;

/** Deleted reports: left out (default), shown too (`withDeleted`) or alone (`deletedOnly`). */
export const DELETED_PARAM = 'deleted';
export type DeletedChoice = 'with' | 'only' | null;

const ids = (raw: string | null) =>
  (raw ?? '')
    .split(',')
    .filter((v) => /^\d+$/.test(v))
    .map(Number);
const day = (raw: string | null) => (raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : undefined);

/** The filters of the search and of the archive, from the address. */
export function filtersOf(params: URLSearchParams) {
  const query: Record<string, unknown> = {};
  for (const [param, filter] of Object.entries(ID_FILTERS)) {
    const chosen = ids(params.get(param));
    if (chosen.length) query[filter] = chosen;
  }
  const search = params.get('search')?.trim();
  if (search) query['filters[text]'] = search;
  const from = day(params.get('from'));
  const to = day(params.get('to'));
  if (from) query['filters[dateFrom]'] = from;
  if (to) query['filters[dateTo]'] = to;
  return query;
}

export function deletedOf(params: URLSearchParams): DeletedChoice {
  const value = params.get(DELETED_PARAM);
  return value === 'with' || value === 'only' ? value : null;
}

/** The search call's query: the filters, the page, deleted reports as asked (for those who may). */
export function searchQuery(
  params: URLSearchParams,
  paging: { page: number; take: number },
  mayDelete: boolean,
): ReportSearchQuery {
  const deleted = mayDelete ? deletedOf(params) : null;
  return {
    page: paging.page,
    take: paging.take,
    ...filtersOf(params),
    ...(deleted === 'with' ? { withDeleted: 'true' } : {}),
    ...(deleted === 'only' ? { deletedOnly: 'true' } : {}),
    ...sortOf(params),
  } as ReportSearchQuery;
}

export function archiveQueryOf(params: URLSearchParams, paging: { page: number; take: number }): ArchiveQuery {
  return { page: paging.page, take: paging.take, ...filtersOf(params), ...sortOf(params) } as ArchiveQuery;
}

const SORTS = ['createdAt', 'updatedAt', 'title', 'priority', 'closedAt'];
function sortOf(params: URLSearchParams) {
  const sortBy = params.get('sortBy');
  if (!sortBy || !SORTS.includes(sortBy)) return {};
  return { sortBy, direction: params.get('direction') === 'ASC' ? 'ASC' : 'DESC' };
}

/** Whether anything narrows the list (for "No report matches" rather than "No reports yet"). */
export function isFiltered(params: URLSearchParams): boolean {
  return Object.keys(filtersOf(params)).length > 0 || deletedOf(params) !== null;
}
