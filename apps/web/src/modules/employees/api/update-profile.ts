import {
  PROFILE_FORM_FIELDS,
  type ProfileData,
  profilesByUserIds,
  updateProfile,
} from '@backoffice/contract/modules/employees';
import { upload } from '../../../core/api';
import { mutationHook } from '../../../core/endpoint-query';
import { session } from '../../../core/session';
import { seedProfile } from './get-profile';

export interface ProfileUpdate {
  userId: number;
  data: ProfileData;
  image?: File | null;
  /** 0..1 while the request body goes up. */
  onProgress?: (fraction: number) => void;
}

/** The multipart profile update: a `data` JSON part and an optional `image` file. */
function profileForm(data: ProfileData, image: File | null | undefined): FormData {
  const form = new FormData();
  form.append(PROFILE_FORM_FIELDS.data, JSON.stringify(data));
  if (image) form.append(PROFILE_FORM_FIELDS.image, image, image.name);
  return form;
}

/** The displayed name is the profile's first and last name (docs/administration.md). */
export function displayName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim();
}

export const useUploadProfile = mutationHook(
  ({ userId, data, image, onProgress }: ProfileUpdate) =>
    upload(updateProfile, { params: { id: userId }, body: profileForm(data, image) }, onProgress),
  {
    // The user lists (administration) show the new picture.
    invalidates: [profilesByUserIds],
    onSuccess: (profile, _update, queryClient) => {
      seedProfile(profile, queryClient);
      // The app bar shows the new name and picture at once.
      if (session.get().user?.id === profile.userId) {
        session.updateUser({
          name: displayName(profile.personalDetails.firstName, profile.personalDetails.lastName),
          profileImage: profile.personalDetails.image,
        });
      }
    },
  },
);
