import { type DnsZone, dnsZoneImportBody } from '@backoffice/contract/modules/dns';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../core/notifications';
import { serverFieldErrors } from '../../../ui/form-errors';
import { FormPage } from '../../../ui/form-page';
import { FormSection } from '../../../ui/form-section';
import { FormTextField } from '../../../ui/form-text-field';
import { mono } from '../../../ui/monospace';
import { useRecordForm } from '../../../ui/record-form';
import { useImportZone } from '../api/import-zone';
import { guessZoneName } from '../lib/zone-file';
import { EMPTY_ZONE_FORM, importZoneBody, type ZoneFormValues } from '../lib/zone-form';
import { dnsPaths } from '../paths';
import { type ZoneCreateFrame, ZoneSection } from './zone-form-parts';

/** A zone from a BIND zone file, pasted or loaded; all of it or, when a line is bad, nothing. */
export function ImportZoneForm({ frame }: { frame: ZoneCreateFrame }) {
  const navigate = useNavigate();
  const importZone = useImportZone();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const { form, onSubmit, formError, setFormError, pending } = useRecordForm<ZoneFormValues, DnsZone | null>({
    schema: dnsZoneImportBody,
    prepare: importZoneBody,
    defaultValues: EMPTY_ZONE_FORM,
    submit: async (values) => {
      setFileProblems([]);
      try {
        return await importZone.mutateAsync({ body: importZoneBody(values) });
      } catch (error) {
        // Each bad line of the file is a message of its own: one under the box, several in a list.
        // So this form places the server's messages itself, and a refused import saves nothing (null).
        const { fields, general } = serverFieldErrors(error, ['name', 'zoneFile']);
        if (fields.name) form.setError('name', { type: 'server', message: fields.name.join('; ') });
        const lines = fields.zoneFile ?? [];
        if (lines.length) {
          form.setError('zoneFile', {
            type: 'server',
            message: lines.length === 1 ? lines[0] : `${lines.length} lines need fixing`,
          });
          if (lines.length > 1) setFileProblems(lines);
        }
        setFormError(general);
        return null;
      }
    },
    onSaved: (zone) => {
      if (!zone) return;
      notify({
        level: 'success',
        title: 'Zone imported',
        body: `${zone.displayName}: ${zone.recordCount} records, with our SOA.`,
      });
      navigate(dnsPaths.zone(zone.id), { replace: true });
    },
  });
  const { setValue, getValues, formState } = form;

  const loadFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const text = await file.text();
    setValue('zoneFile', text, { shouldValidate: formState.isSubmitted });
    if (!getValues('name').trim()) setValue('name', guessZoneName(file.name, text));
  };

  return (
    <FormPage {...frame} onSubmit={onSubmit} error={formError} submitLabel="Import zone" pending={pending} width={760}>
      <ZoneSection form={form} domainHelp="The zone the file describes; relative names in it are below it." />
      <FormSection
        wide
        title="Zone file"
        description="BIND format: $ORIGIN, $TTL, parentheses and comments. The SOA is replaced by ours; the apex NS records are kept."
        action={
          <Button size="small" startIcon={<UploadFileOutlined />} onClick={() => fileInput.current?.click()}>
            Load from file…
          </Button>
        }
      >
        <input ref={fileInput} type="file" accept=".zone,.db,.txt,text/plain" hidden onChange={loadFile} />
        <FormTextField
          control={form.control}
          name="zoneFile"
          placeholder={'$ORIGIN example.com.\n$TTL 3600\n@    IN  A     192.0.2.10\nwww  IN  CNAME example.com.'}
          multiline
          minRows={10}
          maxRows={24}
          slotProps={{ htmlInput: { spellCheck: false, 'aria-label': 'Zone file', style: mono } }}
        />
        {fileProblems.length ? (
          <Alert severity="error" sx={{ mt: 1.5 }} icon={false}>
            <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
              Nothing was imported. Fix these lines:
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5, ...mono }}>
              {fileProblems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </Box>
          </Alert>
        ) : null}
      </FormSection>
    </FormPage>
  );
}
