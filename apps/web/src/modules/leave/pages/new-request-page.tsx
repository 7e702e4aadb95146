import { type LeaveRequest, leaveRequestData } from '@backoffice/contract/modules/leave';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../core/notifications';
import { FormPage } from '../../../ui/form-page';
import { FormLoadError, FormSkeleton } from '../../../ui/form-route';
import { useRecordForm } from '../../../ui/record-form';
import { useCreateRequest } from '../api/create-request';
import { useLeaveTypes } from '../api/list-types';
import { DocumentSection, LeaveSection } from '../components/request-form-sections';
import { daysWords } from '../lib/format';
import { REQUEST_FIELDS, type RequestFormValues, requestData } from '../lib/request-form';
import { leavePaths } from '../paths';

const BACK = { to: leavePaths.my(), label: 'My requests' };

/** A new leave request (spec §2 /leaves/new): the working days and the balance shown as the dates change. */
export default function NewRequestPage() {
  const types = useLeaveTypes();
  if (types.error) return <FormLoadError back={BACK} message={types.error.message} />;
  if (!types.data) return <FormSkeleton sections={2} />;
  return <RequestForm firstTypeId={types.data[0]?.id ?? 0} />;
}

function RequestForm({ firstTypeId }: { firstTypeId: number }) {
  const navigate = useNavigate();
  const create = useCreateRequest();
  const [progress, setProgress] = useState<number | null>(null);
  const cancel = useRef<AbortController | null>(null);
  const { form, onSubmit, formError, pending } = useRecordForm<RequestFormValues, LeaveRequest>({
    schema: leaveRequestData,
    prepare: requestData,
    defaultValues: {
      typeId: firstTypeId,
      from: null,
      to: null,
      halfStart: false,
      halfEnd: false,
      reason: '',
      document: null,
    },
    fields: REQUEST_FIELDS,
    under: 'body.data',
    submit: async (values) => {
      cancel.current = new AbortController();
      setProgress(values.document ? 0 : null);
      try {
        return await create.mutateAsync({
          data: requestData(values),
          document: values.document,
          ...(values.document ? { onProgress: setProgress } : {}),
          signal: cancel.current.signal,
        });
      } finally {
        setProgress(null);
      }
    },
    onSaved: (made) => {
      notify({
        level: 'success',
        title: 'Request sent',
        body: `${made.typeName}: ${daysWords(made.days)}, waiting for approval.`,
      });
      navigate(leavePaths.my());
    },
  });
  return (
    <FormPage
      title="New leave request"
      subtitle="Your approvers are told at once; you hear of their decision in the bell."
      back={BACK}
      onSubmit={onSubmit}
      error={formError}
      pending={pending}
      submitLabel="Send request"
    >
      <LeaveSection form={form} />
      <DocumentSection form={form} progress={progress} onCancel={() => cancel.current?.abort()} />
    </FormPage>
  );
}
