import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../ui/error-alert';
import { PageHeader } from '../../../ui/page-header';
import { useAgent, useCreateMembership, usePositions, useTeams, useUpdateAgent } from '../api/agents';
import { dossierPaths } from '../paths';

/**
 * Update agent (spec §2 /dossiers/{userId}/update): the position and the team, each from today (the
 * current period ends yesterday, so the history keeps it).
 */
export default function UpdateAgentPage() {
  const userId = Number(useParams().userId);
  const navigate = useNavigate();
  const agent = useAgent({ params: { id: userId } });
  const positions = usePositions();
  const teams = useTeams();
  const [positionId, setPositionId] = useState<string | null>(null);
  const [teamId, setTeamId] = useState<string | null>(null);
  const update = useUpdateAgent();
  const move = useCreateMembership();
  const position = positionId ?? (agent.data?.position ? String(agent.data.position.id) : '');
  const team = teamId ?? (agent.data?.team ? String(agent.data.team.id) : '');
  const save = async () => {
    if (position && Number(position) !== agent.data?.position?.id) {
      await update.mutateAsync({ params: { id: userId }, body: { positionId: Number(position) } });
    }
    if (team && Number(team) !== agent.data?.team?.id) {
      await move.mutateAsync({ body: { userId, teamId: Number(team) } });
    }
    navigate(dossierPaths.agent(userId));
  };
  return (
    <>
      <PageHeader
        title={agent.data ? `Update ${agent.data.name}` : 'Update agent'}
        back={{ to: dossierPaths.agent(userId), label: 'Agent profile' }}
      />
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }}>
        {agent.error ? <ErrorAlert error={agent.error} /> : null}
        {update.error || move.error ? <ErrorAlert error={update.error ?? move.error} /> : null}
        <Stack spacing={2}>
          <TextField select label="Position" value={position} onChange={(e) => setPositionId(e.target.value)}>
            {(positions.data ?? []).map((p) => (
              <MenuItem key={p.id} value={String(p.id)}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label="Team" value={team} onChange={(e) => setTeamId(e.target.value)}>
            {(teams.data ?? []).map((t) => (
              <MenuItem key={t.id} value={String(t.id)}>
                {t.name}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              onClick={() => void save().catch(() => undefined)}
              disabled={!agent.data || update.isPending || move.isPending}
            >
              Save
            </Button>
            <Button onClick={() => navigate(dossierPaths.agent(userId))}>Cancel</Button>
          </Stack>
        </Stack>
      </Paper>
    </>
  );
}
