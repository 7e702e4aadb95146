// The fields of a dossier feedback form (create and update): category, type, visibility and the text.
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormSection } from '../../../ui/form-section';
import { FormNumberField, FormTextField } from '../../../ui/form-text-field';
import { useFeedbackCategories, useFeedbackTypes } from '../api/feedbacks';

export interface FeedbackFormValues {
  categoryId: number | null;
  typeId: number | null;
  content: string;
  visibility: 'shared' | 'private';
}

export function FeedbackFields({ form }: { form: UseFormReturn<FeedbackFormValues> }) {
  const { control } = form;
  const categories = useFeedbackCategories().data ?? [];
  const types = useFeedbackTypes().data ?? [];
  return (
    <>
      <FormSection title="Feedback" description="What it is about, and how it is meant.">
        <Stack spacing={2}>
          <FormNumberField control={control} name="typeId" select label="Type" required>
            {types.map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {t.name}
              </MenuItem>
            ))}
          </FormNumberField>
          <FormNumberField control={control} name="categoryId" select label="Category" required>
            {categories.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </FormNumberField>
          <FormTextField control={control} name="content" label="Feedback" required multiline minRows={4} />
        </Stack>
      </FormSection>
      <FormSection title="Visibility" description="Shared feedback is shown to the agent, who is notified.">
        <Controller
          name="visibility"
          control={control}
          render={({ field, fieldState }) => (
            <>
              <RadioGroup {...field} aria-label="Visibility">
                <FormControlLabel value="shared" control={<Radio />} label="Shared with the agent" />
                <FormControlLabel value="private" control={<Radio />} label="Private to managers" />
              </RadioGroup>
              {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
            </>
          )}
        />
      </FormSection>
    </>
  );
}
