// The title field and the pickers of a report's lookups (priority, status, component, department, folder) and
// its assignee, for the create and edit forms. The assignee is picked from the users list, for those who may read it.

import { type ReportKind, TITLE_MAX } from '@backoffice/contract/modules/bug-report';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { PersonPicker } from '../../../core/lookups/pickers';
import { FormNumberField, FormTextField } from '../../../ui/form-text-field';
import { lookupsApi } from '../api/lookups';
import type { ReportFormValues } from '../lib/report-form';

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

type Name = 'priorityId' | 'componentId' | 'departmentId' | 'folderId';

function LookupSelect({
  control,
  name,
  label,
  items,
  none,
}: {
  control: Control<ReportFormValues>;
  name: Name;
  label: string;
  items: readonly { id: number; name: string }[] | undefined;
  none: string;
}) {
  return (
    <FormNumberField control={control} name={name} select label={label} fullWidth>
      <MenuItem value="">
        <em>{none}</em>
      </MenuItem>
      {(items ?? []).map((item) => (
        <MenuItem key={item.id} value={item.id}>
          {item.name}
        </MenuItem>
      ))}
    </FormNumberField>
  );
}

export function ReportLookupFields({ kind, control }: { kind: ReportKind; control: Control<ReportFormValues> }) {
  const api = lookupsApi[kind];
  const priorities = api.priorities.use();
  const components = api.components.use();
  const departments = api.departments.use();
  const folders = api.folders.use({ query: { take: 100 } });
  return (
    <Box sx={twoColumns}>
      <LookupSelect control={control} name="priorityId" label="Priority" items={priorities.data} none="Default" />
      <LookupSelect control={control} name="componentId" label="Component" items={components.data} none="None" />
      <LookupSelect control={control} name="departmentId" label="Department" items={departments.data} none="None" />
      <LookupSelect control={control} name="folderId" label="Folder" items={folders.data?.items} none="None" />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Controller
          control={control}
          name="assigneeId"
          render={({ field, fieldState }) => (
            <PersonPicker
              label="Assignee"
              value={field.value}
              onChange={(id) => field.onChange(id)}
              noneLabel="Nobody yet"
              error={fieldState.error?.message}
              helperText="They start watching it, and hear of comments and status changes."
              width="100%"
            />
          )}
        />
      </Box>
    </Box>
  );
}

/** A report's title, as filed and as edited: focused first, capped where the contract caps it. */
export function ReportTitleField<V extends FieldValues & { title: string }>({ control }: { control: Control<V> }) {
  return (
    <FormTextField
      control={control}
      name={'title' as Path<V>}
      label="Title"
      required
      autoFocus
      fullWidth
      slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
    />
  );
}
