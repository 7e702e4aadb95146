import { getAutomation } from '@backoffice/contract/modules/shifts';
import { endpointQuery } from '../../../core/endpoint-query';

export const automationQuery = endpointQuery(getAutomation);
