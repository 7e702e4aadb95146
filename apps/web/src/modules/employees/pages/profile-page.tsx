import type { SessionUser } from '@backoffice/contract/modules/auth';
import { type Profile, profileData } from '@backoffice/contract/modules/employees';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../../core/api';
import { useCurrentUser, useSession } from '../../../core/session';
import { FormTextField } from '../../../ui/form-text-field';
import { PageHeader } from '../../../ui/page-header';
import { useRecordForm } from '../../../ui/record-form';
import { useProfile } from '../api/get-profile';
import { useUploadProfile } from '../api/update-profile';
import { setDarkThemePreference, useUpdateProfileConfig } from '../api/update-profile-config';
import { BirthdayCard } from '../components/birthday-card';
import { PasswordForm } from '../components/password-form';
import { ProfileFormCard } from '../components/profile-form-card';
import { ProfileImageCard } from '../components/profile-image-card';
import { SecurityCard } from '../components/security-card';
import { SessionsCard } from '../components/sessions-card';

interface NameValues {
  firstName: string;
  lastName: string;
}

// The contract's rules for the two names (the `data` part of the multipart update).
const nameSchema = profileData.shape.personalDetails.unwrap();

function Card({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography variant="subtitle2" component="h2">
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          {description}
        </Typography>
      ) : null}
      <Box sx={{ mt: 2 }}>{children}</Box>
    </Paper>
  );
}

function ProfileForm({ user, profile }: { user: SessionUser; profile: Profile }) {
  const upload = useUploadProfile();
  const [saved, setSaved] = useState(false);
  const names = profile.personalDetails;
  const { form, onSubmit, formError, setFormError, pending } = useRecordForm<NameValues, Profile>({
    schema: nameSchema,
    defaultValues: { firstName: names.firstName, lastName: names.lastName },
    under: 'body.data.personalDetails',
    submit: (values) => {
      setSaved(false);
      return upload.mutateAsync({
        userId: user.id,
        data: { personalDetails: { firstName: values.firstName, lastName: values.lastName } },
      });
    },
    onSaved: (saved) => {
      form.reset({ firstName: saved.personalDetails.firstName, lastName: saved.personalDetails.lastName });
      setSaved(true);
    },
  });
  const { control, reset } = form;
  const { isDirty } = form.formState;

  return (
    <ProfileFormCard
      title="Name"
      description="The name colleagues see beside your picture."
      onSubmit={onSubmit}
      error={formError}
      saved={saved && !isDirty ? 'Profile saved. The app bar shows your new name.' : null}
      onDismissSaved={() => setSaved(false)}
    >
      <Box sx={{ mt: 2.5, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={control} name="firstName" label="First name" required />
        <FormTextField control={control} name="lastName" label="Last name" />
      </Box>
      <Box sx={{ mt: 2.5, display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button
          color="inherit"
          disabled={!isDirty || pending}
          onClick={() => {
            reset();
            setFormError(null);
          }}
        >
          Discard
        </Button>
        <Button type="submit" variant="contained" disabled={!isDirty} loading={pending}>
          Save profile
        </Button>
      </Box>
    </ProfileFormCard>
  );
}

function SettingRow({
  icon,
  title,
  description,
  control,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  control: ReactNode;
}) {
  return (
    <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.25, cursor: 'pointer' }}>
      <Box sx={{ color: 'text.secondary', display: 'flex' }}>{icon}</Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {description}
        </Typography>
      </Box>
      {control}
    </Box>
  );
}

function Preferences({ profile }: { profile: Profile }) {
  const dark = useSession((s) => s.darkTheme);
  const config = useUpdateProfileConfig();
  const [reviewed, setReviewed] = useState(profile.profileConfig.showReviewedEscalations);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Card title="Preferences" description="Saved to your profile as you change them.">
      {problem ? (
        <Alert severity="error" sx={{ mb: 1 }} onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      ) : null}
      <SettingRow
        icon={<DarkModeOutlined fontSize="small" />}
        title="Dark theme"
        description="Also the switch in the app bar; follows you to other devices when you sign in."
        control={
          <Switch
            checked={dark}
            onChange={(event) => setDarkThemePreference(event.target.checked)}
            slotProps={{ input: { 'aria-label': 'Dark theme (profile)' } }}
          />
        }
      />
      <Divider />
      <SettingRow
        icon={<FactCheckOutlined fontSize="small" />}
        title="Show reviewed escalations"
        description="Keep escalations that are already reviewed in the escalation lists."
        control={
          <Switch
            checked={reviewed}
            disabled={config.isPending}
            onChange={(event) => {
              const next = event.target.checked;
              setReviewed(next);
              setProblem(null);
              config.mutate(
                { params: { id: profile._id }, body: { showReviewedEscalations: next } },
                {
                  onError: (error) => {
                    setReviewed(!next);
                    setProblem(`Not saved: ${errorMessage(error)}`);
                  },
                },
              );
            }}
            slotProps={{ input: { 'aria-label': 'Show reviewed escalations' } }}
          />
        }
      />
    </Card>
  );
}

function Account({ user }: { user: SessionUser }) {
  const rows: [string, ReactNode][] = [
    ['Username', user.username],
    ['Email', user.email || '—'],
    ['Permissions', user.isAdmin ? 'Every scope (administrator)' : `${user.scopes.length} scopes from your role`],
  ];
  return (
    <Card title="Account" description="Ask an administrator to change these.">
      <Stack spacing={1.25}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'flex', gap: 2 }}>
            <Typography variant="body2" color="text.secondary" sx={{ width: 100, flexShrink: 0 }}>
              {label}
            </Typography>
            <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Card>
  );
}

export default function ProfilePage() {
  const user = useCurrentUser();
  const profile = useProfile({ params: { id: user?.id ?? 0 } }, { enabled: user !== null });
  if (!user) return null;

  return (
    <Box sx={{ maxWidth: 1040 }}>
      <PageHeader title="Your profile" subtitle="How colleagues see you, and how the back office looks for you." />
      {profile.error ? (
        <Alert severity="error">{errorMessage(profile.error)}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
          <Stack spacing={2}>
            {profile.data ? (
              <>
                <ProfileImageCard user={user} profile={profile.data} />
                <ProfileForm key={profile.data._id} user={user} profile={profile.data} />
                <BirthdayCard key={`birthday-${profile.data._id}`} profile={profile.data} />
              </>
            ) : (
              // As tall as the cards they stand for (measured at 390, 900 and 1366 px), so that nothing
              // below them moves when the profile arrives (a layout shift of 0.2 on a phone before).
              <>
                <Skeleton variant="rounded" sx={{ height: { xs: 335, lg: 224 } }} />
                <Skeleton variant="rounded" sx={{ height: { xs: 250, md: 223, lg: 202 } }} />
                <Skeleton variant="rounded" sx={{ height: { xs: 271, lg: 202 } }} />
              </>
            )}
            <PasswordForm />
          </Stack>
          <Stack spacing={2}>
            {profile.data ? (
              <Preferences profile={profile.data} />
            ) : (
              <Skeleton variant="rounded" sx={{ height: { xs: 295, md: 560, lg: 279 } }} />
            )}
            <Account user={user} />
            <SecurityCard />
            <SessionsCard />
          </Stack>
        </Box>
      )}
    </Box>
  );
}
