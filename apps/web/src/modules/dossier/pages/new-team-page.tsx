// /dossiers/teams/create: a team's name and its manager (an administrator or a holder of
// dossier:feedback:create), through the contract's teamBody.
import { type Team, teamBody } from '@backoffice/contract/modules/dossier';
import Stack from '@mui/material/Stack';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { UserPicker } from '../../../core/lookups/pickers';
import { FormPage } from '../../../ui/form-page';
import { FormSection } from '../../../ui/form-section';
import { FormTextField } from '../../../ui/form-text-field';
import { useRecordForm } from '../../../ui/record-form';
import { useCreateTeam } from '../api/agents';
import { dossierPaths } from '../paths';

interface TeamFormValues {
  name: string;
  managerId: number | null;
}

export default function NewTeamPage() {
  const navigate = useNavigate();
  const create = useCreateTeam();
  const back = { to: dossierPaths.teams(), label: 'All teams' };
  const { form, onSubmit, formError, pending } = useRecordForm<TeamFormValues, Team>({
    schema: teamBody,
    defaultValues: { name: '', managerId: null },
    submit: (values) =>
      create.mutateAsync({ body: { name: values.name.trim(), managerId: values.managerId as number } }),
    onSaved: () => navigate(dossierPaths.teams()),
  });
  return (
    <FormPage
      title="Create team"
      back={back}
      onSubmit={onSubmit}
      error={formError}
      pending={pending}
      submitLabel="Create team"
      width={640}
    >
      <FormSection title="Team" description="Its manager keeps the dossiers of the team's agents.">
        <Stack spacing={2}>
          <FormTextField control={form.control} name="name" label="Name" required fullWidth />
          <Controller
            name="managerId"
            control={form.control}
            render={({ field, fieldState }) => (
              <UserPicker
                label="Manager"
                required
                value={field.value}
                onChange={(id) => field.onChange(id)}
                error={fieldState.error?.message}
                helperText="An administrator, or someone who may give dossier feedback"
              />
            )}
          />
        </Stack>
      </FormSection>
    </FormPage>
  );
}
