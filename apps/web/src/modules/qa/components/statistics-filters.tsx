// The statistics' filters, kept in the URL: kind, shift, period (with presets), agent, reviewer,
// department and the target score; and the query and target the pages read from them.
import type { StatisticsQuery } from '@backoffice/contract/modules/qa';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { dayPresets } from '../../../core/dates';
import { DateRangePicker } from '../../../ui/date-picker';
import { useListParams, useUpdateParams } from '../../../ui/list-params';
import { useUsersStatistics } from '../api/feedback';
import { useQaDepartments } from '../api/list-departments';
import { nonEmpty } from '../lib/filters';
import { targetOf } from '../lib/statistics-view';

type Person = { id: number; name: string };

export function PersonSelect({
  name,
  label,
  people,
}: {
  name: 'agentId' | 'reviewerId';
  label: string;
  people: Person[];
}) {
  const list = useListParams();
  const value = list.params.get(name) ?? '';
  // The one chosen stays offered even when the period holds none of their reviews.
  const known = people.some((p) => String(p.id) === value);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => list.setFilter(name, e.target.value || null)}
      sx={{ width: 180 }}
    >
      <MenuItem value="">Anyone</MenuItem>
      {value && !known ? <MenuItem value={value}>#{value}</MenuItem> : null}
      {people.map((p) => (
        <MenuItem key={p.id} value={String(p.id)}>
          {p.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

export const byName = (rows: Person[]) => [...rows].sort((a, b) => a.name.localeCompare(b.name));

export function StatisticsFilters({ agents }: { agents: boolean }) {
  const list = useListParams();
  const p = list.params;
  const department = p.get('department') ?? '';
  // The people to pick from: those with reviews in the period and kind, whoever is picked.
  const { agentId: _, reviewerId: __, ...unpicked } = useStatisticsQuery();
  const people = useUsersStatistics({ query: unpicked });
  // The names chats and tickets came with (of the kind shown), and the one in the address even when none has it.
  const departments = useQaDepartments();
  const kind = unpicked.kind;
  const departmentNames = [
    ...new Set([
      ...(kind !== 'ticket' ? (departments.data?.chat ?? []) : []),
      ...(kind !== 'chat' ? (departments.data?.ticket ?? []) : []),
      ...(department ? [department] : []),
    ]),
  ].sort((a, b) => a.localeCompare(b));
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1.5 }}>
        <TextField
          select
          size="small"
          label="Kind"
          value={p.get('kind') ?? ''}
          onChange={(e) => list.setFilter('kind', e.target.value || null)}
          sx={{ width: 140 }}
        >
          <MenuItem value="">Chats and tickets</MenuItem>
          <MenuItem value="chat">Chats</MenuItem>
          <MenuItem value="ticket">Tickets</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="Shift"
          value={p.get('shift') ?? ''}
          onChange={(e) => list.setFilter('shift', e.target.value || null)}
          sx={{ width: 140 }}
        >
          <MenuItem value="">Any</MenuItem>
          <MenuItem value="day">Day</MenuItem>
          <MenuItem value="night">Night</MenuItem>
        </TextField>
        <PeriodPicker />
      </Stack>
      <PeriodPresets />
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1.5 }}>
        {agents ? <PersonSelect name="agentId" label="Agent" people={byName(people.data?.agents ?? [])} /> : null}
        <PersonSelect name="reviewerId" label="Reviewer" people={byName(people.data?.reviewers ?? [])} />
        <TextField
          select
          size="small"
          label="Department"
          value={department}
          onChange={(e) => list.setFilter('department', e.target.value || null)}
          sx={{ width: 180 }}
        >
          <MenuItem value="">Any</MenuItem>
          {departmentNames.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          key={`target-${p.get('target') ?? ''}`}
          size="small"
          type="number"
          label="Target score"
          defaultValue={targetOf(p.get('target'))}
          onBlur={(e) => list.setFilter('target', e.target.value.trim() || null)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') list.setFilter('target', (e.target as HTMLInputElement).value.trim() || null);
          }}
          slotProps={{ htmlInput: { min: 0, max: 100 } }}
          sx={{ width: 130 }}
        />
      </Stack>
    </Stack>
  );
}

/** The period (`from`, `to`), kept in the URL. */
function usePeriod() {
  const { params } = useListParams();
  return { from: params.get('from') ?? '', to: params.get('to') ?? '', update: useUpdateParams() };
}

export function PeriodPicker() {
  const { from, to, update } = usePeriod();
  return (
    <DateRangePicker
      value={{ from, to }}
      onChange={(range) => update({ from: range.from || null, to: range.to || null })}
    />
  );
}

/** The period presets (today, this week…); the one chosen again clears the period. */
export function PeriodPresets() {
  const { from, to, update } = usePeriod();
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} aria-label="Periods" role="group">
      {dayPresets().map((preset) => {
        const on = preset.from === from && preset.to === to;
        return (
          <Chip
            key={preset.label}
            label={preset.label}
            size="small"
            color={on ? 'primary' : 'default'}
            variant={on ? 'filled' : 'outlined'}
            aria-pressed={on}
            onClick={() => update(on ? { from: null, to: null } : { from: preset.from, to: preset.to })}
          />
        );
      })}
    </Stack>
  );
}

export function useStatisticsQuery(): Omit<StatisticsQuery, 'tags'> {
  const { params } = useListParams();
  const kind = params.get('kind');
  const shift = params.get('shift');
  const id = (name: string) => {
    const n = Number(params.get(name));
    return Number.isInteger(n) && n > 0 ? n : undefined;
  };
  return nonEmpty({
    kind: kind === 'chat' || kind === 'ticket' ? kind : undefined,
    shift: shift === 'day' || shift === 'night' ? shift : undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    agentId: id('agentId'),
    reviewerId: id('reviewerId'),
    department: params.get('department') ?? undefined,
  }) as Omit<StatisticsQuery, 'tags'>;
}

export const useStatisticsTarget = () => targetOf(useListParams().params.get('target'));
