// The send form's message: from a template (its variables' fields appear, the rendered text is
// previewed) or free text, each with the character and part counter.
import type { SmsTemplate } from '@backoffice/contract/modules/sms/templates';
import { missingVariables, renderTemplate } from '@backoffice/contract/rules/sms';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Controller, type UseFormReturn, useFormState, useWatch } from 'react-hook-form';
import { FormSection } from '../../../ui/form-section';
import { FormTextField } from '../../../ui/form-text-field';
import { monoFont } from '../../../ui/monospace';
import type { SendValues } from '../lib/send-values';
import { RenderedPreview } from './rendered-preview';
import { SegmentCounter } from './segment-counter';

interface Props {
  form: UseFormReturn<SendValues>;
  templates: readonly SmsTemplate[];
  /** The template chosen, once the list has it. */
  chosen: SmsTemplate | undefined;
}

export function MessageSection({ form, templates, chosen }: Props) {
  const { control } = form;
  const mode = useWatch({ control, name: 'mode' });
  const text = useWatch({ control, name: 'text' }) ?? '';
  const variables = useWatch({ control, name: 'variables' }) ?? {};
  const { errors } = useFormState({ control, name: 'variables' });
  // The server's refusal of the variables as a whole (a rendered text too long): each field shows its own.
  const groupMessage = (errors.variables as { message?: unknown } | undefined)?.message;
  const variablesError = typeof groupMessage === 'string' ? groupMessage : undefined;
  return (
    <FormSection
      title="Message"
      description="A template keeps the wording the same for everyone; free text is for the rest."
    >
      <Stack spacing={2}>
        <Controller
          name="mode"
          control={control}
          render={({ field }) => (
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={field.value}
              onChange={(_, value: SendValues['mode'] | null) => value && field.onChange(value)}
              aria-label="Message kind"
            >
              <ToggleButton value="template">From a template</ToggleButton>
              <ToggleButton value="text">Free text</ToggleButton>
            </ToggleButtonGroup>
          )}
        />
        {mode === 'template' ? (
          <>
            <FormTextField control={control} name="template" select label="Template" required fullWidth>
              {templates.map((t) => (
                <MenuItem key={t.name} value={t.name}>
                  <Stack sx={{ minWidth: 0 }}>
                    <Typography sx={monoFont}>{t.name}</Typography>
                    {t.description ? (
                      <Typography variant="body2" color="text.secondary" noWrap>
                        {t.description}
                      </Typography>
                    ) : null}
                  </Stack>
                </MenuItem>
              ))}
            </FormTextField>
            {chosen ? (
              <>
                {chosen.variables.length ? (
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {chosen.variables.map((name) => (
                      <FormTextField
                        key={`${chosen.name}:${name}`}
                        control={control}
                        name={`variables.${name}`}
                        label={name}
                        required
                        sx={{ flex: { sm: '1 1 200px' }, minWidth: 0 }}
                      />
                    ))}
                  </Stack>
                ) : null}
                {variablesError ? (
                  <Typography variant="body2" color="error">
                    {variablesError}
                  </Typography>
                ) : null}
                <RenderedPreview
                  text={renderTemplate(chosen.body, variables)}
                  missing={missingVariables(chosen.body, variables)}
                />
              </>
            ) : null}
          </>
        ) : (
          <div>
            <FormTextField control={control} name="text" label="Text" required fullWidth multiline minRows={4} />
            <SegmentCounter text={text} />
          </div>
        )}
      </Stack>
    </FormSection>
  );
}
