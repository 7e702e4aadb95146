import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCan } from '../../../core/use-can';
import { ErrorAlert } from '../../../ui/error-alert';
import { PageHeader } from '../../../ui/page-header';
import { useAddAgent, useFreeUsers, usePositions, useTeams } from '../api/agents';
import { dossierPaths } from '../paths';

type Free = { id: number; name: string; username: string };

/** Add agent (spec §2 /dossiers/add): a user without a dossier, found by searching, with a position and a team. */
export default function AddAgentPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [user, setUser] = useState<Free | null>(null);
  const [positionId, setPositionId] = useState('');
  const [teamId, setTeamId] = useState('');
  const free = useFreeUsers({ query: { search: search || undefined } });
  const positions = usePositions();
  const teams = useTeams(undefined, { enabled: useCan('dossier:team:read') });
  const add = useAddAgent();
  const submit = () => {
    if (!user || !positionId) return;
    add.mutate(
      { body: { userId: user.id, positionId: Number(positionId), ...(teamId ? { teamId: Number(teamId) } : {}) } },
      { onSuccess: (created) => navigate(dossierPaths.agent(created.userId)) },
    );
  };
  return (
    <>
      <PageHeader title="Add agent" back={{ to: dossierPaths.agents(), label: 'Agent profiles' }} />
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }}>
        {add.error ? <ErrorAlert error={add.error} /> : null}
        <Stack spacing={2}>
          <Autocomplete
            options={free.data ?? []}
            value={user}
            onChange={(_, value) => setUser(value)}
            onInputChange={(_, value) => setSearch(value)}
            filterOptions={(options) => options}
            getOptionLabel={(u) => `${u.name} (${u.username})`}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={free.isFetching}
            renderInput={(params) => <TextField {...params} label="User" required />}
          />
          <TextField
            select
            label="Position"
            required
            value={positionId}
            onChange={(e) => setPositionId(e.target.value)}
          >
            {(positions.data ?? []).map((p) => (
              <MenuItem key={p.id} value={String(p.id)}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
          {teams.data ? (
            <TextField select label="Team" value={teamId} onChange={(e) => setTeamId(e.target.value)}>
              <MenuItem value="">No team</MenuItem>
              {teams.data.map((t) => (
                <MenuItem key={t.id} value={String(t.id)}>
                  {t.name}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={submit} disabled={!user || !positionId || add.isPending}>
              Add agent
            </Button>
            <Button onClick={() => navigate(dossierPaths.agents())}>Cancel</Button>
          </Stack>
        </Stack>
      </Paper>
    </>
  );
}
