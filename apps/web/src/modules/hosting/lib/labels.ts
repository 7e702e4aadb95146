import { SERVER_TYPES, type ServerCheck, type ServerType } from '@backoffice/contract/modules/hosting';

export const SERVER_TYPE_OPTIONS = Object.keys(SERVER_TYPES) as ServerType[];
export const typeLabel = (type: ServerType) => SERVER_TYPES[type].label;

/** `TCP :443`, `GET https://…/health`, or "No check". */
export function checkLabel(check: ServerCheck): string {
  if (check.kind === 'tcp') return `TCP port ${check.port}`;
  if (check.kind === 'http') return `GET ${check.url}`;
  return 'No check';
}

/** `2 h 5 min`, `3 d 4 h`, `45 s`: how long a Down window lasted (or has lasted). */
export function duration(fromIso: string, toIso: string | null, now = Date.now()): string {
  const ms = (toIso ? Date.parse(toIso) : now) - Date.parse(fromIso);
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 1) return `${Math.max(0, Math.round(ms / 1000))} s`;
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
  return `${Math.floor(hours / 24)} d${hours % 24 ? ` ${hours % 24} h` : ''}`;
}
