import type { ApiError } from '@backoffice/contract/http';
import type { DnsRecordType } from '@backoffice/contract/modules/dns';

/** A record waiting in the change list; `key` stays the same while it waits (errors are keyed by it). */
export interface QueuedRecord {
  key: string;
  name: string;
  type: DnsRecordType;
  ttl: number;
  content: string;
  priority: number | null;
}

/** The edits of one zone, applied in one `PATCH /dns/zones/{id}/records` (docs/dns.md, "Web"). */
export interface ChangeList {
  create: QueuedRecord[];
  /** Ids of existing records. */
  delete: number[];
}

export const EMPTY_CHANGE_LIST: ChangeList = { create: [], delete: [] };

export function isEmptyChangeList(list: ChangeList): boolean {
  return list.create.length === 0 && list.delete.length === 0;
}

export function queueCreate(list: ChangeList, record: QueuedRecord): ChangeList {
  return { ...list, create: [...list.create.filter((r) => r.key !== record.key), record] };
}

export function unqueueCreate(list: ChangeList, key: string): ChangeList {
  return { ...list, create: list.create.filter((r) => r.key !== key) };
}

export function queueDelete(list: ChangeList, id: number): ChangeList {
  return list.delete.includes(id) ? list : { ...list, delete: [...list.delete, id] };
}

export function unqueueDelete(list: ChangeList, id: number): ChangeList {
  return { ...list, delete: list.delete.filter((d) => d !== id) };
}

/** `2 to add, 1 to delete`; `1 to add`; `Nothing to save`. */
export function changeSummary(list: ChangeList): string {
  const parts: string[] = [];
  if (list.create.length) parts.push(`${list.create.length} to add`);
  if (list.delete.length) parts.push(`${list.delete.length} to delete`);
  return parts.length ? parts.join(', ') : 'Nothing to save';
}

/** The request body; the order of `create` and `delete` is what the server's error fields index. */
export function changeListBody(list: ChangeList) {
  return {
    create: list.create.map(({ name, type, ttl, content, priority }) => ({
      name,
      type,
      ttl,
      content,
      ...(priority === null ? {} : { priority }),
    })),
    delete: [...list.delete],
  };
}

/** The fields of a record that a server error can name. */
export type RecordField = 'name' | 'type' | 'ttl' | 'content' | 'priority';
const RECORD_FIELDS: readonly string[] = ['name', 'type', 'ttl', 'content', 'priority'];

export interface RecordProblem {
  /** Null when the problem is the record as a whole (a duplicate, a CNAME beside others…). */
  field: RecordField | null;
  message: string;
}

/** A failed save, placed on the rows it concerns. */
export interface ChangeErrors {
  /** By queued record key. */
  create: Record<string, RecordProblem[]>;
  /** By record id. */
  delete: Record<number, string[]>;
  /** Problems that name no row (an empty list, the zone itself). */
  general: string[];
}

const CREATE_FIELD = /^body\.create\.(\d+)(?:\.(\w+))?/;
const DELETE_FIELD = /^body\.delete\.(\d+)/;

/**
 * Maps a 400's `details` (`body.create.2.content`, `body.delete.0`) back to the rows of the list
 * that was sent. `sent` must be the list as it was submitted: the indexes refer to it.
 */
export function mapChangeErrors(sent: ChangeList, error: Pick<ApiError, 'message' | 'details'>): ChangeErrors {
  const result: ChangeErrors = { create: {}, delete: {}, general: [] };
  for (const detail of error.details ?? []) {
    const created = CREATE_FIELD.exec(detail.field);
    const queued = created ? sent.create[Number(created[1])] : undefined;
    if (created && queued) {
      const field = created[2] && RECORD_FIELDS.includes(created[2]) ? (created[2] as RecordField) : null;
      result.create[queued.key] = [...(result.create[queued.key] ?? []), { field, message: detail.message }];
      continue;
    }
    const deleted = DELETE_FIELD.exec(detail.field);
    const id = deleted ? sent.delete[Number(deleted[1])] : undefined;
    if (deleted && id !== undefined) {
      result.delete[id] = [...(result.delete[id] ?? []), detail.message];
      continue;
    }
    result.general.push(detail.message);
  }
  if (!error.details?.length) result.general.push(error.message);
  return result;
}

/** How many rows carry at least one problem. */
export function countProblemRows(errors: ChangeErrors): number {
  return Object.keys(errors.create).length + Object.keys(errors.delete).length;
}
