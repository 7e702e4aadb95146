import { previewUsers } from '@backoffice/contract/modules/administration';
import { endpointQuery } from '../../../core/endpoint-query';

/** What a user's (or users') role, flag or department change would change. */
export const usePreviewUsers = endpointQuery(previewUsers, { keepPreviousData: true, staleTime: 0 }).use;
