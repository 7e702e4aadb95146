import type { Role } from '@backoffice/contract/modules/administration';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useScopesBeyondMine } from '../../../core/use-can';

interface Props {
  label?: string;
  value: number | null;
  onChange: (role: Role | null) => void;
  roles: readonly Role[] | undefined;
  loading?: boolean;
  /** Offer "No role". */
  allowNone?: boolean;
  disabled?: boolean;
  error?: string;
  helperText?: ReactNode;
  /** Shown when the roles cannot be listed (the user lacks users:roles:read). */
  fallbackName?: string | null;
  autoFocus?: boolean;
  /** Why a role may not be picked (it holds scopes the signed-in user does not), or null. */
  refuse?: (role: Role) => string | null;
}

const NO_DEPARTMENT = 'No department';

function grouped(roles: readonly Role[]): [string, Role[]][] {
  const groups = new Map<string, Role[]>();
  for (const role of roles) {
    const key = role.department?.name ?? NO_DEPARTMENT;
    groups.set(key, [...(groups.get(key) ?? []), role]);
  }
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}

/** Roles the signed-in user may not give anyone: those holding scopes it does not hold itself. */
export function useRoleRefusal(): (role: Role) => string | null {
  const beyond = useScopesBeyondMine();
  return (role) => (beyond(role.scopes).length ? 'Holds scopes you do not hold' : null);
}

/** Roles grouped under their departments. */
export function RoleSelect({
  label = 'Role',
  value,
  onChange,
  roles,
  loading = false,
  allowNone = false,
  disabled = false,
  error,
  helperText,
  fallbackName,
  autoFocus,
  refuse,
}: Props) {
  const known = roles?.some((r) => r.id === value) ?? false;
  const items: ReactNode[] = [];
  if (allowNone) {
    items.push(
      <MenuItem key="none" value="">
        <em>No role</em>
      </MenuItem>,
    );
  }
  // Until the list arrives (or when it cannot be read), the current value still needs an item.
  if (value !== null && !known) {
    items.push(
      <MenuItem key="current" value={value}>
        {fallbackName ?? (loading ? 'Loading…' : `Role #${value}`)}
      </MenuItem>,
    );
  }
  for (const [department, list] of grouped(roles ?? [])) {
    items.push(<ListSubheader key={`h-${department}`}>{department}</ListSubheader>);
    for (const role of list) {
      const refusal = role.id === value ? null : (refuse?.(role) ?? null);
      items.push(
        <MenuItem key={role.id} value={role.id} sx={{ pl: 3 }} disabled={refusal !== null}>
          <span>{role.name}</span>
          <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 'auto', pl: 2 }}>
            {refusal ?? `${role.scopes.length} scope${role.scopes.length === 1 ? '' : 's'}`}
          </Typography>
        </MenuItem>,
      );
    }
  }

  return (
    <TextField
      select
      label={label}
      value={value ?? ''}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? helperText}
      autoFocus={autoFocus}
      onChange={(event) => {
        const id = event.target.value === '' ? null : Number(event.target.value);
        onChange(id === null ? null : (roles?.find((r) => r.id === id) ?? null));
      }}
      slotProps={{
        select: {
          displayEmpty: allowNone,
          renderValue: (selected) => {
            if (selected === '' || selected === undefined) return allowNone ? <em>No role</em> : '';
            const role = roles?.find((r) => r.id === Number(selected));
            if (!role) return fallbackName ?? (loading ? 'Loading…' : `Role #${String(selected)}`);
            return role.department ? `${role.name} · ${role.department.name}` : role.name;
          },
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
        },
        inputLabel: { shrink: allowNone || value !== null ? true : undefined },
      }}
    >
      {items}
    </TextField>
  );
}
