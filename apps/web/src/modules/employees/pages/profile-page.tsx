import type { SessionUser } from '@backoffice/contract/modules/auth';
import { PROFILE_IMAGE_TYPES, type Profile, profileData } from '@backoffice/contract/modules/employees';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiRequestError, errorMessage } from '../../../core/api';
import { contractResolver } from '../../../core/contract-resolver';
import { useCurrentUser, useSession } from '../../../core/session';
import { PageHeader } from '../../../ui/page-header';
import { UserAvatar } from '../../../ui/user-avatar';
import { useProfile } from '../api/get-profile';
import { useUploadProfile } from '../api/update-profile';
import { setDarkThemePreference, useUpdateProfileConfig } from '../api/update-profile-config';
import { PasswordForm } from '../components/password-form';

/** Ours, not the server's (MAX_UPLOAD_MB, 25 MB by default): a profile picture needs far less. */
const MAX_IMAGE_MB = 10;
const ACCEPTED: readonly string[] = PROFILE_IMAGE_TYPES;

interface NameValues {
  firstName: string;
  lastName: string;
}

// The contract's rules for the two names (the `data` part of the multipart update).
const resolver = contractResolver<NameValues>(profileData.shape.personalDetails.unwrap());

function checkImage(file: File): string | null {
  if (!ACCEPTED.includes(file.type)) return 'Pick a PNG, JPEG, WebP or GIF image.';
  if (file.size > MAX_IMAGE_MB * 1024 * 1024) return `Pick an image of ${MAX_IMAGE_MB} MB or less.`;
  return null;
}

/** A chosen file as an address the <img> can show, released when it is no longer shown. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

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
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [saved, setSaved] = useState(false);
  const [dragging, setDragging] = useState(false);
  const preview = usePreview(file);
  const names = profile.personalDetails;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<NameValues>({ resolver, defaultValues: { firstName: names.firstName, lastName: names.lastName } });

  const current = removeImage ? null : names.image;
  const shown = preview ?? current;
  const changed = isDirty || file !== null || removeImage;

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    const problem = checkImage(picked);
    setImageError(problem);
    if (problem) return;
    setFile(picked);
    setRemoveImage(false);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setImageError(null);
    setSaved(false);
    setProgress(file ? 0 : null);
    try {
      const nameChanged = values.firstName.trim() !== names.firstName || values.lastName.trim() !== names.lastName;
      const saved = await upload.mutateAsync({
        userId: user.id,
        data: {
          ...(nameChanged ? { personalDetails: { firstName: values.firstName, lastName: values.lastName } } : {}),
          ...(removeImage && !file ? { removeImage: true } : {}),
        },
        image: file,
        onProgress: setProgress,
      });
      reset({ firstName: saved.personalDetails.firstName, lastName: saved.personalDetails.lastName });
      setFile(null);
      setRemoveImage(false);
      setSaved(true);
    } catch (error) {
      let unplaced = false;
      const details = error instanceof ApiRequestError ? (error.body.details ?? []) : [];
      for (const detail of details) {
        const field = detail.field.replace(/^body\.data\.personalDetails\./, '');
        if (field === 'firstName' || field === 'lastName') setError(field, { type: 'server', message: detail.message });
        else if (detail.field === 'body.image') setImageError(detail.message);
        else unplaced = true;
      }
      if (details.length === 0 || unplaced) {
        if (error instanceof ApiRequestError && error.status === 413) setImageError(errorMessage(error));
        else setFormError(errorMessage(error));
      }
    } finally {
      setProgress(null);
    }
  });

  const inputId = useId();
  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={onSubmit} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography variant="subtitle2" component="h2">
        Name and picture
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
        Shown in the app bar and wherever colleagues see you.
      </Typography>
      {formError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {formError}
        </Alert>
      ) : null}
      {saved && !changed ? (
        <Alert severity="success" sx={{ mt: 2 }} onClose={() => setSaved(false)}>
          Profile saved. The app bar shows your new name and picture.
        </Alert>
      ) : null}
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          pick(event.dataTransfer.files[0]);
        }}
        sx={{
          mt: 2,
          p: 2,
          display: 'flex',
          alignItems: 'center',
          gap: 2.5,
          flexWrap: 'wrap',
          borderRadius: 2,
          border: 1,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          transition: 'border-color 120ms, background-color 120ms',
        }}
      >
        <Box sx={{ position: 'relative' }} data-testid="profile-preview">
          <UserAvatar username={user.username} profileImage={shown} size={88} />
          {file ? (
            <Chip
              label="New"
              size="small"
              color="primary"
              sx={{ position: 'absolute', bottom: -6, left: '50%', transform: 'translateX(-50%)', height: 20 }}
            />
          ) : null}
        </Box>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <input
            ref={fileInput}
            id={inputId}
            type="file"
            accept={ACCEPTED.join(',')}
            hidden
            aria-label="Profile picture file"
            onChange={(event) => {
              pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button
              variant="outlined"
              size="small"
              startIcon={<PhotoCameraOutlined />}
              onClick={() => fileInput.current?.click()}
              disabled={isSubmitting}
            >
              {shown ? 'Change picture' : 'Upload picture'}
            </Button>
            {file || current ? (
              <Button
                size="small"
                color="inherit"
                startIcon={<DeleteOutlined />}
                disabled={isSubmitting}
                onClick={() => {
                  if (file) setFile(null);
                  else setRemoveImage(true);
                  setImageError(null);
                }}
              >
                {file ? 'Discard new picture' : 'Remove picture'}
              </Button>
            ) : null}
          </Stack>
          <Typography
            variant="caption"
            color={imageError ? 'error' : 'text.secondary'}
            component="p"
            sx={{ mt: 1 }}
            role={imageError ? 'alert' : undefined}
          >
            {imageError ??
              (removeImage
                ? 'The picture is removed when you save; your initials show instead.'
                : `PNG, JPEG, WebP or GIF, up to ${MAX_IMAGE_MB} MB. Drop a file here or pick one.`)}
          </Typography>
        </Box>
      </Box>
      {progress !== null ? (
        <Box sx={{ mt: 1.5 }} aria-live="polite">
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
            <Typography variant="caption" color="text.secondary">
              {progress < 1 ? 'Uploading picture…' : 'Processing…'}
            </Typography>
            <Typography variant="caption" color="text.secondary" data-testid="upload-progress">
              {Math.round(progress * 100)}%
            </Typography>
          </Box>
          <LinearProgress
            variant={progress < 1 ? 'determinate' : 'indeterminate'}
            value={progress * 100}
            aria-label="Upload progress"
          />
        </Box>
      ) : null}
      <Box sx={{ mt: 2.5, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label="First name"
          required
          {...register('firstName')}
          error={Boolean(errors.firstName)}
          helperText={errors.firstName?.message}
        />
        <TextField
          label="Last name"
          {...register('lastName')}
          error={Boolean(errors.lastName)}
          helperText={errors.lastName?.message}
        />
      </Box>
      <Box sx={{ mt: 2.5, display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button
          color="inherit"
          disabled={!changed || isSubmitting}
          onClick={() => {
            reset();
            setFile(null);
            setRemoveImage(false);
            setImageError(null);
            setFormError(null);
          }}
        >
          Discard
        </Button>
        <Button type="submit" variant="contained" disabled={!changed} loading={isSubmitting}>
          Save profile
        </Button>
      </Box>
    </Paper>
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
              <ProfileForm key={profile.data._id} user={user} profile={profile.data} />
            ) : (
              <Skeleton variant="rounded" height={360} />
            )}
            <PasswordForm />
          </Stack>
          <Stack spacing={2}>
            {profile.data ? <Preferences profile={profile.data} /> : <Skeleton variant="rounded" height={160} />}
            <Account user={user} />
          </Stack>
        </Box>
      )}
    </Box>
  );
}
