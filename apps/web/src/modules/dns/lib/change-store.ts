// The pending change list of each zone, shared by the zone view and the new-record form. Kept in
// sessionStorage so that a reload or a detour to another screen loses nothing; cleared on sign-out.
import { session } from '../../../core/session';
import { createStore, useStore } from '../../../core/store';
import {
  type ChangeErrors,
  type ChangeList,
  EMPTY_CHANGE_LIST,
  isEmptyChangeList,
  type QueuedRecord,
  queueCreate,
  queueDelete,
  unqueueCreate,
  unqueueDelete,
} from './change-list';

const STORAGE_KEY = 'backoffice.dns.changes';

type Lists = Readonly<Record<number, ChangeList>>;

function load(): Lists {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return typeof parsed === 'object' && parsed !== null ? (parsed as Lists) : {};
  } catch {
    return {};
  }
}

const store = createStore<Lists>(typeof sessionStorage === 'undefined' ? {} : load());

store.subscribe(() => {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(store.get()));
  } catch {
    // Not kept across a reload; still kept while the tab lives.
  }
});

/** The problems of the last failed save of each zone, by row; a row's go when it is changed or undone. */
const problems = createStore<Readonly<Record<number, ChangeErrors>>>({});

// Another user may sign in next in this tab: their zones are not these.
session.onSignOut(() => {
  store.set({});
  problems.set({});
});

function forget(zoneId: number, change: (errors: ChangeErrors) => ChangeErrors | null): void {
  problems.set((all) => {
    const current = all[zoneId];
    if (!current) return all;
    const { [zoneId]: _, ...rest } = all;
    const next = change(current);
    return next ? { ...rest, [zoneId]: next } : rest;
  });
}

function without<K extends string | number, V>(map: Readonly<Record<K, V>>, key: K): Record<K, V> {
  const { [key]: _, ...rest } = map;
  return rest as Record<K, V>;
}

function update(zoneId: number, change: (list: ChangeList) => ChangeList): void {
  store.set((lists) => {
    const next = change(lists[zoneId] ?? EMPTY_CHANGE_LIST);
    const { [zoneId]: _, ...rest } = lists;
    return isEmptyChangeList(next) ? rest : { ...rest, [zoneId]: next };
  });
}

let sequence = 0;
export function newRecordKey(): string {
  sequence += 1;
  return `new-${Date.now().toString(36)}-${sequence}`;
}

const forgetCreate = (zoneId: number, key: string) => forget(zoneId, (e) => ({ ...e, create: without(e.create, key) }));
const forgetDelete = (zoneId: number, id: number) => forget(zoneId, (e) => ({ ...e, delete: without(e.delete, id) }));

export const changeActions = {
  /** Queues a record; a record with the same key (an edit of a queued one) replaces it. */
  add: (zoneId: number, record: QueuedRecord) => {
    update(zoneId, (l) => queueCreate(l, record));
    forgetCreate(zoneId, record.key);
  },
  undoAdd: (zoneId: number, key: string) => {
    update(zoneId, (l) => unqueueCreate(l, key));
    forgetCreate(zoneId, key);
  },
  remove: (zoneId: number, id: number) => update(zoneId, (l) => queueDelete(l, id)),
  undoRemove: (zoneId: number, id: number) => {
    update(zoneId, (l) => unqueueDelete(l, id));
    forgetDelete(zoneId, id);
  },
  /** After a save, or "discard all". */
  clear: (zoneId: number) => {
    update(zoneId, () => EMPTY_CHANGE_LIST);
    forget(zoneId, () => null);
  },
  setProblems: (zoneId: number, errors: ChangeErrors | null) =>
    problems.set((all) => (errors ? { ...all, [zoneId]: errors } : without(all, zoneId))),
  /** Drops deletions of records that no longer exist (another user deleted them). */
  keepExisting: (zoneId: number, ids: ReadonlySet<number>) =>
    update(zoneId, (l) =>
      l.delete.every((id) => ids.has(id)) ? l : { ...l, delete: l.delete.filter((id) => ids.has(id)) },
    ),
};

export function useChangeList(zoneId: number): ChangeList {
  return useStore(store, (lists) => lists[zoneId] ?? EMPTY_CHANGE_LIST);
}

export function useChangeProblems(zoneId: number): ChangeErrors | undefined {
  return useStore(problems, (all) => all[zoneId]);
}

/** The list as it is now (for a save started outside render). */
export function currentChangeList(zoneId: number): ChangeList {
  return store.get()[zoneId] ?? EMPTY_CHANGE_LIST;
}

/** Zone id → pending changes, for the zone list. */
export function usePendingCounts(): Lists {
  return useStore(store, (lists) => lists);
}

export function pendingCount(list: ChangeList | undefined): number {
  return list ? list.create.length + list.delete.length : 0;
}
