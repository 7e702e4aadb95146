import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { notify } from '../../../core/notifications';
import { applyServerErrors } from '../../../ui/form-errors';
import { FormPage } from '../../../ui/form-page';
import { mono } from '../../../ui/monospace';
import { useCreateZone } from '../api/create-zone';
import { createZoneResolver, EMPTY_ZONE_FORM, filledLines, type ZoneFormValues } from '../lib/zone-form';
import { dnsPaths } from '../paths';
import { type ZoneCreateFrame, ZoneSection } from './zone-form-parts';

/** A new zone with its SOA and apex NS records. */
export function CreateZoneForm({ frame }: { frame: ZoneCreateFrame }) {
  const navigate = useNavigate();
  const createZone = useCreateZone();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ZoneFormValues>({ resolver: createZoneResolver, defaultValues: EMPTY_ZONE_FORM });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const servers = filledLines(values.nameservers);
    try {
      const zone = await createZone.mutateAsync({
        body: {
          name: values.name.trim(),
          adminOnly: values.adminOnly,
          ...(servers.length ? { nameservers: servers } : {}),
        },
      });
      notify({ level: 'success', title: 'Zone created', body: `${zone.displayName} is ready for records.` });
      navigate(dnsPaths.zone(zone.id), { replace: true });
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, ['name', 'nameservers']));
    }
  });

  return (
    <FormPage
      {...frame}
      onSubmit={onSubmit}
      error={failure}
      submitLabel="Create zone"
      pending={isSubmitting}
      width={760}
    >
      <ZoneSection
        form={form}
        autoFocus
        description="The zone starts with its SOA and NS records; add the others on the zone's page."
        domainHelp="International names are accepted and stored in punycode."
      >
        <TextField
          label="Name servers"
          placeholder={'ns1.example.net\nns2.example.net'}
          multiline
          minRows={2}
          maxRows={8}
          {...form.register('nameservers')}
          error={Boolean(errors.nameservers)}
          helperText={
            errors.nameservers?.message ??
            'Optional, one per line: the apex NS records. Leave empty for the default name servers.'
          }
          slotProps={{ htmlInput: { spellCheck: false, style: mono } }}
        />
      </ZoneSection>
    </FormPage>
  );
}
