import Add from '@mui/icons-material/Add';
import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLookupLabel } from '../../core/lookups/use-lookup-label';
import { useUpdateParams } from '../list-params';
import { SearchField } from '../search-field';
import { FilterEditor } from './filter-editors';
import { changed, cleared, type FilterSpec, isOn, type LookupFilter, summaryOf } from './filters';

export { type FilterOption, type FilterSpec, optionsOf } from './filters';

interface SearchProps {
  label: string;
  placeholder?: string;
  width?: number;
  maxLength?: number;
}

interface Props {
  /** What the bar is named for screen readers: "Filter servers". */
  label: string;
  /** The list's search box (`?search=`), first in the bar. */
  search?: SearchProps;
  /** What the list can be filtered by, in the order the "+ Filter" menu offers them. */
  filters: readonly FilterSpec[];
}

/** A lookup's chip reads its record's label (the person's name) by its id. */
function LookupSummary({ filter, id }: { filter: LookupFilter; id: number }) {
  return <>{useLookupLabel(filter.lookup, id, { fallbackLabel: filter.fallbackLabel, loadingLabel: '…' })}</>;
}

function ChipLabel({ filter, params }: { filter: FilterSpec; params: URLSearchParams }) {
  return (
    <>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {filter.label}:
      </Box>{' '}
      {filter.kind === 'lookup' ? (
        <LookupSummary filter={filter} id={Number(params.get(filter.param))} />
      ) : (
        summaryOf(filter, params)
      )}
    </>
  );
}

/**
 * One filter bar for every list (docs/ui.md "Filters"): the search, then a chip for each filter that
 * is on ("Status: Active", "Started: Last 30 days"), which opens its panel on a click and goes with
 * its ✕, then "+ Filter" with the others. Everything is kept in the address, so a reload, a shared
 * link, the back button and a saved view keep it; a change starts the list again at page 1.
 */
export function FilterBar({ label, search, filters }: Props) {
  const [params] = useSearchParams();
  const update = useUpdateParams();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  // Where the panel opened, held as a position: its chip or the "+ Filter" button may go while it is
  // open (the last date cleared, the last filter put on).
  const [editing, setEditing] = useState<{ filter: FilterSpec; at: { top: number; left: number } } | null>(null);
  const edit = (filter: FilterSpec, anchor: HTMLElement) => {
    const rect = anchor.getBoundingClientRect();
    setEditing({ filter, at: { top: rect.bottom, left: rect.left } });
  };
  const on = filters.filter((f) => isOn(f, params));
  const off = filters.filter((f) => !isOn(f, params));
  const clearAll = () =>
    update({
      ...Object.assign({}, ...filters.map(cleared)),
      search: null,
    });

  return (
    <Box role="search" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      {search ? <SearchField {...search} /> : null}
      {on.map((filter) => (
        <Chip
          key={filter.label}
          label={<ChipLabel filter={filter} params={params} />}
          aria-label={`${filter.label} filter`}
          variant="outlined"
          color="primary"
          onClick={(event) => edit(filter, event.currentTarget)}
          onDelete={() => update(cleared(filter))}
          sx={{ maxWidth: '100%' }}
        />
      ))}
      {off.length ? (
        <Button
          size="small"
          startIcon={<Add />}
          aria-haspopup="menu"
          aria-expanded={menu ? 'true' : undefined}
          onClick={(event) => setMenu(event.currentTarget)}
        >
          Filter
        </Button>
      ) : null}
      {on.length || params.get('search') ? (
        <Button size="small" color="inherit" startIcon={<FilterAltOffOutlined />} onClick={clearAll}>
          Clear filters
        </Button>
      ) : null}
      <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
        {off.map((filter) => (
          <MenuItem
            key={filter.label}
            onClick={() => {
              if (menu) edit(filter, menu);
              setMenu(null);
            }}
          >
            {filter.icon ? <ListItemIcon>{filter.icon}</ListItemIcon> : null}
            <ListItemText>{filter.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      <Popover
        open={Boolean(editing)}
        anchorReference="anchorPosition"
        anchorPosition={editing?.at}
        onClose={() => setEditing(null)}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': editing ? `Filter by ${editing.filter.label}` : undefined },
        }}
      >
        {editing ? (
          <FilterEditor
            filter={editing.filter}
            params={params}
            update={(patch) => update(changed(editing.filter, patch))}
            close={() => setEditing(null)}
          />
        ) : null}
      </Popover>
    </Box>
  );
}
