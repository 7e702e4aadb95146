import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import type { Back } from './back-link';
import { FormActions } from './form-actions';
import { PageHeader } from './page-header';

interface FormPageProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The screen this form belongs to; Cancel goes there too. */
  back: Back;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** A message that belongs to no field (a 403, a network error): `applyServerErrors`' result. */
  error?: string | null;
  /** Buttons beside the title (delete, force logout). */
  actions?: ReactNode;
  /** Shown above the sections: the outcome of an action taken here (a flash), the form's mode tabs. */
  notice?: ReactNode;
  /** The save button; none for a read-only view. */
  submitLabel?: string | null;
  pending?: boolean;
  /** Nothing to save yet (an edit form that is unchanged), or saving is not allowed. */
  submitDisabled?: boolean;
  /** More buttons of the save bar, between Cancel and the save button ("Save now", "Add and new"). */
  moreActions?: ReactNode;
  children: ReactNode;
  width?: number;
}

/**
 * A create or edit screen: back link, title, the form's sections (`FormSection`), and the save bar,
 * which stays in sight at the bottom of the window while a long form scrolls.
 */
export function FormPage({
  title,
  subtitle,
  back,
  onSubmit,
  error,
  actions,
  notice,
  submitLabel = 'Save',
  pending = false,
  submitDisabled = false,
  moreActions,
  children,
  width = 920,
}: FormPageProps) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ maxWidth: width }}>
      <PageHeader title={title} subtitle={subtitle} back={back} actions={actions} />
      {notice}
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="form-error">
          {error}
        </Alert>
      ) : null}
      <Stack spacing={2}>{children}</Stack>
      {submitLabel ? (
        <Box
          sx={{
            position: 'sticky',
            bottom: 0,
            zIndex: 2,
            mt: 2,
            py: 1.5,
            bgcolor: 'background.default',
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <FormActions cancelTo={back.to} submitLabel={submitLabel} pending={pending} disabled={submitDisabled}>
            {moreActions}
          </FormActions>
        </Box>
      ) : null}
    </Box>
  );
}
