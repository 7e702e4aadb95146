import { auditLog } from '@backoffice/contract/modules/system';
import { endpointQuery } from '../../../core/endpoint-query';

export const useAuditLog = endpointQuery(auditLog, { keepPreviousData: true }).use;
