import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../core/api';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DeleteButton } from '../../../ui/delete-button';
import { flashState } from '../../../ui/flash';
import { FormPage } from '../../../ui/form-page';
import type { RecordForm } from '../../../ui/record-form';

/** Back to the list, saying what was done there. */
export function useToList(to: string) {
  const navigate = useNavigate();
  return (title: string) => navigate(to, { state: flashState({ severity: 'success', title }) });
}

interface EditPageProps {
  /** The record's name: the page's title. */
  title: string;
  back: { to: string; label: string };
  record: Pick<RecordForm<never>, 'onSubmit' | 'formError' | 'setFormError' | 'pending'> & { dirty: boolean };
  width: number;
  /** The delete confirmation: its title, what it says, and what the list says once it is done. */
  confirm: { title: string; body: ReactNode; done: string };
  /** Deletes the record with these callbacks (`remove.mutate({ body: { id } }, callbacks)`). */
  remove: (callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  removing: boolean;
  children: ReactNode;
}

/** A shift type's or an automation's page: its sections, Save, and Delete (asked first, then back to the list). */
export function EditPage({ title, back, record, width, confirm, remove, removing, children }: EditPageProps) {
  const [confirming, setConfirming] = useState(false);
  const toList = useToList(back.to);
  return (
    <FormPage
      title={title}
      back={back}
      onSubmit={record.onSubmit}
      error={record.formError}
      pending={record.pending}
      submitLabel="Save"
      submitDisabled={!record.dirty}
      actions={<DeleteButton onClick={() => setConfirming(true)} />}
      width={width}
    >
      {children}
      <ConfirmDialog
        open={confirming}
        title={confirm.title}
        confirmLabel="Delete"
        tone="error"
        pending={removing}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove({
            onSuccess: () => toList(confirm.done),
            onError: (error) => {
              setConfirming(false);
              record.setFormError(errorMessage(error));
            },
          })
        }
      >
        {confirm.body}
      </ConfirmDialog>
    </FormPage>
  );
}
