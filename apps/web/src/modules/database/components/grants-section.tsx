import type { DatabaseGrant } from '@backoffice/contract/modules/database';
import { DATABASE_PRIVILEGES, PRIVILEGE_GRANTS, PRIVILEGE_LABELS } from '@backoffice/contract/rules/database';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Controller, type UseFormReturn, useFieldArray, useFormState } from 'react-hook-form';
import { fieldMessage } from '../../../ui/form-errors';
import { FormSection } from '../../../ui/form-section';
import { useDatabases } from '../api/databases';
import type { UserFormValues } from '../lib/user-form';

interface Props {
  form: UseFormReturn<UserFormValues>;
  /** The user's grants as loaded (edit): those on databases the editor does not manage are shown, locked. */
  loaded?: readonly DatabaseGrant[];
}

/** Privileges per database: one row each, the database picked from those the editor manages. */
export function GrantsSection({ form, loaded = [] }: Props) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'grants' });
  const { errors } = useFormState({ control: form.control, name: 'grants' });
  const databases = useDatabases({ query: { take: 100 } });
  const options = databases.data?.items ?? [];
  const rows = form.watch('grants');
  const message = fieldMessage(errors, 'grants');
  const locked = (databaseId: number | null) => loaded.some((g) => g.databaseId === databaseId && !g.manageable);

  return (
    <FormSection
      title="Privileges"
      description={
        <>
          Per database: <strong>read only</strong> ({PRIVILEGE_GRANTS.read.join(', ')}), <strong>read and write</strong>{' '}
          (adds rows, temporary tables, locks, routines), or <strong>all</strong> (tables and structure too; never GRANT
          OPTION).
        </>
      }
    >
      {message ? (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {message}
        </Alert>
      ) : null}
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          No privileges yet: the user can sign in but reaches no database.
        </Typography>
      ) : null}
      {fields.map((field, index) => {
        const isLocked = locked(rows[index]?.databaseId ?? null);
        const lockedName = loaded.find((g) => g.databaseId === rows[index]?.databaseId)?.databaseName;
        const taken = new Set(rows.map((r, i) => (i === index ? null : r.databaseId)));
        return (
          <Box
            key={field.id}
            data-testid="grant-row"
            sx={{
              display: 'grid',
              gap: 1,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(0, 1fr) 200px auto' },
              mb: 1.5,
            }}
          >
            <Controller
              control={form.control}
              name={`grants.${index}.databaseId`}
              render={({ field: { ref, value, onChange } }) => (
                <TextField
                  select
                  size="small"
                  label="Database"
                  inputRef={ref}
                  value={value ?? ''}
                  disabled={isLocked}
                  onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
                  helperText={isLocked ? 'Another department’s database: kept as it is' : undefined}
                >
                  {isLocked ? <MenuItem value={value ?? ''}>{lockedName}</MenuItem> : null}
                  {options
                    .filter((d) => !taken.has(d.id))
                    .map((d) => (
                      <MenuItem key={d.id} value={d.id} sx={{ fontFamily: 'monospace' }}>
                        {d.name}
                      </MenuItem>
                    ))}
                </TextField>
              )}
            />
            <Controller
              control={form.control}
              name={`grants.${index}.privilege`}
              render={({ field: { ref, value, onChange } }) => (
                <TextField
                  select
                  size="small"
                  label="Privilege"
                  inputRef={ref}
                  value={value}
                  disabled={isLocked}
                  onChange={(e) => onChange(e.target.value)}
                  sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}
                >
                  {DATABASE_PRIVILEGES.map((p) => (
                    <MenuItem key={p} value={p}>
                      {PRIVILEGE_LABELS[p]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Tooltip title={isLocked ? 'Only its own department takes this away' : 'Remove this database'}>
              <span>
                <IconButton
                  aria-label={`Remove privileges row ${index + 1}`}
                  disabled={isLocked}
                  onClick={() => remove(index)}
                >
                  <DeleteOutline />
                </IconButton>
              </span>
            </Tooltip>
          </Box>
        );
      })}
      <Button
        startIcon={<AddOutlined />}
        onClick={() => append({ databaseId: null, privilege: 'read' })}
        disabled={fields.length >= options.length + loaded.filter((g) => !g.manageable).length}
      >
        Add database
      </Button>
      {databases.data && options.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          There is no database you manage yet.
        </Typography>
      ) : null}
    </FormSection>
  );
}
