// /scrums/create (spec §2 "create", menu "create audit") and /scrums/edit/audits/{auditId}: record or
// change an audit — react-hook-form with the contract's schema, findings and follow-ups as rows added and
// removed in place, saved together in one call. `?userId=` names the developer of a new audit.
import { createAuditBody, type DevAudit, updateAuditBody } from '@backoffice/contract/modules/scrums';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { localDate } from '../../../core/dates';
import { useSession } from '../../../core/session';
import { FormPage } from '../../../ui/form-page';
import { FormRoute } from '../../../ui/form-route';
import { useRecordForm } from '../../../ui/record-form';
import { auditQuery, useCreateAudit, useUpdateAudit } from '../api/audits';
import { useActiveComponents } from '../api/components';
import {
  AuditSection,
  ComponentsSection,
  FindingsSection,
  FollowUpsSection,
  NotesSection,
} from '../components/audit-fields';
import { type AuditFormValues, auditValues, createBody, updateBody } from '../lib/audit-form';
import { scrumsPaths } from '../paths';

export default function AuditFormPage() {
  const { auditId } = useParams();
  const back = auditId
    ? { to: scrumsPaths.audit(Number(auditId)), label: 'Audit' }
    : { to: scrumsPaths.audits(), label: 'Dev audits' };
  return (
    <FormRoute id={auditId} back={back} noSuch="There is no such audit." query={auditQuery} sections={4}>
      {(audit) => <AuditForm key={audit?.id} audit={audit} />}
    </FormRoute>
  );
}

function AuditForm({ audit }: { audit?: DevAudit | undefined }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const me = useSession((s) => s.user?.id ?? null);
  const create = useCreateAudit();
  const update = useUpdateAudit();
  const active = useActiveComponents().data ?? [];
  // The active components, and those the audit covers already (deprecated or retired since).
  const options = [...active, ...(audit?.components ?? []).filter((c) => !active.some((a) => a.id === c.id))];
  const given = Number(search.get('userId'));
  const back = audit
    ? { to: scrumsPaths.audit(audit.id), label: 'Audit' }
    : { to: scrumsPaths.audits(), label: 'Dev audits' };
  const { form, onSubmit, formError, pending } = useRecordForm<AuditFormValues, DevAudit>({
    schema: audit ? updateAuditBody : createAuditBody,
    prepare: (values) => (audit ? updateBody(values) : createBody(values)),
    defaultValues: auditValues(audit, {
      developerId: Number.isInteger(given) && given > 0 ? given : null,
      auditorId: me,
      today: localDate(),
    }),
    submit: (values) =>
      audit
        ? update.mutateAsync({ params: { id: audit.id }, body: updateBody(values) })
        : create.mutateAsync({ body: createBody(values) }),
    onSaved: (saved) => navigate(scrumsPaths.audit(saved.id)),
  });
  return (
    <FormPage
      title={audit ? 'Edit audit' : 'New dev audit'}
      subtitle={
        audit
          ? `${audit.developer.name}'s audit. New follow-up owners are told when it is saved.`
          : 'The developer and the owners of follow-ups are told when it is saved.'
      }
      back={back}
      onSubmit={onSubmit}
      error={formError}
      pending={pending}
      submitLabel={audit ? 'Save' : 'Record audit'}
      width={1040}
    >
      <AuditSection form={form} developer={audit?.developer} />
      <ComponentsSection form={form} options={options} />
      <FindingsSection form={form} options={options} />
      <FollowUpsSection form={form} />
      <NotesSection form={form} />
    </FormPage>
  );
}
