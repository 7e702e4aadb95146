import type { DnsZone } from '@backoffice/contract/modules/dns';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ApiRequestError, errorMessage } from '../../../core/api';
import { notify } from '../../../core/notifications';
import type { Back } from '../../../ui/back-link';
import { ErrorAlert } from '../../../ui/error-alert';
import { FormPage } from '../../../ui/form-page';
import { PageHeader } from '../../../ui/page-header';
import { useRecordForm } from '../../../ui/record-form';
import { useChangeRecords } from '../api/change-records';
import { useZone } from '../api/get-zone';
import { RecordTypeSection, RecordValueSection } from '../components/record-form-sections';
import { useZoneId, ZoneNotFound } from '../components/zone-not-found';
import {
  changeListBody,
  changeSummary,
  isEmptyChangeList,
  mapChangeErrors,
  type QueuedRecord,
} from '../lib/change-list';
import { changeActions, newRecordKey, useChangeList } from '../lib/change-store';
import { composeRecord, EMPTY_RECORD_FORM, formFieldOf, type RecordFormValues } from '../lib/record-form';
import { type StartingPoint, useStartingPoint } from '../lib/record-start';
import { dnsPaths } from '../paths';

const WIDTH = 920;

/** The form checks what the contract's `dnsRecordInput` checks, on the fields the type splits out. */
const recordSchema = z.custom<RecordFormValues>().superRefine((values, ctx) => {
  const composed = composeRecord(values);
  if (composed.ok) return;
  for (const [field, message] of Object.entries(composed.errors))
    ctx.addIssue({ code: 'custom', path: [field], message });
});

/** Which button sent the form: queue the record (and start another), or save it at once. */
type Action = 'queue' | 'queue-and-new' | 'save-now';

interface Header {
  back: Back;
  title: string;
  subtitle: string;
}

export default function RecordCreatePage() {
  const zoneId = useZoneId();
  const zone = useZone({ params: { id: zoneId ?? 0 } }, { enabled: zoneId !== null });
  const [params] = useSearchParams();
  if (zoneId === null) return <ZoneNotFound />;
  if (zone.error instanceof ApiRequestError && zone.error.status === 404) return <ZoneNotFound />;
  const header: Header = {
    back: { to: dnsPaths.zone(zoneId), label: zone.data?.displayName ?? 'Zone' },
    title: params.get('edit') ? 'Change new record' : params.get('replace') ? 'Change record' : 'New record',
    subtitle: params.get('replace')
      ? 'The record is replaced: the old one is deleted and this one added, in one change.'
      : 'Added to the zone’s change list; nothing changes until you save it. Or save this one record now.',
  };
  if (!zone.data) return <Loading header={header} error={zone.error} />;
  return <RecordForm zone={zone.data} header={header} />;
}

function Loading({ header, error = null }: { header: Header; error?: unknown }) {
  return (
    <Box sx={{ maxWidth: WIDTH }}>
      <PageHeader {...header} />
      <ErrorAlert error={error} />
      {error ? null : <Skeleton variant="rounded" height={420} />}
    </Box>
  );
}

function RecordForm({ zone, header }: { zone: DnsZone; header: Header }) {
  const start = useStartingPoint(zone.id);
  if (!start.ready) return <Loading header={header} />;
  return <RecordFormBody key={`${start.editKey}-${start.replaced?.id}`} zone={zone} header={header} start={start} />;
}

/**
 * A record is queued on the zone's change list ("Add to changes", "Add and new") or, when the list
 * is empty, saved at once ("Save now"). Changing a queued record updates it in the list; changing a
 * kept one queues its replacement (delete the old, add the new).
 */
function RecordFormBody({ zone, header, start }: { zone: DnsZone; header: Header; start: StartingPoint }) {
  const navigate = useNavigate();
  const list = useChangeList(zone.id);
  const saveNow = useChangeRecords();
  const [queuedNote, setQueuedNote] = useState<string | null>(null);
  const action = useRef<Action>('queue');
  const zonePath = dnsPaths.zone(zone.id);
  const editing = start.editKey !== null;
  const replacing = start.replaced !== null;
  const canSaveNow = !editing && isEmptyChangeList(list);

  // No plain save here: each button does its own work, and "Save now" places a refusal's messages
  // itself (a change list names its rows: `body.create.0.content`, or the row alone).
  const { form, onSubmit, formError, setFormError } = useRecordForm<RecordFormValues>({
    schema: recordSchema,
    defaultValues: start.initial,
    submit: async (values) => {
      if (action.current === 'save-now') return saveImmediately(values);
      queue(values, action.current === 'queue-and-new');
    },
  });

  const queue = (values: RecordFormValues, another: boolean) => {
    const composed = composeRecord(values);
    if (!composed.ok) return;
    const record: QueuedRecord = { key: start.editKey ?? newRecordKey(), ...composed.record };
    if (start.replaced) changeActions.remove(zone.id, start.replaced.id);
    changeActions.add(zone.id, record);
    if (!another) {
      navigate(zonePath);
      return;
    }
    const { type, ttl, priority } = values;
    form.reset({ ...EMPTY_RECORD_FORM, type, ttl, priority });
    setQueuedNote(`Queued ${record.name} ${record.type} ${record.content}.`);
  };

  const saveImmediately = async (values: RecordFormValues) => {
    const composed = composeRecord(values);
    if (!composed.ok) return;
    const record: QueuedRecord = { key: 'now', ...composed.record };
    const sent = { create: [record], delete: start.replaced ? [start.replaced.id] : [] };
    try {
      const result = await saveNow.mutateAsync({ params: { id: zone.id }, body: changeListBody(sent) });
      notify({
        level: 'success',
        title: replacing ? 'Record replaced' : 'Record saved',
        body: `${record.name} ${record.type}${result ? `, serial ${result.serial}` : ''}`,
      });
      navigate(zonePath);
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status !== 400) {
        setFormError(errorMessage(error));
        return;
      }
      // A change list's errors name its rows (`body.create.0.content`): this form is row 0.
      const mapped = mapChangeErrors(sent, error.body);
      let placed = false;
      for (const problem of mapped.create.now ?? []) {
        form.setError(formFieldOf(record.type, problem.field), { message: problem.message });
        placed = true;
      }
      const rest = [...Object.values(mapped.delete).flat(), ...mapped.general];
      setFormError(rest.length ? rest.join(' ') : placed ? null : error.body.message);
    }
  };

  const send = (which: Action) => {
    action.current = which;
    void onSubmit();
  };

  return (
    <FormPage
      {...header}
      width={WIDTH}
      onSubmit={(event) => {
        action.current = 'queue';
        void onSubmit(event);
      }}
      error={formError}
      notice={
        queuedNote ? (
          <Alert severity="success" onClose={() => setQueuedNote(null)} sx={{ mb: 2 }}>
            {queuedNote} {changeSummary(list)} so far, saved when you save the zone’s changes.
          </Alert>
        ) : null
      }
      submitLabel={editing ? 'Update change' : 'Add to changes'}
      submitDisabled={saveNow.isPending}
      moreActions={
        <>
          {canSaveNow ? (
            <Button variant="outlined" onClick={() => send('save-now')} loading={saveNow.isPending}>
              {replacing ? 'Replace now' : 'Save now'}
            </Button>
          ) : null}
          {!editing && !replacing ? (
            <Button variant="outlined" onClick={() => send('queue-and-new')} disabled={saveNow.isPending}>
              Add and new
            </Button>
          ) : null}
        </>
      }
    >
      <RecordTypeSection form={form} />
      <RecordValueSection form={form} zone={zone} />
      {!isEmptyChangeList(list) && !editing ? (
        <Typography variant="body2" color="text.secondary">
          This zone has unsaved changes ({changeSummary(list)}); this record joins them and is saved with them.
        </Typography>
      ) : null}
    </FormPage>
  );
}
