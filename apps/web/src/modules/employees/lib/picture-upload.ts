import { fileKindsLabel } from '@backoffice/contract/files';
import type { SessionUser } from '@backoffice/contract/modules/auth';
import {
  PROFILE_IMAGE_KINDS,
  PROFILE_IMAGE_MAX_MB,
  PROFILE_IMAGE_TYPES,
  type Profile,
} from '@backoffice/contract/modules/employees';
import { useEffect, useRef, useState } from 'react';
import { ApiRequestError, errorMessage } from '../../../core/api';
import { useUploadProfile } from '../api/update-profile';

const ACCEPTED: readonly string[] = PROFILE_IMAGE_TYPES;
export const KINDS = fileKindsLabel(PROFILE_IMAGE_KINDS);

/** What the browser can tell before sending; the server reads the bytes and decides. */
function checkImage(file: File): string | null {
  if (!ACCEPTED.includes(file.type)) return `Pick ${KINDS}.`;
  if (file.size > PROFILE_IMAGE_MAX_MB * 1024 * 1024) return `Pick an image of ${PROFILE_IMAGE_MAX_MB} MB or less.`;
  return null;
}

/** A chosen file as an address the <img> can show, released when it is no longer shown. */
function useObjectUrl(file: File | null): string | null {
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

export type Notice = { tone: 'info' | 'success' | 'error'; text: string } | null;

/**
 * Sending the profile picture (profile-image-card.tsx): a picked file is checked in the browser, goes
 * up at once with its progress (cancellable), and is shown from the browser's copy meanwhile; the
 * stored picture can be removed. Each outcome is a notice in words.
 */
export function usePictureUpload(user: SessionUser, profile: Profile) {
  const upload = useUploadProfile();
  const cancel = useRef<AbortController | null>(null);
  // The picture just picked: shown from the browser's copy while it goes up, and after.
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const local = useObjectUrl(file);
  const stored = profile.personalDetails.image;
  const uploading = progress !== null;

  useEffect(() => () => cancel.current?.abort(), []);

  const send = async (picked: File) => {
    const abort = new AbortController();
    cancel.current = abort;
    setFile(picked);
    setNotice(null);
    setProgress(0);
    try {
      await upload.mutateAsync({
        userId: user.id,
        data: {},
        image: picked,
        onProgress: setProgress,
        signal: abort.signal,
      });
      setNotice({ tone: 'success', text: 'Picture saved. Colleagues see it from now on.' });
    } catch (error) {
      setFile(null);
      if (error instanceof DOMException && error.name === 'AbortError') {
        setNotice({ tone: 'info', text: 'Upload cancelled; your picture is unchanged.' });
        return;
      }
      const detail =
        error instanceof ApiRequestError ? error.body.details?.find((d) => d.field === 'body.image') : null;
      setNotice({ tone: 'error', text: detail?.message ?? errorMessage(error) });
    } finally {
      cancel.current = null;
      setProgress(null);
    }
  };

  const pick = (picked: File | undefined) => {
    if (!picked || uploading) return;
    const problem = checkImage(picked);
    if (problem) setNotice({ tone: 'error', text: problem });
    else void send(picked);
  };

  const remove = async () => {
    try {
      await upload.mutateAsync({ userId: user.id, data: { removeImage: true } });
      setFile(null);
      setNotice({ tone: 'info', text: 'Picture removed; your initials show instead.' });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error) });
    }
  };

  return {
    upload,
    file,
    progress,
    notice,
    stored,
    shown: local ?? stored,
    uploading,
    pick,
    remove,
    cancel: () => cancel.current?.abort(),
  };
}
