import { createIntegrationKey } from '@backoffice/contract/modules/system';
import { FormDialog } from '../../../ui/form-dialog';
import { FormTextField } from '../../../ui/form-text-field';
import { useRecordForm } from '../../../ui/record-form';
import { ShownOnceDialog } from '../../../ui/shown-once-dialog';
import { useCreateIntegrationKey } from '../api/integration-keys';

export interface MadeKey {
  name: string;
  key: string;
}

/** A key for another system, by the system's name; the key is shown once, by `MadeKeyDialog`. */
export function NewKeyDialog({ onClose, onMade }: { onClose: () => void; onMade: (made: MadeKey) => void }) {
  const create = useCreateIntegrationKey();
  const { form, onSubmit, formError, pending } = useRecordForm<{ name: string }, MadeKey>({
    schema: createIntegrationKey.body!,
    defaultValues: { name: '' },
    submit: (values) => create.mutateAsync({ body: values }),
    onSaved: (made) => onMade({ name: made.name, key: made.key }),
  });
  return (
    <FormDialog
      open
      title="New integration key"
      width={420}
      submitLabel="Make key"
      error={formError}
      pending={pending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FormTextField control={form.control} name="name" label="System" placeholder="Chat system" required autoFocus />
    </FormDialog>
  );
}

/** The key just made, shown this once, with a button to copy it. */
export function MadeKeyDialog({ made, onClose }: { made: MadeKey | null; onClose: () => void }) {
  return (
    <ShownOnceDialog
      open={made !== null}
      title={`The key of ${made?.name ?? ''}`}
      warning="Copy it now: it is shown this once. Only a fingerprint of it is kept."
      value={made?.key ?? ''}
      testId="new-key"
      copiedTitle="Key copied"
      onClose={onClose}
    />
  );
}
