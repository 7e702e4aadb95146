import {
  PROFILE_FORM_FIELDS,
  type Profile,
  type ProfileData,
  profilesByUserIds,
  updateProfile,
} from '@backoffice/contract/modules/employees';
import { upload } from '../../../core/api';
import { mutationHook } from '../../../core/endpoint-query';
import { session } from '../../../core/session';
import { profileQuery, seedProfile } from './get-profile';

export interface ProfileUpdate {
  userId: number;
  data: ProfileData;
  image?: File | null;
  /** 0..1 while the request body goes up. */
  onProgress?: (fraction: number) => void;
  /** Cancels the upload. */
  signal?: AbortSignal;
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
  ({ userId, data, image, onProgress, signal }: ProfileUpdate) =>
    upload(
      updateProfile,
      { params: { id: userId }, body: profileForm(data, image), ...(signal ? { signal } : {}) },
      onProgress,
    ),
  {
    // The user lists (administration) show the new picture.
    invalidates: [profilesByUserIds],
    onSuccess: (reply, update, queryClient) => {
      // A name and a picture may be saved at the same moment (two cards): each reply settles only
      // what its request changed, so a reply that arrives late cannot bring an old picture back.
      const changedImage = Boolean(update.image) || update.data.removeImage === true;
      const changedNames =
        update.data.personalDetails?.firstName !== undefined || update.data.personalDetails?.lastName !== undefined;
      const cached = queryClient.getQueryData<Profile>(profileQuery.key({ params: { id: reply.userId } }));
      const changedBirthDate = update.data.personalDetails?.birthDate !== undefined;
      const { firstName, lastName, image, birthDate } = reply.personalDetails;
      const profile = cached
        ? {
            ...cached,
            personalDetails: {
              firstName: changedNames ? firstName : cached.personalDetails.firstName,
              lastName: changedNames ? lastName : cached.personalDetails.lastName,
              image: changedImage ? image : cached.personalDetails.image,
              birthDate: changedBirthDate ? birthDate : cached.personalDetails.birthDate,
            },
          }
        : reply;
      seedProfile(profile, queryClient);
      // The app bar shows the new name and picture at once.
      if (session.get().user?.id === reply.userId) {
        session.updateUser({
          ...(changedNames ? { name: displayName(firstName, lastName) } : {}),
          ...(changedImage ? { profileImage: image } : {}),
        });
      }
    },
  },
);
