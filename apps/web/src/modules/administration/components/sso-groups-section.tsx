// The role page's "Single sign-on groups" (issue 32, docs/auth.md "Groups → roles"): the identity
// provider's groups whose members get this role when they sign in with it. Saved on its own, apart
// from the role form; the server refuses a role beyond the caller's own scopes.
import { getRoleSsoGroups, setRoleSsoGroups } from '@backoffice/contract/modules/auth';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../core/api';
import { endpointMutation, endpointQuery } from '../../../core/endpoint-query';
import { FormSection } from '../../../ui/form-section';
import { type Outcome, OutcomeAlert } from '../../../ui/outcome-alert';

const groupsQuery = endpointQuery(getRoleSsoGroups);
const useSetGroups = endpointMutation(setRoleSsoGroups, { invalidates: [getRoleSsoGroups] });

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function RoleSsoGroupsSection({ roleId, readOnly }: { roleId: number; readOnly: boolean }) {
  const current = groupsQuery.use({ params: { id: roleId } });
  const save = useSetGroups();
  const saved = (current.data?.groups ?? []).map((g) => g.group).join('\n');
  const [text, setText] = useState(saved);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => setText(saved), [saved]);
  const writers = [...new Set((current.data?.groups ?? []).map((g) => g.writtenBy).filter(Boolean))];
  return (
    <FormSection
      title="Single sign-on groups"
      description="Members of these groups at the identity provider get this role when they sign in with it."
    >
      <Box>
        <OutcomeAlert outcome={outcome} sx={{ mb: 1 }} onClose={() => setOutcome(null)} />
        <TextField
          label="Groups"
          helperText={
            writers.length
              ? `One group per line. Set by ${writers.join(', ')}.`
              : 'One group per line, as the identity provider names them.'
          }
          multiline
          minRows={2}
          fullWidth
          value={text}
          disabled={readOnly || current.isPending}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'role-sso-groups' } }}
        />
        {readOnly ? null : (
          <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
            <Button
              size="small"
              variant="outlined"
              loading={save.isPending}
              disabled={text === saved}
              sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
              onClick={() => {
                setOutcome(null);
                save.mutate(
                  { params: { id: roleId }, body: { groups: linesOf(text) } },
                  {
                    onSuccess: () => setOutcome({ severity: 'success', text: 'Groups saved' }),
                    onError: (error) => setOutcome({ severity: 'error', text: errorMessage(error) }),
                  },
                );
              }}
            >
              Save groups
            </Button>
            <Typography variant="caption" color="text.secondary">
              Several matching groups: the one saved first gives its role.
            </Typography>
          </Box>
        )}
      </Box>
    </FormSection>
  );
}
