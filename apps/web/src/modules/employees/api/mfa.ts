import {
  confirmTotp,
  disableTotp,
  getMfa,
  regenerateRecoveryCodes,
  startTotp,
} from '@backoffice/contract/modules/auth';
import { endpointMutation, endpointQuery } from '../../../core/endpoint-query';

/** The user's own second factor (the profile's Security card; docs/auth.md). */
export const mfaQuery = endpointQuery(getMfa);
export const useMfa = mfaQuery.use;
export const useStartTotp = endpointMutation(startTotp);
export const useConfirmTotp = endpointMutation(confirmTotp, { invalidates: [getMfa] });
export const useDisableTotp = endpointMutation(disableTotp, { invalidates: [getMfa], invalidateOnError: true });
export const useRegenerateRecoveryCodes = endpointMutation(regenerateRecoveryCodes, { invalidates: [getMfa] });
