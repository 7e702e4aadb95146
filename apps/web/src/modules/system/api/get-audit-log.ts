import type { ReplyOf } from '@backoffice/contract/http';
import { auditLog, type SecurityEvent } from '@backoffice/contract/modules/system';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/api';

export interface AuditLogQuery {
  page: number;
  take: number;
  kind?: 'changes' | 'security';
  event?: SecurityEvent;
}

export type AuditLogPage = ReplyOf<typeof auditLog>;

export function auditLogQueryOptions(query: AuditLogQuery) {
  return queryOptions({
    queryKey: ['system', 'audit-log', query],
    queryFn: ({ signal }) => call(auditLog, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(query: AuditLogQuery) {
  return useQuery(auditLogQueryOptions(query));
}
