// The server form's values and how they become the contract's body (server-form-page.tsx): a service
// is a checkbox and a port by its name, the check a kind with its port or URL.
import {
  SERVER_TYPES,
  type ServerCheck,
  type ServerInput,
  type ServerType,
  type ServerView,
  serverInput,
} from '@backoffice/contract/modules/hosting';
import { z } from 'zod';

export interface ServerValues {
  name: string;
  type: ServerType;
  address: string;
  location: string;
  /** Service name → its port as typed, for the services this server runs. */
  services: Record<string, { on: boolean; port: string }>;
  checkKind: ServerCheck['kind'];
  checkPort: string;
  checkUrl: string;
  notes: string;
}

export function servicesOf(type: ServerType, kept: ServerView['services'] = []): ServerValues['services'] {
  return Object.fromEntries(
    SERVER_TYPES[type].services.map((s) => {
      const found = kept.find((k) => k.name === s.name);
      return [s.name, { on: Boolean(found), port: String(found?.port ?? s.port) }];
    }),
  );
}

export function toBody(values: ServerValues): Required<ServerInput> {
  const check: ServerCheck =
    values.checkKind === 'tcp'
      ? { kind: 'tcp', port: Number(values.checkPort) }
      : values.checkKind === 'http'
        ? { kind: 'http', url: values.checkUrl.trim() }
        : { kind: 'none' };
  return {
    name: values.name,
    type: values.type,
    address: values.address,
    location: values.location,
    services: SERVER_TYPES[values.type].services
      .filter((s) => values.services[s.name]?.on)
      .map((s) => ({ name: s.name, port: Number(values.services[s.name]!.port) })),
    check,
    notes: values.notes,
  };
}

/** The input that shows a request field: the check's port or URL, a service's port by its name. */
function formPath(values: ServerValues, path: readonly PropertyKey[]): (string | number)[] {
  const [field, index, inner] = path;
  if (field === 'check') return [values.checkKind === 'http' ? 'checkUrl' : 'checkPort'];
  if (field === 'services' && typeof index === 'number') {
    const name = SERVER_TYPES[values.type].services.filter((s) => values.services[s.name]?.on)[index]?.name;
    if (name) return ['services', name, inner === 'name' ? 'on' : 'port'];
  }
  return [String(field ?? 'name')];
}

/** The contract's `serverInput` over the form's values, each message on the input it is about. */
export const serverSchema = z.custom<ServerValues>().superRefine((values, ctx) => {
  const checked = serverInput.safeParse(toBody(values));
  if (checked.success) return;
  for (const issue of checked.error.issues) {
    ctx.addIssue({ code: 'custom', path: formPath(values, issue.path), message: issue.message });
  }
});
