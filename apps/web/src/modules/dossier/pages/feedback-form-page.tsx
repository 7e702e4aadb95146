// /dossiers/{userId}/feedbacks/create and …/{feedbackId}/update: write or change a dossier feedback.
import { createFeedbackBody, type DossierFeedback, feedbackBody } from '@backoffice/contract/modules/dossier';
import { useNavigate, useParams } from 'react-router';
import { FormPage } from '../../../ui/form-page';
import { FormRoute } from '../../../ui/form-route';
import { useRecordForm } from '../../../ui/record-form';
import { feedbackQuery, useCreateFeedback, useUpdateFeedback } from '../api/feedbacks';
import { FeedbackFields, type FeedbackFormValues } from '../components/feedback-fields';
import { dossierPaths } from '../paths';

export default function FeedbackFormPage() {
  const { userId, feedbackId } = useParams();
  const agentId = Number(userId);
  const back = { to: dossierPaths.agent(agentId), label: 'Agent profile' };
  return (
    <FormRoute id={feedbackId} back={back} noSuch="There is no such feedback." query={feedbackQuery} sections={2}>
      {(feedback) => <FeedbackForm key={feedback?.id} agentId={agentId} feedback={feedback} />}
    </FormRoute>
  );
}

function FeedbackForm({ agentId, feedback }: { agentId: number; feedback?: DossierFeedback | undefined }) {
  const navigate = useNavigate();
  const create = useCreateFeedback();
  const update = useUpdateFeedback();
  const back = { to: dossierPaths.agent(agentId), label: 'Agent profile' };
  const { form, onSubmit, formError, pending } = useRecordForm<FeedbackFormValues, DossierFeedback>({
    schema: feedback ? feedbackBody : createFeedbackBody,
    prepare: (values) => ({ ...values, ...(feedback ? {} : { userId: agentId }) }),
    defaultValues: {
      categoryId: feedback?.category.id ?? null,
      typeId: feedback?.type.id ?? null,
      content: feedback?.content ?? '',
      visibility: feedback?.visibility ?? 'shared',
    },
    submit: async (values) => {
      const body = {
        categoryId: values.categoryId as number,
        typeId: values.typeId as number,
        content: values.content,
        visibility: values.visibility,
      };
      return feedback
        ? update.mutateAsync({ params: { id: feedback.id }, body })
        : create.mutateAsync({ body: { ...body, userId: agentId } });
    },
    onSaved: (saved) => navigate(dossierPaths.feedback(agentId, saved.id)),
  });
  return (
    <FormPage
      title={feedback ? 'Edit feedback' : 'Give feedback'}
      subtitle={feedback ? undefined : 'Shared feedback reaches the agent; private feedback stays with the managers.'}
      back={back}
      onSubmit={onSubmit}
      error={formError}
      pending={pending}
      submitLabel={feedback ? 'Save' : 'Give feedback'}
    >
      <FeedbackFields form={form} />
    </FormPage>
  );
}
