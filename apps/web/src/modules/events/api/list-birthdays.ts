import { listBirthdays } from '@backoffice/contract/modules/events';
import { endpointQuery } from '../../../core/endpoint-query';

export const useBirthdays = endpointQuery(listBirthdays).use;
