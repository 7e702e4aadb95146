// The Dev Scrum audit calls as queries and mutations (docs/scrum.md "Audits").
import {
  createAudit,
  deleteAudit,
  getAudit,
  listAudits,
  listDeveloperAudits,
  updateAudit,
} from '@backoffice/contract/modules/scrums';
import { endpointMutation, endpointQuery } from '../../../core/endpoint-query';

export const useAudits = endpointQuery(listAudits, { keepPreviousData: true }).use;
export const auditQuery = endpointQuery(getAudit);
export const useAudit = auditQuery.use;
export const useDeveloperAudits = endpointQuery(listDeveloperAudits, { keepPreviousData: true }).use;

const changed = [listAudits, getAudit, listDeveloperAudits];
export const useCreateAudit = endpointMutation(createAudit, { invalidates: changed });
export const useUpdateAudit = endpointMutation(updateAudit, { invalidates: changed });
export const useDeleteAudit = endpointMutation(deleteAudit, { invalidates: changed });
