import type { DnsZone } from '@backoffice/contract/modules/dns';
import { useNavigate } from 'react-router';
import { notify } from '../../../core/notifications';
import { FormPage } from '../../../ui/form-page';
import { FormTextField } from '../../../ui/form-text-field';
import { mono } from '../../../ui/monospace';
import { useRecordForm } from '../../../ui/record-form';
import { useCreateZone } from '../api/create-zone';
import { createZoneBody, createZoneSchema, EMPTY_ZONE_FORM, type ZoneFormValues } from '../lib/zone-form';
import { dnsPaths } from '../paths';
import { type ZoneCreateFrame, ZoneSection } from './zone-form-parts';

/** A new zone with its SOA and apex NS records. */
export function CreateZoneForm({ frame }: { frame: ZoneCreateFrame }) {
  const navigate = useNavigate();
  const createZone = useCreateZone();
  const { form, onSubmit, formError, pending } = useRecordForm<ZoneFormValues, DnsZone>({
    schema: createZoneSchema,
    defaultValues: EMPTY_ZONE_FORM,
    fields: ['name', 'nameservers'],
    submit: (values) => createZone.mutateAsync({ body: createZoneBody(values) }),
    onSaved: (zone) => {
      notify({ level: 'success', title: 'Zone created', body: `${zone.displayName} is ready for records.` });
      navigate(dnsPaths.zone(zone.id), { replace: true });
    },
  });

  return (
    <FormPage {...frame} onSubmit={onSubmit} error={formError} submitLabel="Create zone" pending={pending} width={760}>
      <ZoneSection
        form={form}
        autoFocus
        description="The zone starts with its SOA and NS records; add the others on the zone's page."
        domainHelp="International names are accepted and stored in punycode."
      >
        <FormTextField
          control={form.control}
          name="nameservers"
          label="Name servers"
          placeholder={'ns1.example.net\nns2.example.net'}
          multiline
          minRows={2}
          maxRows={8}
          helperText="Optional, one per line: the apex NS records. Leave empty for the default name servers."
          slotProps={{ htmlInput: { spellCheck: false, style: mono } }}
        />
      </ZoneSection>
    </FormPage>
  );
}
