// The send form's recipients: one field per number (so a refusal lands on the number it names), a
// button to add another and one to remove each.

import { MAX_RECIPIENTS } from '@backoffice/contract/modules/sms/send';
import AddOutlined from '@mui/icons-material/AddOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../ui/form-text-field';
import { monoFont } from '../../../ui/monospace';
import type { SendValues } from '../lib/send-values';

export function RecipientsField({ form }: { form: UseFormReturn<SendValues> }) {
  const recipients = useWatch({ control: form.control, name: 'recipients' }) ?? [''];
  const set = (next: string[]) => form.setValue('recipients', next, { shouldDirty: true });
  return (
    <Stack spacing={1.5}>
      {recipients.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a recipient is its position in the list
        <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FormTextField
            control={form.control}
            name={`recipients.${i}`}
            label={recipients.length > 1 ? `Recipient ${i + 1}` : 'Recipient'}
            required
            fullWidth
            placeholder="+49 151 23456789"
            helperText={i === 0 ? 'Mobile number in international form, with + and the country code' : undefined}
            slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off', sx: monoFont } }}
          />
          {recipients.length > 1 ? (
            <IconButton
              aria-label={`Remove recipient ${i + 1}`}
              onClick={() => set(recipients.filter((__, j) => j !== i))}
              sx={{ mt: 1 }}
            >
              <CloseOutlined />
            </IconButton>
          ) : null}
        </Stack>
      ))}
      <div>
        <Button
          startIcon={<AddOutlined />}
          onClick={() => set([...recipients, ''])}
          disabled={recipients.length >= MAX_RECIPIENTS}
        >
          Add recipient
        </Button>
      </div>
    </Stack>
  );
}
