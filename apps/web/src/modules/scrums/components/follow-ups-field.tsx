// The audit's follow-ups, edited in place (react-hook-form's field array): what, who owns it, by when, and
// whether it is done. A saved follow-up keeps its id; a new owner is told when the audit is saved.
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, type UseFormReturn, useFieldArray, useFormState } from 'react-hook-form';
import { PersonPicker } from '../../../core/lookups/pickers';
import { FormDateField } from '../../../ui/form-date-field';
import { FormTextField } from '../../../ui/form-text-field';
import { type AuditFormValues, emptyFollowUp } from '../lib/audit-form';

/** On a phone the text, owner and due day take the row; Done and the remove button share the last. */
const full = { gridColumn: { xs: '1 / -1', md: 'auto' }, minWidth: 0 } as const;

export function FollowUpsField({ form }: { form: UseFormReturn<AuditFormValues> }) {
  const { control } = form;
  const rows = useFieldArray({ control, name: 'followUps', keyName: 'key' });
  const developerId = form.watch('developerId');
  const { errors } = useFormState({ control, name: 'followUps' });
  const listError = errors.followUps?.message ?? errors.followUps?.root?.message;
  return (
    <Stack spacing={2}>
      {rows.fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No follow-ups yet.
        </Typography>
      ) : null}
      {rows.fields.map((row, i) => (
        <Box
          key={row.key}
          role="group"
          aria-label={`Follow-up ${i + 1}`}
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: 'minmax(0, 1fr) 200px 190px auto auto' },
            alignItems: 'start',
            pb: 2,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box sx={full}>
            <FormTextField
              control={control}
              name={`followUps.${i}.text`}
              label="Follow-up"
              required
              multiline
              minRows={1}
              fullWidth
            />
          </Box>
          <Box sx={full}>
            <Controller
              name={`followUps.${i}.ownerId`}
              control={control}
              render={({ field, fieldState }) => (
                <PersonPicker
                  label="Owner"
                  name={`followUps.${i}.ownerId`}
                  required
                  value={field.value}
                  onChange={(id) => field.onChange(id)}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Box>
          <Box sx={full}>
            <FormDateField control={control} name={`followUps.${i}.dueDate`} label="Due" />
          </Box>
          <Controller
            name={`followUps.${i}.done`}
            control={control}
            render={({ field }) => (
              <FormControlLabel
                label="Done"
                sx={{ mt: 1 }}
                control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              />
            )}
          />
          <IconButton
            aria-label={`Remove follow-up ${i + 1}`}
            onClick={() => rows.remove(i)}
            sx={{ justifySelf: 'end' }}
          >
            <DeleteOutlined />
          </IconButton>
        </Box>
      ))}
      {listError ? <FormHelperText error>{listError}</FormHelperText> : null}
      <Box>
        <Button startIcon={<AddOutlined />} onClick={() => rows.append(emptyFollowUp(developerId))}>
          Add follow-up
        </Button>
      </Box>
    </Stack>
  );
}
