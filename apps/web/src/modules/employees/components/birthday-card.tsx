import {
  type BirthdayVisibility,
  type Profile,
  profileConfigBody,
  profileData,
} from '@backoffice/contract/modules/employees';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { DatePicker } from '../../../ui/date-picker';
import { FormTextField } from '../../../ui/form-text-field';
import { useRecordForm } from '../../../ui/record-form';
import { useUploadProfile } from '../api/update-profile';
import { useUpdateProfileConfig } from '../api/update-profile-config';
import { ProfileFormCard } from './profile-form-card';

const CHOICES: { value: BirthdayVisibility; label: string }[] = [
  { value: 'no-year', label: 'Day and month only' },
  { value: 'full', label: 'The whole date (and so my age)' },
  { value: 'hidden', label: 'Nobody' },
];

interface BirthdayValues {
  birthDate: string | null;
  birthdayVisibility: BirthdayVisibility;
}

// The contract's rules for the date (the profile update's `data`) and the choice (the profile's settings).
const birthdaySchema = profileData.shape.personalDetails
  .unwrap()
  .pick({ birthDate: true })
  .extend(profileConfigBody.pick({ birthdayVisibility: true }).shape);

/** The birth date, and who sees the birthday on the event calendar. */
export function BirthdayCard({ profile }: { profile: Profile }) {
  const upload = useUploadProfile();
  const config = useUpdateProfileConfig();
  const [saved, setSaved] = useState(false);
  const kept = { birthDate: profile.personalDetails.birthDate, visibility: profile.profileConfig.birthdayVisibility };
  const { form, onSubmit, formError, pending } = useRecordForm<BirthdayValues, true>({
    schema: birthdaySchema,
    defaultValues: { birthDate: kept.birthDate, birthdayVisibility: kept.visibility },
    // The date goes in the update's `data` part: the server names it `body.data.personalDetails.birthDate`.
    shownAs: { data: 'birthDate' },
    submit: async ({ birthDate, birthdayVisibility }) => {
      setSaved(false);
      if (birthDate !== kept.birthDate) {
        await upload.mutateAsync({ userId: profile.userId, data: { personalDetails: { birthDate } } });
      }
      if (birthdayVisibility !== kept.visibility) {
        await config.mutateAsync({ params: { id: profile._id }, body: { birthdayVisibility } });
      }
      return true;
    },
    onSaved: () => setSaved(true),
  });
  const [date, visibility] = useWatch({ control: form.control, name: ['birthDate', 'birthdayVisibility'] });
  const dateChanged = date !== kept.birthDate;
  const visibilityChanged = visibility !== kept.visibility;
  return (
    <ProfileFormCard
      title="Birthday"
      description="Colleagues see it on the event calendar as you choose."
      label="Birthday"
      onSubmit={onSubmit}
      error={formError}
      saved={saved && !dateChanged && !visibilityChanged ? 'Birthday saved.' : null}
      onDismissSaved={() => setSaved(false)}
    >
      <Box sx={{ mt: 2.5, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Controller
          name="birthDate"
          control={form.control}
          render={({ field, fieldState }) => (
            <DatePicker
              label="Date of birth"
              value={field.value}
              onChange={field.onChange}
              minDate="1900-01-01"
              maxDate={new Date().toLocaleDateString('sv-SE')}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
        <FormTextField
          control={form.control}
          name="birthdayVisibility"
          select
          size="small"
          label="Who sees it"
          fullWidth={false}
          sx={{ minWidth: 260 }}
        >
          {CHOICES.map((c) => (
            <MenuItem key={c.value} value={c.value}>
              {c.label}
            </MenuItem>
          ))}
        </FormTextField>
      </Box>
      <Box sx={{ mt: 2.5, display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={!dateChanged && !visibilityChanged} loading={pending}>
          Save birthday
        </Button>
      </Box>
    </ProfileFormCard>
  );
}
