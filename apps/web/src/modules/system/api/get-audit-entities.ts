import { auditEntities } from '@backoffice/contract/modules/system';
import { endpointQuery } from '../../../core/endpoint-query';

/** The entity names of the log, for its filter; new names are rare, so a minute's staleness is fine. */
export const useAuditEntities = endpointQuery(auditEntities, {
  staleTime: 60_000,
  select: (reply) => reply.items,
}).use;
