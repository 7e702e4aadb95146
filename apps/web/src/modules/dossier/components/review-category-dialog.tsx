import { createReviewCategory, type ReviewCategory } from '@backoffice/contract/modules/dossier';
import { FormDialog } from '../../../ui/form-dialog';
import { FormTextField } from '../../../ui/form-text-field';
import { useRecordForm } from '../../../ui/record-form';
import { useCreateReviewCategory } from '../api/comments';

/** A new review category: a name no other category has, whatever its case. */
export function ReviewCategoryDialog({ onClose }: { onClose: (created?: ReviewCategory) => void }) {
  const create = useCreateReviewCategory();
  const { form, onSubmit, formError, pending } = useRecordForm<{ name: string }, ReviewCategory>({
    schema: createReviewCategory.body!,
    defaultValues: { name: '' },
    submit: (values) => create.mutateAsync({ body: values }),
    onSaved: (saved) => onClose(saved),
  });
  return (
    <FormDialog
      open
      title="New review category"
      submitLabel="Create"
      error={formError}
      pending={pending}
      onClose={() => onClose()}
      onSubmit={onSubmit}
    >
      <FormTextField control={form.control} name="name" label="Name" autoFocus required />
    </FormDialog>
  );
}
