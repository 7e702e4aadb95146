import { dnsZoneCreateBody, dnsZoneImportBody } from '@backoffice/contract/modules/dns';
import type { Resolver } from 'react-hook-form';
import { contractResolver } from '../../../core/contract-resolver';

/** The new-zone screen's values; an empty zone reads the name servers, an import the zone file. */
export interface ZoneFormValues {
  name: string;
  /** One name server per line; empty for the server's defaults. */
  nameservers: string;
  zoneFile: string;
  adminOnly: boolean;
}

export const EMPTY_ZONE_FORM: ZoneFormValues = { name: '', nameservers: '', zoneFile: '', adminOnly: false };

/** The lines of a text box that hold something, trimmed. */
export const filledLines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** The contract's `dnsZoneCreateBody`, with the name servers typed one per line. */
export const createZoneResolver: Resolver<ZoneFormValues> = async (values) => {
  const servers = filledLines(values.nameservers);
  const checked = dnsZoneCreateBody.safeParse({
    name: values.name,
    adminOnly: values.adminOnly,
    nameservers: servers.length ? servers : undefined,
  });
  if (checked.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of checked.error.issues) {
    const [field, index] = issue.path;
    const key = field === 'nameservers' ? 'nameservers' : String(field ?? 'name');
    const message = typeof index === 'number' ? `line ${index + 1}: ${issue.message}` : issue.message;
    errors[key] ??= { type: issue.code, message };
  }
  return { values: {}, errors };
};

export const importZoneResolver = contractResolver<ZoneFormValues>(dnsZoneImportBody, (values) => ({
  name: values.name,
  zoneFile: values.zoneFile,
  adminOnly: values.adminOnly,
}));
