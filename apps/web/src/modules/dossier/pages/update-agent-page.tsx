// /dossiers/{userId}/update: the agent's position and team, each from today (the current period ends
// yesterday, so the history keeps it). Two calls (PATCH the agent, POST a membership), one form: the
// contract's updateAgentBody with the team beside it, each message on its field.
import { type AgentDossier, membershipBody, updateAgentBody } from '@backoffice/contract/modules/dossier';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useNavigate, useParams } from 'react-router';
import { useCan } from '../../../core/use-can';
import { FormPage } from '../../../ui/form-page';
import { FormRoute } from '../../../ui/form-route';
import { FormSection } from '../../../ui/form-section';
import { FormNumberField } from '../../../ui/form-text-field';
import { useRecordForm } from '../../../ui/record-form';
import { agentQuery, useCreateMembership, usePositions, useTeams, useUpdateAgent } from '../api/agents';
import { dossierPaths } from '../paths';

const agentChanges = updateAgentBody.extend({ teamId: membershipBody.shape.teamId.optional() });

interface AgentValues {
  positionId: number | null;
  teamId: number | null;
}

export default function UpdateAgentPage() {
  const userId = Number(useParams().userId);
  const back = { to: dossierPaths.agent(userId), label: 'Agent profile' };
  return (
    <FormRoute id={String(userId)} back={back} noSuch="There is no such agent." query={agentQuery} sections={1}>
      {(agent) => (agent ? <UpdateAgentForm key={agent.userId} agent={agent} /> : null)}
    </FormRoute>
  );
}

function UpdateAgentForm({ agent }: { agent: AgentDossier }) {
  const navigate = useNavigate();
  const positions = usePositions();
  const teams = useTeams(undefined, { enabled: useCan('dossier:team:read') });
  const update = useUpdateAgent();
  const move = useCreateMembership();
  const done = () => navigate(dossierPaths.agent(agent.userId));
  const { form, onSubmit, formError, pending } = useRecordForm<AgentValues>({
    schema: agentChanges,
    prepare: ({ positionId, teamId }) => ({ positionId, teamId: teamId ?? undefined }),
    defaultValues: { positionId: agent.position?.id ?? null, teamId: agent.team?.id ?? null },
    submit: async ({ positionId, teamId }) => {
      if (positionId !== null && positionId !== agent.position?.id) {
        await update.mutateAsync({ params: { id: agent.userId }, body: { positionId } });
      }
      if (teamId !== null && teamId !== agent.team?.id) {
        await move.mutateAsync({ body: { userId: agent.userId, teamId } });
      }
    },
    onSaved: done,
  });
  return (
    <FormPage
      title={`Update ${agent.name}`}
      subtitle="A change starts today; the profile keeps the earlier position and team."
      back={{ to: dossierPaths.agent(agent.userId), label: 'Agent profile' }}
      onSubmit={onSubmit}
      error={formError}
      pending={pending}
      width={640}
    >
      <FormSection title="Position and team">
        <Stack spacing={2}>
          <FormNumberField control={form.control} name="positionId" select label="Position" required>
            {(positions.data ?? []).map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </FormNumberField>
          {teams.data ? (
            <FormNumberField control={form.control} name="teamId" select label="Team">
              {teams.data.map((t) => (
                <MenuItem key={t.id} value={t.id}>
                  {t.name}
                </MenuItem>
              ))}
            </FormNumberField>
          ) : null}
        </Stack>
      </FormSection>
    </FormPage>
  );
}
