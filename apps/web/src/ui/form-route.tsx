import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../core/api';
import { type Back, BackLink } from './back-link';

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

/**
 * A create-or-edit route (`/users/create`, `/users/edit/:userId`): the empty form, or the record's
 * form once the record has loaded. Give the form `key={record?.id}`: its default values are read once.
 */
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
