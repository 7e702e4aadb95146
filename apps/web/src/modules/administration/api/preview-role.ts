import { previewRole } from '@backoffice/contract/modules/administration';
import { endpointQuery } from '../../../core/endpoint-query';

/** What saving the role's scopes would change: asked afresh each time (the roles' users move). */
export const usePreviewRole = endpointQuery(previewRole, { keepPreviousData: true, staleTime: 0 }).use;
