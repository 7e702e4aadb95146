import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { UserPicker } from '../../../core/lookups/pickers';
import { ErrorAlert } from '../../../ui/error-alert';
import { PageHeader } from '../../../ui/page-header';
import { useCreateTeam } from '../api/agents';
import { fieldErrorOf } from '../lib/field-error';
import { dossierPaths } from '../paths';

/** Create team (spec §2 /dossiers/teams/create): its name and its manager (an administrator or a holder of dossier:feedback:create). */
export default function NewTeamPage() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [managerId, setManagerId] = useState<number | null>(null);
  const create = useCreateTeam();
  return (
    <>
      <PageHeader title="Create team" back={{ to: dossierPaths.teams(), label: 'All teams' }} />
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }}>
        {create.error ? <ErrorAlert error={create.error} /> : null}
        <Stack spacing={2}>
          <TextField
            label="Name"
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={Boolean(fieldErrorOf(create.error, 'body.name'))}
            helperText={fieldErrorOf(create.error, 'body.name')}
          />
          <UserPicker
            label="Manager"
            value={managerId}
            onChange={(id) => setManagerId(id)}
            error={fieldErrorOf(create.error, 'body.managerId')}
            helperText="An administrator, or someone who may give dossier feedback"
          />
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              disabled={!name.trim() || managerId === null || create.isPending}
              onClick={() =>
                managerId !== null &&
                create.mutate(
                  { body: { name: name.trim(), managerId } },
                  { onSuccess: () => navigate(dossierPaths.teams()) },
                )
              }
            >
              Create team
            </Button>
            <Button onClick={() => navigate(dossierPaths.teams())}>Cancel</Button>
          </Stack>
        </Stack>
      </Paper>
    </>
  );
}
