import { getType } from '@backoffice/contract/modules/shifts';
import { endpointQuery } from '../../../core/endpoint-query';

export const typeQuery = endpointQuery(getType);
