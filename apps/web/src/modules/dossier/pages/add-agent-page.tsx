// /dossiers/add: open a dossier for a user who has none yet (found by searching), with a position and,
// for those who may read teams, a team — through the contract's addAgentBody.
import { type AgentDossier, addAgentBody } from '@backoffice/contract/modules/dossier';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useCan } from '../../../core/use-can';
import { useDebounced } from '../../../core/use-debounced';
import { FormPage } from '../../../ui/form-page';
import { FormSection } from '../../../ui/form-section';
import { FormNumberField } from '../../../ui/form-text-field';
import { useRecordForm } from '../../../ui/record-form';
import { useAddAgent, useFreeUsers, usePositions, useTeams } from '../api/agents';
import { dossierPaths } from '../paths';

type Free = { id: number; name: string; username: string };

interface AddAgentValues {
  userId: number | null;
  positionId: number | null;
  teamId: number | null;
}

export default function AddAgentPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  // The chosen user as the picker shows it; the form keeps the id.
  const [chosen, setChosen] = useState<Free | null>(null);
  const free = useFreeUsers({ query: { search: useDebounced(search, 250) || undefined } });
  const positions = usePositions();
  const teams = useTeams(undefined, { enabled: useCan('dossier:team:read') });
  const add = useAddAgent();
  const { form, onSubmit, formError, pending } = useRecordForm<AddAgentValues, AgentDossier>({
    schema: addAgentBody,
    prepare: (values) => ({ ...values, teamId: values.teamId ?? undefined }),
    defaultValues: { userId: null, positionId: null, teamId: null },
    submit: ({ userId, positionId, teamId }) =>
      add.mutateAsync({
        body: { userId: userId as number, positionId: positionId as number, ...(teamId ? { teamId } : {}) },
      }),
    onSaved: (created) => navigate(dossierPaths.agent(created.userId)),
  });
  return (
    <FormPage
      title="Add agent"
      subtitle="Open a dossier for someone who has none yet."
      back={{ to: dossierPaths.agents(), label: 'Agent profiles' }}
      onSubmit={onSubmit}
      error={formError}
      pending={pending}
      submitLabel="Add agent"
      width={640}
    >
      <FormSection title="Agent" description="Their position and team start today.">
        <Stack spacing={2}>
          <Controller
            name="userId"
            control={form.control}
            render={({ field, fieldState }) => (
              <Autocomplete
                options={free.data ?? []}
                value={chosen}
                onChange={(_, value) => {
                  setChosen(value);
                  field.onChange(value?.id ?? null);
                }}
                onInputChange={(_, value) => setSearch(value)}
                filterOptions={(options) => options}
                getOptionLabel={(u) => `${u.name} (${u.username})`}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                loading={free.isFetching}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    inputRef={field.ref}
                    label="User"
                    required
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ?? 'People who have no dossier yet'}
                  />
                )}
              />
            )}
          />
          <FormNumberField control={form.control} name="positionId" select label="Position" required>
            {(positions.data ?? []).map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </FormNumberField>
          {teams.data ? (
            <FormNumberField control={form.control} name="teamId" select label="Team" helperText="Optional">
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
