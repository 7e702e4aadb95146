import type { LeaveRequestData } from '@backoffice/contract/modules/leave';

/** The new request form's values: the request's `data` part and the document beside it. */
export interface RequestFormValues {
  typeId: number;
  from: string | null;
  to: string | null;
  halfStart: boolean;
  halfEnd: boolean;
  reason: string;
  document: File | null;
}

/** The `data` part as the contract reads it: a one-day request leaves the last day empty. */
export function requestData(values: RequestFormValues): LeaveRequestData {
  const { document: _document, ...data } = values;
  return { ...data, from: data.from ?? '', to: data.to ?? data.from ?? '' };
}

/** The fields of the `data` part, for the server's messages (`body.data.<field>`). */
export const REQUEST_FIELDS = ['typeId', 'from', 'to', 'halfStart', 'halfEnd', 'reason'] as const;
