import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { UserPicker } from '../../../core/lookups/pickers';
import { useDebounced } from '../../../core/use-debounced';
import { DateRangePicker } from '../../../ui/date-picker';
import { useListParams } from '../../../ui/list-params';
import { useAllTags } from '../api/list-all-tags';

/** The queue's filters as the API takes them (spec: conversationFilters), read from the address. */
export interface QueueFilterValues {
  department?: string;
  channel?: string;
  status?: string;
  agentId?: number;
  tags?: number[];
  from?: string;
  to?: string;
  search?: string;
}

/** The queue's filters, kept in the address (a reload or a shared link keeps them). */
export function useQueueFilters(): QueueFilterValues {
  const { params } = useListParams();
  const text = (name: string) => params.get(name)?.trim() || undefined;
  const tags = (params.get('tags') ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  const agentId = Number(params.get('agentId'));
  return {
    department: text('department'),
    channel: text('channel'),
    status: text('status'),
    agentId: Number.isInteger(agentId) && agentId > 0 ? agentId : undefined,
    tags: tags.length ? tags : undefined,
    from: text('from'),
    to: text('to'),
    search: text('search'),
  };
}

/** A text filter written to the address once typing pauses, and following the address when it changes (Clear). */
function TextFilter({ name, label, width }: { name: string; label: string; width: number }) {
  const list = useListParams();
  const current = list.params.get(name) ?? '';
  const [value, setValue] = useState(current);
  const settled = useDebounced(value.trim());
  const written = useRef(current);
  const { setFilter } = list;
  useEffect(() => {
    if (settled === written.current) return;
    written.current = settled;
    setFilter(name, settled || null);
  }, [settled, name, setFilter]);
  useEffect(() => {
    if (current === written.current) return;
    written.current = current;
    setValue(current);
  }, [current]);
  return (
    <TextField size="small" label={label} value={value} onChange={(e) => setValue(e.target.value)} sx={{ width }} />
  );
}

/**
 * What narrows the queue: department, channel (chats) or status (tickets), agent, tags, the days the
 * conversation started, and words in it. `onChange` runs when a filter changes (the skipped ones are
 * let go: a new filter is a new sitting).
 */
export function QueueFilters({ kind, onChange }: { kind: 'chat' | 'ticket'; onChange: () => void }) {
  const list = useListParams();
  const filters = useQueueFilters();
  const tags = useAllTags();
  const active = (tags.data ?? []).filter((t) => t.active);
  const key = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the filters' values change
  useEffect(() => onChange(), [key]);
  const any = Object.values(filters).some((v) => v !== undefined);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }} data-testid="queue-filters">
      <TextFilter name="search" label="Search" width={220} />
      <TextFilter name="department" label="Department" width={180} />
      {kind === 'chat' ? (
        <TextFilter name="channel" label="Channel" width={140} />
      ) : (
        <TextFilter name="status" label="Status" width={140} />
      )}
      <Box sx={{ width: 220 }}>
        <UserPicker
          label="Agent"
          value={filters.agentId ?? null}
          onChange={(id) => list.setFilter('agentId', id ? String(id) : null)}
          size="small"
        />
      </Box>
      <Autocomplete
        multiple
        size="small"
        options={active}
        getOptionLabel={(t) => t.name}
        value={active.filter((t) => filters.tags?.includes(t.id))}
        onChange={(_, picked) => list.setFilter('tags', picked.map((t) => t.id).join(',') || null)}
        renderInput={(input) => <TextField {...input} label="Tags" />}
        sx={{ width: 240 }}
      />
      <DateRangePicker
        value={{ from: filters.from ?? null, to: filters.to ?? null }}
        onChange={(range) => {
          list.setFilter('from', range.from);
          list.setFilter('to', range.to);
        }}
        labels={{ from: 'Started from', to: 'until' }}
        width={150}
      />
      {any ? (
        <Button size="small" onClick={list.clear}>
          Clear filters
        </Button>
      ) : null}
    </Box>
  );
}
