import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { errorMessage } from '../../../core/api';
import { type Back, BackLink } from '../../../ui/back-link';
import { FormActions } from '../../../ui/form-actions';
import { PageHeader } from '../../../ui/page-header';

interface FormPageProps {
  title: string;
  subtitle?: ReactNode;
  /** The list this form belongs to. */
  back: Back;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** A message that belongs to no field (a 403, a network error). */
  error?: string | null;
  /** Buttons beside the title (delete, force logout). */
  actions?: ReactNode;
  /** The save button; none for a read-only view. */
  submitLabel?: string | null;
  pending?: boolean;
  /** Nothing to save yet (an edit form that is unchanged). */
  submitDisabled?: boolean;
  /** The outcome of an action taken on this page (above the sections). */
  notice?: ReactNode;
  children: ReactNode;
  width?: number;
}

/** A create or edit screen: back link, title, sections, and the save bar at the bottom. */
export function FormPage({
  title,
  subtitle,
  back,
  onSubmit,
  error,
  actions,
  submitLabel = 'Save',
  pending = false,
  submitDisabled = false,
  notice,
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
          <FormActions cancelTo={back.to} submitLabel={submitLabel} pending={pending} disabled={submitDisabled} />
        </Box>
      ) : null}
    </Box>
  );
}

interface SectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Content that needs the full width (the scope picker) goes below the heading instead of beside it. */
  wide?: boolean;
}

/** A titled card of the form: heading and hint on the left, fields on the right (stacked on phones). */
export function FormSection({ title, description, children, wide = false }: SectionProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1.5, md: wide ? 2 : 4 },
          gridTemplateColumns: { xs: '1fr', md: wide ? '1fr' : '220px 1fr' },
        }}
      >
        <Box>
          <Typography variant="subtitle2" component="h2">
            {title}
          </Typography>
          {description ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {description}
            </Typography>
          ) : null}
        </Box>
        <Box sx={{ minWidth: 0 }}>{children}</Box>
      </Box>
    </Paper>
  );
}

/** What a form shows while its record loads. */
export function FormSkeleton({ sections = 2 }: { sections?: number }) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 920 }} aria-busy="true" aria-label="Loading">
      <Skeleton width={80} />
      <Skeleton variant="text" width={260} height={36} />
      {Array.from({ length: sections }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Paper key={i} variant="outlined" sx={{ p: 2.5 }}>
          <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '220px 1fr' } }}>
            <Box>
              <Skeleton width="60%" />
              <Skeleton width="90%" />
            </Box>
            <Stack spacing={2}>
              <Skeleton variant="rounded" height={40} />
              <Skeleton variant="rounded" height={40} />
            </Stack>
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}

/** A record that could not be loaded (deleted meanwhile, no access, server down). */
export function FormLoadError({ back, message }: { back: Back; message: string }) {
  return (
    <Box sx={{ maxWidth: 920 }}>
      <BackLink {...back} />
      <Alert severity="error">{message}</Alert>
    </Box>
  );
}

interface FormRouteProps<T, K extends QueryKey> {
  /** The route's id parameter: none on the create route. */
  id: string | undefined;
  back: Back;
  /** What a malformed id in the address says. */
  noSuch: string;
  /** The record's endpoint query (`endpointQuery(getRole)`), read by the route's id. */
  query: { options: (input: { params: { id: number } }) => UseQueryOptions<T, Error, T, K> };
  /** The skeleton's sections while the record loads. */
  sections: number;
  /** The form, empty (create) or for the loaded record (edit). */
  children: (record: T | undefined) => ReactNode;
}

/** A create-or-edit route: the empty form, or the record's form once the record has loaded. */
export function FormRoute<T, K extends QueryKey>({
  id,
  back,
  noSuch,
  query,
  sections,
  children,
}: FormRouteProps<T, K>) {
  if (id === undefined) return children(undefined);
  const recordId = Number(id);
  if (!Number.isInteger(recordId) || recordId <= 0) return <FormLoadError back={back} message={noSuch} />;
  return (
    <LoadRecord
      options={query.options({ params: { id: recordId } })}
      back={back}
      sections={sections}
      render={children}
    />
  );
}

function LoadRecord<T, K extends QueryKey>({
  options,
  back,
  sections,
  render,
}: {
  options: UseQueryOptions<T, Error, T, K>;
  back: Back;
  sections: number;
  render: (record: T) => ReactNode;
}) {
  const { data, error } = useQuery(options);
  if (error) return <FormLoadError back={back} message={errorMessage(error)} />;
  if (!data) return <FormSkeleton sections={sections} />;
  return render(data);
}
