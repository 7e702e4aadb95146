import type { BirthdayVisibility, Profile } from '@backoffice/contract/modules/employees';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../core/api';
import { DatePicker } from '../../../ui/date-picker';
import { useUploadProfile } from '../api/update-profile';
import { useUpdateProfileConfig } from '../api/update-profile-config';

const CHOICES: { value: BirthdayVisibility; label: string }[] = [
  { value: 'no-year', label: 'Day and month only' },
  { value: 'full', label: 'The whole date (and so my age)' },
  { value: 'hidden', label: 'Nobody' },
];

/** The birth date, and who sees the birthday on the event calendar. */
export function BirthdayCard({ profile }: { profile: Profile }) {
  const upload = useUploadProfile();
  const config = useUpdateProfileConfig();
  const [date, setDate] = useState(profile.personalDetails.birthDate);
  const [visibility, setVisibility] = useState(profile.profileConfig.birthdayVisibility);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const dateChanged = date !== profile.personalDetails.birthDate;
  const visibilityChanged = visibility !== profile.profileConfig.birthdayVisibility;
  const save = async () => {
    setProblem(null);
    setSaved(false);
    try {
      if (dateChanged)
        await upload.mutateAsync({ userId: profile.userId, data: { personalDetails: { birthDate: date } } });
      if (visibilityChanged) {
        await config.mutateAsync({ params: { id: profile._id }, body: { birthdayVisibility: visibility } });
      }
      setSaved(true);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography variant="subtitle2" component="h2">
        Birthday
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
        Colleagues see it on the event calendar as you choose.
      </Typography>
      {problem ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      ) : null}
      {saved && !dateChanged && !visibilityChanged ? (
        <Alert severity="success" sx={{ mt: 2 }} onClose={() => setSaved(false)}>
          Birthday saved.
        </Alert>
      ) : null}
      <Box sx={{ mt: 2.5, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <DatePicker
          label="Date of birth"
          value={date}
          onChange={setDate}
          minDate="1900-01-01"
          maxDate={new Date().toLocaleDateString('sv-SE')}
        />
        <TextField
          select
          size="small"
          label="Who sees it"
          fullWidth={false}
          value={visibility}
          onChange={(e) => setVisibility(e.target.value as BirthdayVisibility)}
          sx={{ minWidth: 260 }}
        >
          {CHOICES.map((c) => (
            <MenuItem key={c.value} value={c.value}>
              {c.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ mt: 2.5, display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          disabled={!dateChanged && !visibilityChanged}
          loading={upload.isPending || config.isPending}
          onClick={() => void save()}
        >
          Save birthday
        </Button>
      </Box>
    </Paper>
  );
}
