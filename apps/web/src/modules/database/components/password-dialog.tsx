import { ShownOnceDialog } from '../../../ui/shown-once-dialog';

export interface ShownPassword {
  user: string;
  password: string;
}

/** A generated password, shown this once (the server keeps none), with a button to copy it. */
export function PasswordDialog({ shown, onClose }: { shown: ShownPassword | null; onClose: () => void }) {
  return (
    <ShownOnceDialog
      open={shown !== null}
      title={`The password of ${shown?.user ?? ''}`}
      warning="Copy it now: it is shown this once and kept nowhere. A new one can be generated on the user's page."
      value={shown?.password ?? ''}
      testId="database-password"
      copiedTitle="Password copied"
      onClose={onClose}
    />
  );
}
