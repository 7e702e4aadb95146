import Skeleton from '@mui/material/Skeleton';
import type { Back } from '../../../ui/back-link';
import { ErrorAlert } from '../../../ui/error-alert';
import { PageHeader } from '../../../ui/page-header';

/** A record's screen until the record is read: its header with the way back, then the error or a placeholder. */
export function RecordLoading({
  title,
  back,
  query,
}: {
  title: string;
  back: Back;
  query: { error: unknown; isPending: boolean };
}) {
  return (
    <>
      <PageHeader title={title} back={back} />
      <ErrorAlert error={query.error} />
      {query.isPending ? <Skeleton variant="rounded" height={320} /> : null}
    </>
  );
}
