// Reads the multipart profile update: a `data` part with JSON fields and an optional `image` file,
// stored as a public file of the use below (core/files: streamed, sniffed, size-capped).
import {
  PROFILE_FORM_FIELDS,
  PROFILE_IMAGE_KINDS,
  PROFILE_IMAGE_MAX_MB,
  type ProfileData,
  profileData,
} from '@backoffice/contract/modules/employees';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../core/context.js';
import { profiles } from '../../core/db/schema.js';
import type { StagedFile } from '../../core/files/service.js';
import { parseJsonField, readUpload } from '../../core/files/upload.js';
import { defineFileUse } from '../../core/files/uses.js';

/**
 * Profile pictures: public (every colleague's screen shows them, spec §1), raster images only (an
 * SVG could carry scripts), referenced by their link in `profiles.image`.
 */
export const profileImages = defineFileUse({
  name: 'employees.profile-image',
  visibility: 'public',
  accept: PROFILE_IMAGE_KINDS,
  maxBytes: PROFILE_IMAGE_MAX_MB * 1024 * 1024,
  references: [{ column: profiles.image, holds: 'path' }],
});

export interface ProfileForm {
  data: ProfileData;
  /** The picture, staged; the service keeps it. */
  image?: StagedFile;
  /** Removes the staged picture unless kept (call it in a `finally`). */
  discard(): Promise<void>;
}

export async function readProfileForm(
  ctx: AppContext,
  http: { request: FastifyRequest; reply: FastifyReply },
): Promise<ProfileForm> {
  const upload = await readUpload(ctx, http, {
    files: { [PROFILE_FORM_FIELDS.image]: { use: profileImages } },
    fields: [PROFILE_FORM_FIELDS.data],
  });
  try {
    const data = parseJsonField(profileData, upload.fields[PROFILE_FORM_FIELDS.data], PROFILE_FORM_FIELDS.data, {});
    return { data, image: upload.files[0], discard: upload.discard };
  } catch (error) {
    await upload.discard();
    throw error;
  }
}
