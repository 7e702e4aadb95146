import { previewAutomation } from '@backoffice/contract/modules/shifts';
import { endpointMutation } from '../../../core/endpoint-query';

export const usePreviewAutomation = endpointMutation(previewAutomation);
