// The create form's values and the `data` part the contract reads from them.
import type { ReportData } from '@backoffice/contract/modules/bug-report';

export interface ReportFormValues {
  title: string;
  description: string;
  priorityId: number | null;
  componentId: number | null;
  departmentId: number | null;
  folderId: number | null;
  assigneeId: number | null;
  files: File[];
}

export type ConversationRef = { kind: 'chat' | 'ticket'; id: number };

/** The fields of the `data` part, for the server's messages (`body.data.<field>`). */
export const REPORT_FIELDS = [
  'title',
  'description',
  'priorityId',
  'componentId',
  'departmentId',
  'folderId',
  'assigneeId',
] as const;

export function reportDataOf(values: ReportFormValues, conversation: ConversationRef | null): ReportData {
  const { files: _files, ...data } = values;
  return { ...data, watcherIds: [], ...(conversation ? { conversation } : {}) };
}

/** `?chat=12` or `?ticket=7`: the QC conversation the report is filed from. */
export function conversationOf(params: URLSearchParams): ConversationRef | null {
  for (const kind of ['chat', 'ticket'] as const) {
    const raw = params.get(kind);
    if (raw && /^\d+$/.test(raw) && Number(raw) > 0) return { kind, id: Number(raw) };
  }
  return null;
}
