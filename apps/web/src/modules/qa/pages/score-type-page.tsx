import { updateScoreType } from '@backoffice/contract/modules/qa';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { notify } from '../../../core/notifications';
import { useCanCall } from '../../../core/use-can';
import { ErrorAlert } from '../../../ui/error-alert';
import { FormPage } from '../../../ui/form-page';
import { FormSection } from '../../../ui/form-section';
import { useServerErrors } from '../../../ui/use-server-errors';
import { useCreateScoreType } from '../api/create-score-type';
import { useScoreType } from '../api/get-score-type';
import { useUpdateScoreType } from '../api/update-score-type';
import { qaPaths } from '../paths';

const FIELDS = ['name', 'description', 'weight', 'critical', 'active', 'position'] as const;
const empty = { name: '', description: '', weight: 1, critical: false, active: true, position: 0 };

/** A criterion of the scorecard (spec §2 /qc-settings-v2/scores/types/{scoreTypeId}; `new` makes one). */
export default function ScoreTypePage() {
  const param = useParams().scoreTypeId;
  const id = param === 'new' ? null : Number(param);
  const navigate = useNavigate();
  const type = useScoreType({ params: { id: id ?? 0 } }, { enabled: id !== null });
  const create = useCreateScoreType();
  const update = useUpdateScoreType();
  const canEdit = useCanCall(updateScoreType);
  const server = useServerErrors(FIELDS);
  const [values, setValues] = useState<typeof empty | null>(id === null ? empty : null);
  useEffect(() => {
    if (type.data && values === null) setValues(type.data);
  }, [type.data, values]);
  if (!values) {
    return (
      <>
        <ErrorAlert error={type.error} />
        {type.isPending ? <Skeleton variant="rounded" height={320} sx={{ maxWidth: 920 }} /> : null}
      </>
    );
  }
  const set = (patch: Partial<typeof empty>) => setValues({ ...values, ...patch });
  const err = (f: (typeof FIELDS)[number]) => server.errors[f]?.join('; ');
  const body = {
    name: values.name,
    description: values.description,
    weight: values.weight,
    critical: values.critical,
    active: values.active,
    position: values.position,
  };
  return (
    <FormPage
      title={id === null ? 'New criterion' : values.name || 'Criterion'}
      back={{ to: qaPaths.scores(), label: 'Scores' }}
      error={server.general}
      pending={create.isPending || update.isPending}
      submitLabel={id === null ? 'Add criterion' : canEdit ? 'Save' : null}
      onSubmit={(e) => {
        e.preventDefault();
        server.clear();
        const done = {
          onSuccess: () => {
            notify({ level: 'success', title: 'Criterion saved' });
            navigate(qaPaths.scores());
          },
          onError: server.show,
        };
        if (id === null) create.mutate({ body }, done);
        else update.mutate({ params: { id }, body }, done);
      }}
    >
      <FormSection title="Criterion" description="What the reviewer judges, and how much it weighs.">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 140px 140px' } }}>
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
            label="Weight"
            type="number"
            value={values.weight}
            onChange={(e) => set({ weight: Number(e.target.value) })}
            error={Boolean(err('weight'))}
            helperText={err('weight') ?? '1 to 100'}
            slotProps={{ htmlInput: { min: 1, max: 100 } }}
          />
          <TextField
            label="Order"
            type="number"
            value={values.position}
            onChange={(e) => set({ position: Number(e.target.value) })}
            error={Boolean(err('position'))}
            helperText={err('position')}
          />
          <TextField
            label="What the reviewer looks for"
            multiline
            minRows={2}
            value={values.description}
            onChange={(e) => set({ description: e.target.value })}
            sx={{ gridColumn: '1 / -1' }}
          />
          <FormControlLabel
            sx={{ gridColumn: '1 / -1' }}
            control={<Switch checked={values.critical} onChange={(e) => set({ critical: e.target.checked })} />}
            label="Critical: a grade below 50 makes the review's score 0"
          />
          <FormControlLabel
            sx={{ gridColumn: '1 / -1' }}
            control={<Switch checked={values.active} onChange={(e) => set({ active: e.target.checked })} />}
            label="Active: graded in new reviews"
          />
        </Box>
      </FormSection>
    </FormPage>
  );
}
