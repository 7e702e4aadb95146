// /sms/messages/create: send an SMS to one or many numbers, from a template or as free text, with a
// live character and part counter (docs/sms.md "Sending").
import type { SmsMessage } from '@backoffice/contract/modules/sms/messages';
import { useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { flashState } from '../../../ui/flash';
import { FormPage } from '../../../ui/form-page';
import { FormSection } from '../../../ui/form-section';
import { useRecordForm } from '../../../ui/record-form';
import { useSendSms } from '../api/send';
import { useTemplates } from '../api/templates';
import { MessageSection } from '../components/message-section';
import { RecipientsField } from '../components/recipients-field';
import { emptySend, type SendValues, sendBody, sendSchema } from '../lib/send-values';
import { smsPaths } from '../paths';

const back = { to: smsPaths.messages(), label: 'SMS messages' };

export default function SendPage() {
  const navigate = useNavigate();
  const send = useSendSms();
  // The first 100 templates by name: the picker's choices.
  const templates = useTemplates({ query: { take: 100 } }).data?.items ?? [];
  const chosenRef = useRef<(typeof templates)[number] | undefined>(undefined);
  const schema = useMemo(() => sendSchema(() => chosenRef.current), []);
  const { form, onSubmit, formError, pending } = useRecordForm<SendValues, SmsMessage[]>({
    schema,
    prepare: (values) => sendBody(values, chosenRef.current?.variables ?? []),
    defaultValues: emptySend,
    submit: (values) => send.mutateAsync({ body: sendBody(values, chosenRef.current?.variables ?? []) }),
    onSaved: (messages) =>
      navigate(smsPaths.messages(), {
        state: flashState({
          severity: 'success',
          title: messages.length === 1 ? 'SMS queued' : `${messages.length} SMS queued`,
          body: 'They go out within a minute; the list shows when they are sent.',
        }),
      }),
  });
  const templateName = useWatch({ control: form.control, name: 'template' });
  const chosen = templates.find((t) => t.name === templateName);
  chosenRef.current = chosen;
  return (
    <FormPage
      title="Send SMS"
      subtitle="Each recipient gets one message. An SMS costs per part: watch the counter."
      back={back}
      onSubmit={onSubmit}
      error={formError}
      pending={pending}
      submitLabel="Send SMS"
    >
      <FormSection title="Recipients" description="Mobile numbers in international form. Up to 50 at once.">
        <RecipientsField form={form} />
      </FormSection>
      <MessageSection form={form} templates={templates} chosen={chosen} />
    </FormPage>
  );
}
