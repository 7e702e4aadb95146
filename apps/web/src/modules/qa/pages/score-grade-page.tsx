import { updateScoreGrade } from '@backoffice/contract/modules/qa';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { notify } from '../../../core/notifications';
import { useCanCall } from '../../../core/use-can';
import { ColorField } from '../../../ui/color-field';
import { ErrorAlert } from '../../../ui/error-alert';
import { FormPage } from '../../../ui/form-page';
import { FormSection } from '../../../ui/form-section';
import { useServerErrors } from '../../../ui/use-server-errors';
import { useCreateScoreGrade } from '../api/create-score-grade';
import { useScoreGrade } from '../api/get-score-grade';
import { useUpdateScoreGrade } from '../api/update-score-grade';
import { qaPaths } from '../paths';

const FIELDS = ['name', 'value', 'color', 'shortcut'] as const;
const empty = { name: '', value: 75, color: '#1565c0', shortcut: null as number | null };

/** A grade (the spec's grade screen; `new` makes one). */
export default function ScoreGradePage() {
  const param = useParams().scoreGradeId;
  const id = param === 'new' ? null : Number(param);
  const navigate = useNavigate();
  const grade = useScoreGrade({ params: { id: id ?? 0 } }, { enabled: id !== null });
  const create = useCreateScoreGrade();
  const update = useUpdateScoreGrade();
  const canEdit = useCanCall(updateScoreGrade);
  const server = useServerErrors(FIELDS);
  const [values, setValues] = useState<typeof empty | null>(id === null ? empty : null);
  useEffect(() => {
    if (grade.data && values === null) setValues(grade.data);
  }, [grade.data, values]);
  if (!values) {
    return (
      <>
        <ErrorAlert error={grade.error} />
        {grade.isPending ? <Skeleton variant="rounded" height={240} sx={{ maxWidth: 920 }} /> : null}
      </>
    );
  }
  const set = (patch: Partial<typeof empty>) => setValues({ ...values, ...patch });
  const err = (f: (typeof FIELDS)[number]) => server.errors[f]?.join('; ');
  const body = { name: values.name, value: values.value, color: values.color, shortcut: values.shortcut };
  return (
    <FormPage
      title={id === null ? 'New grade' : values.name || 'Grade'}
      back={{ to: qaPaths.scores(), label: 'Scores' }}
      error={server.general}
      pending={create.isPending || update.isPending}
      submitLabel={id === null ? 'Add grade' : canEdit ? 'Save' : null}
      onSubmit={(e) => {
        e.preventDefault();
        server.clear();
        const done = {
          onSuccess: () => {
            notify({ level: 'success', title: 'Grade saved' });
            navigate(qaPaths.scores());
          },
          onError: server.show,
        };
        if (id === null) create.mutate({ body }, done);
        else update.mutate({ params: { id }, body }, done);
      }}
    >
      <FormSection title="Grade" description="A value 0–100 a criterion can be given; below 50 it fails the criterion.">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 120px 120px 120px' } }}>
          <TextField
            label="Name"
            required
            autoFocus
            value={values.name}
            onChange={(e) => set({ name: e.target.value })}
            error={Boolean(err('name'))}
            helperText={err('name')}
          />
          <TextField
            label="Value"
            type="number"
            value={values.value}
            onChange={(e) => set({ value: Number(e.target.value) })}
            error={Boolean(err('value'))}
            helperText={err('value')}
            slotProps={{ htmlInput: { min: 0, max: 100 } }}
          />
          <TextField
            select
            label="Key"
            value={values.shortcut ?? ''}
            onChange={(e) => set({ shortcut: e.target.value === '' ? null : Number(e.target.value) })}
            error={Boolean(err('shortcut'))}
            helperText={err('shortcut')}
          >
            <MenuItem value="">None</MenuItem>
            {[1, 2, 3, 4, 5, 6, 7, 8, 9].map((k) => (
              <MenuItem key={k} value={k}>
                {k}
              </MenuItem>
            ))}
          </TextField>
          <ColorField value={values.color} onChange={(color) => set({ color })} />
        </Box>
      </FormSection>
    </FormPage>
  );
}
