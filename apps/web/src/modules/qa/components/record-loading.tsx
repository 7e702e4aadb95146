import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router';
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

/** What a feedback's or an escalation's screen is told: its kind, and under QC v1's routes its id and list. */
export interface RecordScreenProps {
  kind: 'chat' | 'ticket';
  /** The record (QC v1's screen knows it from its own path); else the path's `id`. */
  id?: number;
  /** The list it was opened from: QC v2's unless said (QC v1's screen says its own). */
  back?: Back;
}

/** The record's id: the one given, else the path's `id`. */
export function useRecordId(given: number | undefined): number {
  const fromPath = Number(useParams().id);
  return given ?? fromPath;
}
