import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';

interface Props {
  title: string;
  description: string;
  /** The form's accessible name, where the heading alone does not say it. */
  label?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** A refusal that belongs to no field. */
  error: string | null;
  /** Said under the heading once the form is saved (and it is not changed since); null hides it. */
  saved?: string | null;
  onDismissSaved?: () => void;
  children: ReactNode;
}

/** A card of the profile screen that saves on its own: heading and hint, its messages, then its fields. */
export function ProfileFormCard({
  title,
  description,
  label,
  onSubmit,
  error,
  saved,
  onDismissSaved,
  children,
}: Props) {
  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Typography variant="subtitle2" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
        {description}
      </Typography>
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      ) : null}
      {saved ? (
        <Alert severity="success" sx={{ mt: 2 }} onClose={onDismissSaved}>
          {saved}
        </Alert>
      ) : null}
      {children}
    </Paper>
  );
}
