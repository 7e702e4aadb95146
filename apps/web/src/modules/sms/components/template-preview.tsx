// The template form's live preview: a field per variable of the body being written, the body rendered
// with the values typed there, and what it costs. The values are a scratch pad, not the template's.
import { missingVariables, renderTemplate, templateVariables } from '@backoffice/contract/rules/sms';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RenderedPreview } from './rendered-preview';

export function TemplatePreview({ body }: { body: string }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const variables = templateVariables(body);
  return (
    <Stack spacing={2}>
      {variables.length ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {variables.map((name) => (
            <TextField
              key={name}
              size="small"
              label={name}
              value={values[name] ?? ''}
              onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
              sx={{ minWidth: 0, flex: { sm: '1 1 180px' } }}
            />
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No variables yet: write {'{{name}}'} in the text for a value given when sending.
        </Typography>
      )}
      <RenderedPreview text={renderTemplate(body, values)} missing={missingVariables(body, values)} />
    </Stack>
  );
}
