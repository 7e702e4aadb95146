import { getRole } from '@backoffice/contract/modules/administration';
import { endpointQuery } from '../../../core/endpoint-query';

export const roleQuery = endpointQuery(getRole);
