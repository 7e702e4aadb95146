import { exportZone } from '@backoffice/contract/modules/dns';
import { callText } from '../../../core/api';

/** The BIND zone file (text/plain), with the file name the server suggests. */
export async function exportZoneRequest(zoneId: number): Promise<{ filename: string; text: string }> {
  const { filename, text } = await callText(exportZone, { params: { id: zoneId } });
  return { filename: filename ?? `zone-${zoneId}.zone`, text };
}
