// The audit form's values (docs/scrum.md "Audits"): what the form holds (null for nothing picked, '' for an
// empty box), made from an audit or empty, and read back as the contract's body.
import type { CreateAuditBody, DevAudit, FindingSeverity, UpdateAuditBody } from '@backoffice/contract/modules/scrums';

export interface FindingValues {
  /** The finding's id once saved: the server keeps it (and changes it) rather than adding one. */
  id?: number | undefined;
  componentId: number | null;
  severity: FindingSeverity;
  text: string;
}

export interface FollowUpValues {
  id?: number | undefined;
  text: string;
  ownerId: number | null;
  dueDate: string | null;
  done: boolean;
}

export interface AuditFormValues {
  developerId: number | null;
  auditorId: number | null;
  date: string;
  periodFrom: string | null;
  periodTo: string | null;
  rating: number | null;
  componentIds: number[];
  findings: FindingValues[];
  followUps: FollowUpValues[];
  notes: string;
}

export const emptyFinding = (componentId: number | null = null): FindingValues => ({
  componentId,
  severity: 'medium',
  text: '',
});

export const emptyFollowUp = (ownerId: number | null = null): FollowUpValues => ({
  text: '',
  ownerId,
  dueDate: null,
  done: false,
});

/** An audit's values (edit), or a new audit's: held today, of the developer given, by the caller. */
export function auditValues(
  audit: DevAudit | undefined,
  fresh: { developerId: number | null; auditorId: number | null; today: string },
): AuditFormValues {
  if (!audit) {
    return {
      developerId: fresh.developerId,
      auditorId: fresh.auditorId,
      date: fresh.today,
      periodFrom: null,
      periodTo: null,
      rating: null,
      componentIds: [],
      findings: [],
      followUps: [],
      notes: '',
    };
  }
  return {
    developerId: audit.developer.id,
    auditorId: audit.auditor?.id ?? null,
    date: audit.date,
    periodFrom: audit.periodFrom,
    periodTo: audit.periodTo,
    rating: audit.rating,
    componentIds: audit.components.map((c) => c.id),
    findings: audit.findings.map((f) => ({
      id: f.id,
      componentId: f.component.id,
      severity: f.severity,
      text: f.text,
    })),
    followUps: audit.followUps.map((f) => ({
      id: f.id,
      text: f.text,
      ownerId: f.owner?.id ?? null,
      dueDate: f.dueDate,
      done: f.done,
    })),
    notes: audit.notes ?? '',
  };
}

/** The fields every audit body has, from the form's values (nulls left for the schema to refuse). */
function fields(values: AuditFormValues) {
  return {
    ...(values.auditorId !== null ? { auditorId: values.auditorId } : {}),
    date: values.date,
    periodFrom: values.periodFrom,
    periodTo: values.periodTo,
    rating: values.rating as number,
    componentIds: values.componentIds,
    findings: values.findings.map((f) => ({
      ...(f.id !== undefined ? { id: f.id } : {}),
      componentId: f.componentId as number,
      severity: f.severity,
      text: f.text,
    })),
    followUps: values.followUps.map((f) => ({
      ...(f.id !== undefined ? { id: f.id } : {}),
      text: f.text,
      ownerId: f.ownerId as number,
      dueDate: f.dueDate,
      done: f.done,
    })),
    notes: values.notes.trim() ? values.notes : null,
  };
}

export const createBody = (values: AuditFormValues): CreateAuditBody => ({
  developerId: values.developerId as number,
  ...fields(values),
});

/** A change sends every field: the lists are the whole lists (items kept by their ids). */
export const updateBody = (values: AuditFormValues): UpdateAuditBody => fields(values);
