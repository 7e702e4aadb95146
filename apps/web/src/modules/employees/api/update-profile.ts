import { type ApiError, fillPath } from '@backoffice/contract/http';
import {
  PROFILE_FORM_FIELDS,
  type Profile,
  type ProfileData,
  updateProfile as updateProfileEndpoint,
} from '@backoffice/contract/modules/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_BASE, ApiRequestError } from '../../../core/api';
import { endsSession } from '../../../core/auth-error';
import { messages } from '../../../core/messages';
import { NOTIFICATION_TIMINGS, notify } from '../../../core/notifications';
import { session } from '../../../core/session';
import { employeeKeys } from './keys';

export interface ProfileUpdate {
  userId: number;
  data: ProfileData;
  image?: File | null;
  /** 0..1 while the request body goes up. */
  onProgress?: (fraction: number) => void;
}

function failure(status: number, statusText: string, body: unknown): ApiError {
  const b = body as Partial<ApiError> | undefined;
  if (b && typeof b.statusCode === 'number' && typeof b.message === 'string' && typeof b.code === 'string') {
    return b as ApiError;
  }
  if (status === 0) {
    return { statusCode: 0, error: 'Network Error', code: 'NETWORK_ERROR', message: messages.networkError };
  }
  return {
    statusCode: status,
    error: statusText || 'Error',
    code: `HTTP_${status}`,
    message: status === 413 ? 'The picture is too large.' : statusText || `Request failed with status ${status}`,
  };
}

/**
 * The multipart profile update (`data` JSON part + optional `image` file). It goes through
 * XMLHttpRequest rather than `call` (fetch) because only XHR reports upload progress. A dead token
 * ends the session as every other call does (spec §8).
 */
export function uploadProfile({ userId, data, image, onProgress }: ProfileUpdate): Promise<Profile> {
  const form = new FormData();
  form.append(PROFILE_FORM_FIELDS.data, JSON.stringify(data));
  if (image) form.append(PROFILE_FORM_FIELDS.image, image, image.name);
  const jwt = session.get().jwt;

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(updateProfileEndpoint.method, `${API_BASE}${fillPath(updateProfileEndpoint.path, { id: userId })}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (jwt) xhr.setRequestHeader('Authorization', `Bearer ${jwt}`);
    xhr.responseType = 'text';
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    xhr.onerror = () => reject(new ApiRequestError(updateProfileEndpoint.name, failure(0, '', undefined)));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as Profile);
        return;
      }
      if (endsSession(xhr.status, body) && jwt && session.get().jwt === jwt) {
        session.signOut('expired');
        notify({
          level: 'error',
          title: messages.authErrorTitle,
          body: messages.tokenInvalid,
          duration: NOTIFICATION_TIMINGS.authError,
        });
      }
      reject(new ApiRequestError(updateProfileEndpoint.name, failure(xhr.status, xhr.statusText, body)));
    };
    xhr.send(form);
  });
}

/** The displayed name is the profile's first and last name (docs/administration.md). */
export function displayName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim();
}

export function useUploadProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(employeeKeys.profile(profile.userId), profile);
      // The app bar shows the new name and picture at once.
      if (session.get().user?.id === profile.userId) {
        session.updateUser({
          name: displayName(profile.personalDetails.firstName, profile.personalDetails.lastName),
          profileImage: profile.personalDetails.image,
        });
      }
    },
  });
}
