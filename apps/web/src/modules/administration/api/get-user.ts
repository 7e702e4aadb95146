import { getUser } from '@backoffice/contract/modules/administration';
import { endpointQuery } from '../../../core/endpoint-query';

export const userQuery = endpointQuery(getUser);
