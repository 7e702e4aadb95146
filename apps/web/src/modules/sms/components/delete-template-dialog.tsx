import type { SmsTemplate } from '@backoffice/contract/modules/sms/templates';
import { errorMessage } from '../../../core/api';
import { showError } from '../../../core/dialogs';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useDeleteTemplate } from '../api/templates';

interface Props {
  /** The template to delete; null keeps the dialog closed. */
  template: Pick<SmsTemplate, 'name'> | null;
  onClose: () => void;
  /** After it is gone. */
  onDeleted: (deleted: SmsTemplate) => void;
}

/** Asks before deleting an SMS template, from the list or its page, and deletes it. */
export function DeleteTemplateDialog({ template, onClose, onDeleted }: Props) {
  const remove = useDeleteTemplate();
  const confirm = () => {
    if (!template) return;
    remove.mutate(
      { params: { name: template.name } },
      {
        onSuccess: onDeleted,
        onError: (failure) => showError(errorMessage(failure)),
        onSettled: onClose,
      },
    );
  };
  return (
    <ConfirmDialog
      open={template !== null}
      title="Delete SMS template?"
      confirmLabel="Delete template"
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={confirm}
    >
      <strong>{template?.name}</strong> will no longer be offered when sending. Messages already sent from it keep their
      text and its name.
    </ConfirmDialog>
  );
}
