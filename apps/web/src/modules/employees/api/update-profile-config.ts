import { updateProfileConfig } from '@backoffice/contract/modules/employees';
import { call, errorMessage } from '../../../core/api';
import { endpointMutation } from '../../../core/endpoint-query';
import { notify } from '../../../core/notifications';
import { session } from '../../../core/session';
import { seedProfile } from './get-profile';

/** PATCH /employee-controller/profile/{id}/config: by *profile* id. */
export const useUpdateProfileConfig = endpointMutation(updateProfileConfig, {
  onSuccess: (profile, _input, queryClient) => {
    seedProfile(profile, queryClient);
    session.updateUser({
      darkTheme: profile.profileConfig.enabledDarkTheme,
      showReviewedEscalations: profile.profileConfig.showReviewedEscalations,
    });
  },
});

/**
 * The dark theme switch (app bar and profile page): applies at once on this device and, when signed
 * in, is saved to the profile so that the next sign-in anywhere starts with it.
 */
export function setDarkThemePreference(dark: boolean): void {
  session.setDarkTheme(dark);
  const user = session.get().user;
  if (!user) return;
  call(updateProfileConfig, { params: { id: user.profileId }, body: { enabledDarkTheme: dark } }).catch(
    (error: unknown) => {
      // The device keeps the choice; only the profile did not hear of it.
      notify({ level: 'warning', title: 'Theme not saved to your profile', body: errorMessage(error) });
    },
  );
}
