// The audit's findings, edited in place (react-hook-form's field array): component, severity and text per
// row, added and removed. A saved finding keeps its id, so the server changes it rather than adding one.
import { type DevComponent, findingSeverities, SEVERITY_LABELS } from '@backoffice/contract/modules/scrums';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type UseFormReturn, useFieldArray, useFormState } from 'react-hook-form';
import { FormNumberField, FormTextField } from '../../../ui/form-text-field';
import { type AuditFormValues, emptyFinding } from '../lib/audit-form';

type ComponentOption = Pick<DevComponent, 'id' | 'name' | 'status'>;

export function FindingsField({
  form,
  options,
}: {
  form: UseFormReturn<AuditFormValues>;
  options: readonly ComponentOption[];
}) {
  const { control } = form;
  // `key`: the rows' own `id` is the finding's, which react-hook-form would otherwise overwrite.
  const rows = useFieldArray({ control, name: 'findings', keyName: 'key' });
  const covered = form.watch('componentIds');
  const chosen = options.filter((o) => covered.includes(o.id));
  const { errors } = useFormState({ control, name: 'findings' });
  const listError = errors.findings?.message ?? errors.findings?.root?.message;
  return (
    <Stack spacing={2}>
      {rows.fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No findings yet.
        </Typography>
      ) : null}
      {rows.fields.map((row, i) => (
        <Box
          key={row.key}
          role="group"
          aria-label={`Finding ${i + 1}`}
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr) auto', md: '200px 140px 1fr auto' },
            alignItems: 'start',
            pb: 2,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <FormNumberField control={control} name={`findings.${i}.componentId`} select label="Component" required>
            {chosen.length ? (
              chosen.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))
            ) : (
              <MenuItem disabled value="">
                Choose the audit's components first
              </MenuItem>
            )}
          </FormNumberField>
          <FormTextField control={control} name={`findings.${i}.severity`} select label="Severity">
            {findingSeverities.map((s) => (
              <MenuItem key={s} value={s}>
                {SEVERITY_LABELS[s]}
              </MenuItem>
            ))}
          </FormTextField>
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <FormTextField
              control={control}
              name={`findings.${i}.text`}
              label="Finding"
              required
              multiline
              minRows={1}
              fullWidth
            />
          </Box>
          <IconButton
            aria-label={`Remove finding ${i + 1}`}
            onClick={() => rows.remove(i)}
            sx={{ gridColumn: { xs: 3, md: 'auto' }, gridRow: { xs: 1, md: 'auto' } }}
          >
            <DeleteOutlined />
          </IconButton>
        </Box>
      ))}
      {listError ? <FormHelperText error>{listError}</FormHelperText> : null}
      <Box>
        <Button
          startIcon={<AddOutlined />}
          onClick={() => rows.append(emptyFinding(chosen.length === 1 ? chosen[0]!.id : null))}
        >
          Add finding
        </Button>
      </Box>
    </Stack>
  );
}
