import { forceLogout } from '@backoffice/contract/modules/administration';
import { endpointMutation } from '../../../core/endpoint-query';

export const useForceLogout = endpointMutation(forceLogout);
