import {
  createOriginVhost,
  originVhostInput,
  updateOriginVhost,
  type Website,
} from '@backoffice/contract/modules/hosting';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useFormState } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { notify } from '../../../core/notifications';
import { useCanCall } from '../../../core/use-can';
import { fieldMessage } from '../../../ui/form-errors';
import { FormPage } from '../../../ui/form-page';
import { FormRoute } from '../../../ui/form-route';
import { FormSection } from '../../../ui/form-section';
import { FormTextField } from '../../../ui/form-text-field';
import { monoFont } from '../../../ui/monospace';
import { useRecordForm } from '../../../ui/record-form';
import { useCreateOriginVhost, useUpdateOriginVhost, websiteQuery } from '../api/websites';
import { OriginPhpSection, OriginServerSection, type OriginValues as Values } from '../components/origin-form-sections';
import { hostingPaths } from '../paths';

const BACK = { to: hostingPaths.origin(), label: 'Origin virtual hosts' };

export default function OriginFormPage() {
  const { id } = useParams();
  return (
    <FormRoute id={id} back={BACK} noSuch="There is no such website." query={websiteQuery} sections={3}>
      {(website) => <OriginForm key={website?.id} website={website} />}
    </FormRoute>
  );
}

const splitAliases = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((a) => a.trim())
    .filter(Boolean);

/** The request the form's values make; a server id that is no whole number above 0 is none. */
function websiteBody(values: Values) {
  const serverId = Number(values.serverId);
  return {
    domain: values.domain,
    aliases: splitAliases(values.aliases),
    serverId: (Number.isInteger(serverId) && serverId > 0 ? serverId : undefined) as number,
    phpVersion: (values.phpVersion || null) as Website['phpVersion'],
    phpModules: values.phpVersion ? values.phpModules : [],
  };
}

/** The contract's body, with the form's word for "no server chosen". */
const websiteSchema = originVhostInput.extend({
  serverId: z.number({ error: 'Choose the server' }).pipe(originVhostInput.shape.serverId),
});
const FIELDS = ['domain', 'aliases', 'serverId', 'phpVersion', 'phpModules'] as const;

function OriginForm({ website }: { website?: Website }) {
  const navigate = useNavigate();
  const editing = website !== undefined;
  // The spec opens origin/create with vhost:vhost:read; saving calls need their own scopes (issue 25).
  const canCreate = useCanCall(createOriginVhost);
  const canSave = useCanCall(editing ? updateOriginVhost : createOriginVhost);
  const viewOnly = editing && !canSave;
  const create = useCreateOriginVhost();
  const update = useUpdateOriginVhost();
  const { form, onSubmit, formError, pending } = useRecordForm<Values, Website>({
    schema: websiteSchema,
    prepare: websiteBody,
    defaultValues: {
      domain: website?.displayDomain ?? '',
      aliases: website?.aliases.join('\n') ?? '',
      serverId: website ? String(website.server.id) : '',
      phpVersion: website ? (website.phpVersion ?? '') : '8.3',
      phpModules: website?.phpModules ?? [],
    },
    fields: FIELDS,
    submit: (values) =>
      website
        ? update.mutateAsync({ params: { id: website.id }, body: websiteBody(values) })
        : create.mutateAsync({ body: websiteBody(values) }),
    onSaved: (saved) => {
      notify({ level: 'success', title: editing ? 'Website saved' : 'Website added', body: saved.displayDomain });
      navigate(BACK.to, { replace: true });
    },
  });
  const { control, formState } = form;
  // The schema names an alias or a module by its place in the list (`aliases.1`).
  const { errors } = useFormState({ control });

  return (
    <FormPage
      back={BACK}
      title={editing ? website.displayDomain : 'New website'}
      subtitle={
        editing
          ? `On ${website.server.name}. Document root ${website.documentRoot}.`
          : 'A domain on one of the servers, served by nginx and its own PHP-FPM pool.'
      }
      onSubmit={onSubmit}
      error={formError}
      notice={
        canSave ? null : (
          <Alert severity={editing ? 'info' : 'warning'} sx={{ mb: 2 }}>
            {editing
              ? 'Changing a website needs the vhost:vhost:update scope: you can look at it, not change it.'
              : 'Adding a website needs the vhost:vhost:create scope: you can look at this form but not save it.'}
          </Alert>
        )
      }
      submitLabel={viewOnly ? null : editing ? 'Save changes' : 'Add website'}
      pending={pending}
      submitDisabled={(!editing && !canCreate) || (editing && !formState.isDirty)}
      width={920}
    >
      <FormSection
        title="Domain"
        description="One website per domain; an alias of one website cannot be another's domain."
      >
        <Stack spacing={2.5}>
          <FormTextField
            control={control}
            name="domain"
            label="Domain"
            placeholder="shop.example.com"
            required
            autoFocus={!editing}
            disabled={viewOnly}
            helperText="International names are kept in punycode."
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', style: monoFont } }}
          />
          <FormTextField
            control={control}
            name="aliases"
            label="Aliases"
            placeholder={'www.shop.example.com'}
            multiline
            minRows={2}
            disabled={viewOnly}
            helperText={fieldMessage(errors, 'aliases') ?? 'Other names of the same website, one per line. Optional.'}
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', style: monoFont } }}
          />
        </Stack>
      </FormSection>
      <OriginServerSection control={control} website={website} viewOnly={viewOnly} />
      <OriginPhpSection control={control} viewOnly={viewOnly} />
    </FormPage>
  );
}
