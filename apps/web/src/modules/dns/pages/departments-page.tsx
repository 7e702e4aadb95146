import { type Department, listDepartments } from '@backoffice/contract/modules/administration';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { ApiRequestError, errorMessage } from '../../../core/api';
import { formatInstant } from '../../../core/dates';
import { notify } from '../../../core/notifications';
import { useCanCall } from '../../../core/use-can';
import { useDebounced } from '../../../core/use-debounced';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ListTable } from '../../../ui/list-table';
import { PageHeader } from '../../../ui/page-header';
import { useDepartmentById, useDepartmentSearch } from '../api/find-departments';
import { useGrantDepartment } from '../api/grant-department';
import { useDnsDepartments } from '../api/list-departments';
import { useRevokeDepartment } from '../api/revoke-department';

type Picked = { id: number; name: string };

/** Browse departments by name (needs users:departments:read). */
function DepartmentSearch({
  granted,
  value,
  onChange,
  onUnavailable,
}: {
  granted: ReadonlySet<number>;
  value: Picked | null;
  onChange: (value: Picked | null) => void;
  onUnavailable: () => void;
}) {
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim());
  const { data, isFetching, error } = useDepartmentSearch(value && input === value.name ? '' : search);
  const forbidden = error instanceof ApiRequestError && error.status === 403;
  useEffect(() => {
    if (forbidden) onUnavailable();
  }, [forbidden, onUnavailable]);
  const options: Department[] = data?.items ?? [];
  return (
    <Autocomplete
      sx={{ flex: 1, minWidth: 240 }}
      options={options}
      value={(value as Department | null) ?? null}
      onChange={(_, next) => onChange(next ? { id: next.id, name: next.name } : null)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionDisabled={(option) => granted.has(option.id)}
      filterOptions={(x) => x}
      loading={isFetching}
      noOptionsText={search ? 'No department by that name' : 'No departments'}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1 }}>
          <Box sx={{ flex: 1 }}>{option.name}</Box>
          <Typography variant="caption" color="text.secondary">
            {granted.has(option.id) ? 'has access' : `${option.usersCount} user${option.usersCount === 1 ? '' : 's'}`}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Department"
          placeholder="Search departments"
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {isFetching ? <CircularProgress size={16} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}

/** Name a department by its id (any signed-in user may look a department up by id). */
function DepartmentById({ onChange }: { onChange: (value: Picked | null) => void }) {
  const [text, setText] = useState('');
  const typed = /^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : null;
  const id = useDebounced(typed);
  const { data, isFetching } = useDepartmentById(id);
  const found = id !== null && id === typed && data ? data : null;
  const foundId = found?.id;
  const foundName = found?.name;
  useEffect(() => {
    onChange(foundId !== undefined && foundName !== undefined ? { id: foundId, name: foundName } : null);
  }, [foundId, foundName, onChange]);
  const helper =
    typed === null
      ? text
        ? 'A department id is a number'
        : 'Ask an administrator for the id if you do not know it.'
      : isFetching || id !== typed
        ? 'Looking up…'
        : found
          ? `${found.name} · ${found.users.length} user${found.users.length === 1 ? '' : 's'}`
          : 'No department has this id';
  return (
    <TextField
      label="Department id"
      value={text}
      onChange={(event) => setText(event.target.value)}
      error={Boolean(text) && !isFetching && id === typed && !found}
      helperText={helper}
      sx={{ flex: 1, minWidth: 200 }}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}

function GrantForm({ granted }: { granted: ReadonlySet<number> }) {
  const canBrowse = useCanCall(listDepartments);
  const [browseFailed, setBrowseFailed] = useState(false);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const grant = useGrantDepartment();
  const browse = canBrowse && !browseFailed;
  const onUnavailable = useCallback(() => setBrowseFailed(true), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!picked) {
      setFailure('Choose a department first.');
      return;
    }
    setFailure(null);
    grant.mutate(
      { body: { id: picked.id } },
      {
        onSuccess: (access) => {
          notify({
            level: 'success',
            title: 'DNS access granted',
            body: `${access.name} can now work with DNS zones.`,
          });
          setPicked(null);
          setRound((r) => r + 1);
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate sx={{ p: 2, mb: 2 }}>
      <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
        Grant DNS access
      </Typography>
      {!browse ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          You cannot browse departments (that needs the users:departments:read permission). Enter the department’s id;
          its name is looked up before you grant access.
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        {browse ? (
          <DepartmentSearch
            key={round}
            granted={granted}
            value={picked}
            onChange={setPicked}
            onUnavailable={onUnavailable}
          />
        ) : (
          <DepartmentById key={round} onChange={setPicked} />
        )}
        <Button
          type="submit"
          variant="contained"
          loading={grant.isPending}
          disabled={!picked || granted.has(picked.id)}
          sx={{ mt: 0.25, height: 40 }}
        >
          {picked && !granted.has(picked.id) ? `Grant access to ${picked.name}` : 'Grant access'}
        </Button>
      </Box>
      {picked && granted.has(picked.id) ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {picked.name} already has DNS access.
        </Typography>
      ) : null}
      {failure ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      ) : null}
    </Paper>
  );
}

export default function DepartmentsPage() {
  const { data, error, isPending } = useDnsDepartments();
  const revoke = useRevokeDepartment();
  const [toRemove, setToRemove] = useState<{ departmentId: number; name: string } | null>(null);
  const granted = new Set((data ?? []).map((d) => d.departmentId));

  const confirmRemove = () => {
    if (!toRemove) return;
    const target = toRemove;
    revoke.mutate(
      { params: { id: target.departmentId } },
      {
        onSuccess: () =>
          notify({ level: 'success', title: 'DNS access removed', body: `${target.name} no longer sees DNS zones.` }),
        onError: (failure) => notify({ level: 'error', title: 'Access not removed', body: errorMessage(failure) }),
        onSettled: () => setToRemove(null),
      },
    );
  };

  return (
    <Box sx={{ maxWidth: 900 }}>
      <PageHeader
        title="DNS departments"
        subtitle="Users of these departments who hold the DNS permissions see and change zones; admin-only zones stay with administrators."
      />
      <GrantForm granted={granted} />
      <ListTable
        label="Departments with DNS access"
        columns={3}
        items={data}
        pending={isPending}
        skeletonRows={3}
        error={error}
        head={
          <>
            <TableCell>Department</TableCell>
            <TableCell>Granted</TableCell>
            <TableCell align="right" />
          </>
        }
        empty={{
          icon: <GroupsOutlined />,
          title: 'No department has DNS access',
          description: 'Until one is granted, only administrators see DNS zones.',
        }}
      >
        {(access) => (
          <TableRow key={access.departmentId} hover>
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {access.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                id {access.departmentId}
              </Typography>
            </TableCell>
            <TableCell sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
              {formatInstant(access.grantedAt)}
            </TableCell>
            <TableCell align="right">
              <Tooltip title="Remove DNS access">
                <Button
                  size="small"
                  color="error"
                  startIcon={<RemoveCircleOutline fontSize="small" />}
                  onClick={() => setToRemove(access)}
                  aria-label={`Remove DNS access of ${access.name}`}
                >
                  Remove
                </Button>
              </Tooltip>
            </TableCell>
          </TableRow>
        )}
      </ListTable>
      <ConfirmDialog
        open={toRemove !== null}
        title="Remove DNS access?"
        confirmLabel="Remove access"
        pending={revoke.isPending}
        onClose={() => setToRemove(null)}
        onConfirm={confirmRemove}
      >
        Users of <strong>{toRemove?.name}</strong> will no longer see or change any DNS zone. Zones are not changed.
      </ConfirmDialog>
    </Box>
  );
}
