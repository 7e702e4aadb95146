// The Dev Scrum component calls as queries (docs/scrum.md "Components"); their changes go through the
// settings resource (resources/components.tsx).
import { listActiveComponents, listComponents } from '@backoffice/contract/modules/scrums';
import { endpointQuery } from '../../../core/endpoint-query';

export const useComponents = endpointQuery(listComponents, { keepPreviousData: true }).use;
export const useActiveComponents = endpointQuery(listActiveComponents, { staleTime: 60_000 }).use;
