// The small panels in which a filter is set: a list of choices, a person picker, date presets and
// the calendar, two numbers, a few words. Each writes to the address as the bar asks.
import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { dayPresets } from '../../core/dates';
import { LookupField } from '../../core/lookups/lookup-field';
import { DateRangePicker } from '../date-picker';
import {
  type ChoiceFilter,
  type DatesFilter,
  type FilterSpec,
  type LookupFilter,
  type RangeFilter,
  type TextFilter,
  valuesOf,
} from './filters';

export interface EditorProps<F extends FilterSpec> {
  filter: F;
  params: URLSearchParams;
  /** Writes parameters to the address (a null removes one). */
  update: (patch: Record<string, string | null>) => void;
  /** Done: the panel closes. */
  close: () => void;
}

function ChoiceEditor({ filter, params, update, close }: EditorProps<ChoiceFilter>) {
  const chosen = valuesOf(params.get(filter.param));
  const pick = (value: string) => {
    if (!filter.multiple) {
      update({ [filter.param]: value });
      close();
      return;
    }
    const next = chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value];
    update({ [filter.param]: next.join(',') || null });
  };
  // A heading before the first option of each group (options keep their order).
  const headed = (index: number) => {
    const group = filter.options[index]?.group;
    return group && group !== filter.options[index - 1]?.group ? group : null;
  };
  return (
    <MenuList dense autoFocusItem aria-label={filter.label} sx={{ minWidth: 200, maxHeight: 360, overflowY: 'auto' }}>
      {filter.options.flatMap((option, index) => {
        const on = chosen.includes(option.value);
        const heading = headed(index);
        return [
          heading ? <ListSubheader key={`group:${heading}`}>{heading}</ListSubheader> : null,
          <MenuItem key={option.value} selected={on && !filter.multiple} onClick={() => pick(option.value)}>
            <ListItemIcon>
              {filter.multiple ? (
                <Checkbox edge="start" size="small" checked={on} tabIndex={-1} sx={{ p: 0 }} />
              ) : on ? (
                <Check fontSize="small" />
              ) : null}
            </ListItemIcon>
            <ListItemText>
              {option.label}
              {option.detail ? (
                <Typography
                  component="span"
                  variant="caption"
                  color="text.secondary"
                  sx={{ ml: 1, fontFamily: 'monospace' }}
                >
                  {option.detail}
                </Typography>
              ) : null}
            </ListItemText>
          </MenuItem>,
        ];
      })}
    </MenuList>
  );
}

function LookupEditor({ filter, params, update, close }: EditorProps<LookupFilter>) {
  const value = Number(params.get(filter.param)) || null;
  return (
    <Box sx={{ p: 2, width: 300, maxWidth: '100%' }}>
      <LookupField
        lookup={filter.lookup}
        label={filter.label}
        value={value}
        fallbackLabel={filter.fallbackLabel}
        autoFocus
        onChange={(id) => {
          update({ [filter.param]: id ? String(id) : null });
          if (id) close();
        }}
      />
    </Box>
  );
}

function DatesEditor({ filter, params, update, close }: EditorProps<DatesFilter>) {
  const from = params.get(filter.from);
  const to = params.get(filter.to);
  return (
    <Box sx={{ py: 1 }}>
      {filter.presets !== false ? (
        <>
          <MenuList dense autoFocusItem aria-label={`${filter.label} presets`}>
            {dayPresets().map((preset) => {
              const on = preset.from === from && preset.to === to;
              return (
                <MenuItem
                  key={preset.label}
                  selected={on}
                  onClick={() => {
                    update({ [filter.from]: preset.from, [filter.to]: preset.to });
                    close();
                  }}
                >
                  <ListItemIcon>{on ? <Check fontSize="small" /> : null}</ListItemIcon>
                  <ListItemText>{preset.label}</ListItemText>
                </MenuItem>
              );
            })}
          </MenuList>
          <Divider />
        </>
      ) : null}
      <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
        <DateRangePicker
          width={150}
          value={{ from, to }}
          onChange={(range) => update({ [filter.from]: range.from, [filter.to]: range.to })}
        />
      </Box>
    </Box>
  );
}

/** A number inside the filter's bounds, or why it is not one. */
function numberProblem(raw: string, [low, high]: readonly [number, number]): string | null {
  if (!raw.trim()) return null;
  const n = Number(raw);
  if (!Number.isFinite(n)) return 'Not a number';
  if (n < low || n > high) return `Between ${low} and ${high}`;
  return null;
}

function RangeEditor({ filter, params, update, close }: EditorProps<RangeFilter>) {
  const [min, setMin] = useState(params.get(filter.min) ?? '');
  const [max, setMax] = useState(params.get(filter.max) ?? '');
  const minProblem = numberProblem(min, filter.bounds);
  const maxProblem =
    numberProblem(max, filter.bounds) ??
    (min.trim() && max.trim() && Number(max) < Number(min) ? 'Not below the lowest' : null);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (minProblem || maxProblem) return;
    update({ [filter.min]: min.trim() || null, [filter.max]: max.trim() || null });
    close();
  };
  const box = (label: string, value: string, set: (v: string) => void, problem: string | null, autoFocus = false) => (
    <TextField
      size="small"
      type="number"
      label={label}
      value={value}
      autoFocus={autoFocus}
      onChange={(e) => set(e.target.value)}
      error={Boolean(problem)}
      helperText={problem ?? ' '}
      slotProps={{ htmlInput: { min: filter.bounds[0], max: filter.bounds[1] } }}
      sx={{ width: 120 }}
    />
  );
  return (
    <Box component="form" noValidate onSubmit={apply} sx={{ p: 2, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
      {box('At least', min, setMin, minProblem, true)}
      {box('At most', max, setMax, maxProblem)}
      <Button type="submit" variant="contained" size="small" sx={{ alignSelf: 'flex-start', mt: 0.5 }}>
        Apply
      </Button>
    </Box>
  );
}

function TextEditor({ filter, params, update, close }: EditorProps<TextFilter>) {
  const [text, setText] = useState(params.get(filter.param) ?? '');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    update({ [filter.param]: text.trim() || null });
    close();
  };
  return (
    <Box component="form" onSubmit={apply} sx={{ p: 2, display: 'flex', gap: 1.5 }}>
      <TextField
        size="small"
        label={filter.label}
        placeholder={filter.placeholder}
        value={text}
        autoFocus
        onChange={(e) => setText(e.target.value)}
        sx={{ width: 220 }}
      />
      <Button type="submit" variant="contained" size="small">
        Apply
      </Button>
    </Box>
  );
}

/** The panel of one filter, by its kind. */
export function FilterEditor(props: EditorProps<FilterSpec>) {
  const { filter } = props;
  switch (filter.kind) {
    case 'choice':
      return <ChoiceEditor {...props} filter={filter} />;
    case 'lookup':
      return <LookupEditor {...props} filter={filter} />;
    case 'dates':
      return <DatesEditor {...props} filter={filter} />;
    case 'range':
      return <RangeEditor {...props} filter={filter} />;
    case 'text':
      return <TextEditor {...props} filter={filter} />;
  }
}
