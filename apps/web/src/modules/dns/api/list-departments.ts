import { listDepartments } from '@backoffice/contract/modules/dns';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/api';

export const dnsDepartmentsKey = ['dns', 'departments'] as const;

export const dnsDepartmentsQueryOptions = queryOptions({
  queryKey: dnsDepartmentsKey,
  queryFn: ({ signal }) => call(listDepartments, { signal }),
});

export function useDnsDepartments() {
  return useQuery(dnsDepartmentsQueryOptions);
}
