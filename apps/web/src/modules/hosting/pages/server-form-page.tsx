import { createServer, type Server, type ServerType, type ServerView } from '@backoffice/contract/modules/hosting';
import Alert from '@mui/material/Alert';
import { useNavigate, useParams } from 'react-router';
import { notify } from '../../../core/notifications';
import { useCanCall } from '../../../core/use-can';
import { FormPage } from '../../../ui/form-page';
import { FormRoute } from '../../../ui/form-route';
import { useRecordForm } from '../../../ui/record-form';
import { serverQuery, useCreateServer, useUpdateServer } from '../api/servers';
import { ServerCheckSection, ServerIdentitySection, ServerServicesSection } from '../components/server-form-sections';
import { serverSchema, servicesOf, toBody, type ServerValues as Values } from '../lib/server-form';
import { hostingPaths } from '../paths';

const FIELDS = ['name', 'type', 'address', 'location', 'notes'] as const;

export default function ServerFormPage() {
  const { server } = useParams();
  return (
    <FormRoute
      id={server}
      back={{ to: hostingPaths.servers(), label: 'Servers' }}
      noSuch="There is no such server."
      query={serverQuery}
      sections={3}
    >
      {(record) => <ServerForm key={record?.id} server={record} />}
    </FormRoute>
  );
}

function ServerForm({ server }: { server?: ServerView }) {
  const navigate = useNavigate();
  const editing = server !== undefined;
  const canCreate = useCanCall(createServer);
  const create = useCreateServer();
  const update = useUpdateServer();
  const type0: ServerType = server?.type ?? 'web';
  const { form, onSubmit, formError, pending } = useRecordForm<Values, Server>({
    schema: serverSchema,
    defaultValues: {
      name: server?.name ?? '',
      type: type0,
      address: server?.address ?? '',
      location: server?.location ?? '',
      services: servicesOf(type0, server?.services),
      checkKind: server?.check.kind ?? 'none',
      checkPort: server?.check.kind === 'tcp' ? String(server.check.port) : '443',
      checkUrl: server?.check.kind === 'http' ? server.check.url : '',
      notes: server?.notes ?? '',
    },
    fields: FIELDS,
    shownAs: {
      // The server names the check `body.check.port|url`: its message goes under the input shown
      // when the refusal comes (read then, not when the form was drawn).
      get check(): 'checkUrl' | 'checkPort' {
        return form.getValues('checkKind') === 'http' ? 'checkUrl' : 'checkPort';
      },
    },
    submit: (values) =>
      server
        ? update.mutateAsync({ params: { id: server.id }, body: toBody(values) })
        : create.mutateAsync({ body: toBody(values) }),
    onSaved: (saved) => {
      notify({ level: 'success', title: editing ? `${saved.name} saved` : `${saved.name} added` });
      navigate(hostingPaths.server(saved.id), { replace: true });
    },
  });
  const { control, setValue, formState } = form;

  const readOnly = !editing && !canCreate;
  return (
    <FormPage
      back={
        editing
          ? { to: hostingPaths.server(server.id), label: server.name }
          : { to: hostingPaths.servers(), label: 'Servers' }
      }
      title={editing ? `Edit ${server.name}` : 'New server'}
      subtitle={
        editing
          ? 'Change what it is, where it answers and what it runs.'
          : 'A server of a type runs some of that type’s services.'
      }
      onSubmit={onSubmit}
      error={formError}
      notice={
        readOnly ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            You can look at servers but not add them: that needs the server:server:create permission.
          </Alert>
        ) : null
      }
      submitLabel={editing ? 'Save changes' : 'Add server'}
      pending={pending}
      submitDisabled={readOnly || (editing && !formState.isDirty)}
      width={920}
    >
      <ServerIdentitySection control={control} setValue={setValue} server={server} />
      <ServerServicesSection control={control} />
      <ServerCheckSection control={control} />
    </FormPage>
  );
}
