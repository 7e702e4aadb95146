import { useSearchParams } from 'react-router';
import { useRecords } from '../api/list-records';
import { useChangeList } from './change-store';
import { EMPTY_RECORD_FORM, recordToForm } from './record-form';

/**
 * Where the record form starts: empty, a kept record to replace (`?replace=<id>`), or a queued new
 * one to change (`?edit=<key>`). An id or key that names nothing starts an empty form.
 */
export function useStartingPoint(zoneId: number) {
  const [params] = useSearchParams();
  const list = useChangeList(zoneId);
  const records = useRecords({ params: { id: zoneId } });
  const replaceId = Number(params.get('replace')) || null;
  const editKey = params.get('edit');
  const queued = editKey ? list.create.find((r) => r.key === editKey) : undefined;
  const replaced = replaceId ? records.data?.items.find((r) => r.id === replaceId && r.type !== 'SOA') : undefined;
  const ready = !replaceId || records.data !== undefined;
  return {
    ready,
    editKey: queued ? editKey : null,
    replaced: replaced ?? null,
    initial: queued ? recordToForm(queued) : replaced ? recordToForm(replaced) : EMPTY_RECORD_FORM,
  };
}

export type StartingPoint = ReturnType<typeof useStartingPoint>;
