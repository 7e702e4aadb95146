import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { userLookup } from '../../../core/lookups/lookups';
import { FilterBar, type FilterSpec } from '../../../ui/filter-bar/filter-bar';
import { useListParams } from '../../../ui/list-params';
import { useAllTags } from '../api/list-all-tags';
import { useQaDepartments } from '../api/list-departments';
import { departmentFilter } from '../lib/filters';
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

/**
 * What narrows the queue: department, channel (chats) or status (tickets), agent, tags, the days the
 * conversation started, and words in it. `onChange` runs when a filter changes (the skipped ones are
 * let go: a new filter is a new sitting).
 */
export function QueueFilters({ kind, onChange }: { kind: 'chat' | 'ticket'; onChange: () => void }) {
  const filters = useQueueFilters();
  const tags = useAllTags();
  const departments = useQaDepartments();
  const key = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the filters' values change
  useEffect(() => onChange(), [key]);
  const specs: FilterSpec[] = [
    departmentFilter(kind, departments.data),
    kind === 'chat'
      ? { kind: 'text', param: 'channel', label: 'Channel', placeholder: 'chat, whatsapp, email…' }
      : { kind: 'text', param: 'status', label: 'Status', placeholder: 'open, pending, closed…' },
    { kind: 'lookup', param: 'agentId', label: 'Agent', lookup: userLookup },
    {
      kind: 'choice',
      param: 'tags',
      label: 'Tags',
      multiple: true,
      options: (tags.data ?? []).filter((t) => t.active).map((t) => ({ value: String(t.id), label: t.name })),
    },
    { kind: 'dates', label: 'Started', from: 'from', to: 'to' },
  ];
  return (
    <Box data-testid="queue-filters">
      <FilterBar
        label={kind === 'chat' ? 'Filter the chat queue' : 'Filter the ticket queue'}
        search={{ label: 'Search', width: 220, maxLength: 200 }}
        filters={specs}
      />
    </Box>
  );
}
