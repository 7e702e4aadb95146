import { exportSet } from '@backoffice/contract/modules/ipset';
import { callText } from '../../../core/api';

/** The `ipset restore` script (text/plain). */
export async function exportSetRequest(ref: string): Promise<string> {
  return (await callText(exportSet, { params: { id: ref } })).text;
}
