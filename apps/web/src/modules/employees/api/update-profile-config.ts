import {
  type Profile,
  type ProfileConfigBody,
  updateProfileConfig as updateConfigEndpoint,
} from '@backoffice/contract/modules/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, errorMessage } from '../../../core/api';
import { notify } from '../../../core/notifications';
import { session } from '../../../core/session';
import { employeeKeys } from './keys';

/** PATCH /employee-controller/profile/{id}/config: by *profile* id. */
export function updateProfileConfig(profileId: number, body: ProfileConfigBody): Promise<Profile> {
  return call(updateConfigEndpoint, { params: { id: profileId }, body });
}

export function useUpdateProfileConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, body }: { profileId: number; body: ProfileConfigBody }) =>
      updateProfileConfig(profileId, body),
    onSuccess: (profile) => {
      queryClient.setQueryData(employeeKeys.profile(profile.userId), profile);
      session.updateUser({
        darkTheme: profile.profileConfig.enabledDarkTheme,
        showReviewedEscalations: profile.profileConfig.showReviewedEscalations,
      });
    },
  });
}

/**
 * The dark theme switch (app bar and profile page): applies at once on this device and, when signed
 * in, is saved to the profile so that the next sign-in anywhere starts with it.
 */
export function setDarkThemePreference(dark: boolean): void {
  session.setDarkTheme(dark);
  const user = session.get().user;
  if (!user) return;
  updateProfileConfig(user.profileId, { enabledDarkTheme: dark }).catch((error: unknown) => {
    // The device keeps the choice; only the profile did not hear of it.
    notify({ level: 'warning', title: 'Theme not saved to your profile', body: errorMessage(error) });
  });
}
