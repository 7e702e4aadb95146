import { listDepartments } from '@backoffice/contract/modules/administration';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../core/api';
import { DepartmentPicker } from '../../../core/lookups/pickers';
import { notify } from '../../../core/notifications';
import { useCanCall } from '../../../core/use-can';
import { useGrantDepartment } from '../api/grant-department';
import { DepartmentById, type Picked } from './department-by-id';

/**
 * Grants a department DNS access: picked by name from a search, or, for someone who may not browse
 * departments, typed by id and named by a look-up before the grant.
 */
export function GrantDepartmentForm({ granted }: { granted: ReadonlySet<number> }) {
  const browse = useCanCall(listDepartments);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const grant = useGrantDepartment();

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
          <DepartmentPicker
            key={round}
            label="Department"
            size="medium"
            width="auto"
            value={picked?.id ?? null}
            fallbackLabel={picked?.name}
            refuse={(department) => (granted.has(department.id) ? 'has access' : null)}
            onChange={(id, option) => setPicked(id === null || !option ? null : { id, name: option.label })}
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
