import { type EmployeeLeave, employeeLeaveBody } from '@backoffice/contract/modules/leave';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Control, useFormState } from 'react-hook-form';
import { notify } from '../../../core/notifications';
import { FormNumberField } from '../../../ui/form-text-field';
import { useRecordForm } from '../../../ui/record-form';
import { useUpdateEmployee } from '../api/update-employee';

/** Per type with an allowance: the person's own (null: the type's) and the days carried over (null: none). */
interface AllowanceValues {
  types: { typeId: number; allowance: number | null; carriedOver: number | null }[];
}

/** The allowances of a year, per type with one: the person's own (empty: the type's) and days carried over. */
export function AllowancesForm({ employee }: { employee: EmployeeLeave }) {
  const save = useUpdateEmployee();
  const deducting = employee.balances.filter((b) => b.deducts);
  const body = (v: AllowanceValues) => ({
    year: employee.year,
    types: v.types.map((t) => ({ typeId: t.typeId, allowance: t.allowance, carriedOver: t.carriedOver ?? 0 })),
  });
  const { form, onSubmit, formError, pending } = useRecordForm<AllowanceValues, EmployeeLeave>({
    schema: employeeLeaveBody,
    prepare: body,
    defaultValues: {
      types: deducting.map((b) => ({
        typeId: b.typeId,
        allowance: b.ownAllowance ? b.allowance : null,
        carriedOver: b.carriedOver,
      })),
    },
    fields: ['types'],
    submit: (values) => save.mutateAsync({ params: { id: employee.userId }, body: body(values) }),
    onSaved: () => notify({ level: 'success', title: 'Allowances saved' }),
  });
  const { errors } = useFormState({ control: form.control });
  return (
    <Paper variant="outlined" component="form" noValidate sx={{ p: 2.5 }} onSubmit={onSubmit}>
      <Typography variant="subtitle2" component="h2">
        Allowances in {employee.year}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Empty: the type’s allowance. Half days allowed.
      </Typography>
      {formError || errors.types?.message ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="form-error">
          {formError ?? errors.types?.message}
        </Alert>
      ) : null}
      <Stack spacing={1.5}>
        {deducting.map((b, index) => (
          <Box
            key={b.typeId}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '160px 180px 180px' },
              gap: 2,
              alignItems: 'center',
            }}
          >
            <Typography variant="body2">{b.name}</Typography>
            <DaysField
              control={form.control}
              name={`types.${index}.allowance`}
              label="Days a year"
              placeholder={String(b.allowance)}
            />
            <DaysField control={form.control} name={`types.${index}.carriedOver`} label="Carried over" />
          </Box>
        ))}
      </Stack>
      <Box sx={{ mt: 2, textAlign: 'right' }}>
        <Button type="submit" variant="contained" loading={pending}>
          Save allowances
        </Button>
      </Box>
    </Paper>
  );
}

function DaysField({
  control,
  name,
  label,
  placeholder,
}: {
  control: Control<AllowanceValues>;
  name: `types.${number}.allowance` | `types.${number}.carriedOver`;
  label: string;
  placeholder?: string;
}) {
  return (
    <FormNumberField
      control={control}
      name={name}
      size="small"
      label={label}
      placeholder={placeholder}
      slotProps={{ htmlInput: { min: 0, max: 366, step: 0.5 } }}
    />
  );
}
