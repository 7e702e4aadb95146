import { listUsers } from '@backoffice/contract/modules/administration';
import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { UserPicker } from '../../../core/lookups/pickers';
import { useCanCall } from '../../../core/use-can';
import { DateRangePicker } from '../../../ui/date-picker';
import { type AuditFilters, hasFilters } from '../audit-filters';
import { ActionFilter, EntityFilter } from './audit-filter-fields';

interface Props {
  filters: AuditFilters;
  onChange: (patch: Partial<AuditFilters>) => void;
  onClear: () => void;
  /** The name of the filtered user when the picker no longer lists them (deleted). */
  username: string | null | undefined;
}

/** The audit log's filters, all kept in the URL (audit-filters.ts). */
export function AuditFilterBar({ filters, onChange, onClear, username }: Props) {
  const canPickUsers = useCanCall(listUsers);
  return (
    <Box
      role="search"
      aria-label="Filter the audit log"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
    >
      {canPickUsers || filters.userId !== null ? (
        <UserPicker
          label="User"
          placeholder="Anyone"
          width={200}
          value={filters.userId}
          fallbackLabel={username}
          onChange={(userId) => onChange({ userId })}
        />
      ) : null}
      <EntityFilter entity={filters.entity} onChange={(entity) => onChange({ entity })} />
      {filters.entityId ? (
        // One record's history, as a link from the record's screen opens it.
        <Chip
          label={`${filters.entity} #${filters.entityId}`}
          onDelete={() => onChange({ entityId: null })}
          sx={{ fontFamily: 'monospace' }}
        />
      ) : null}
      <ActionFilter value={filters.action} onChange={(action) => onChange({ action })} />
      <DateRangePicker
        value={{ from: filters.from, to: filters.to }}
        onChange={({ from, to }) => onChange({ from, to })}
      />
      {hasFilters(filters) ? (
        <Button size="small" startIcon={<FilterAltOffOutlined />} onClick={onClear}>
          Clear filters
        </Button>
      ) : null}
    </Box>
  );
}
