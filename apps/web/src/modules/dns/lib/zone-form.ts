import { dnsZoneCreateBody } from '@backoffice/contract/modules/dns';
import { z } from 'zod';

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

/** An empty zone's request: the name servers typed one per line, none for the server's defaults. */
export function createZoneBody(values: ZoneFormValues) {
  const servers = filledLines(values.nameservers);
  return { name: values.name.trim(), adminOnly: values.adminOnly, ...(servers.length ? { nameservers: servers } : {}) };
}

/**
 * The contract's `dnsZoneCreateBody` over the form's values: a bad name server is told on the one
 * box that holds them all, by its line ("line 2: …").
 */
export const createZoneSchema = z.custom<ZoneFormValues>().superRefine((values, ctx) => {
  const checked = dnsZoneCreateBody.safeParse(createZoneBody(values));
  if (checked.success) return;
  for (const issue of checked.error.issues) {
    const [field, index] = issue.path;
    ctx.addIssue({
      code: 'custom',
      path: [field === 'nameservers' ? 'nameservers' : String(field ?? 'name')],
      message: typeof index === 'number' ? `line ${index + 1}: ${issue.message}` : issue.message,
    });
  }
});

/** An imported zone's request. */
export const importZoneBody = (values: ZoneFormValues) => ({
  name: values.name,
  zoneFile: values.zoneFile,
  adminOnly: values.adminOnly,
});
