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
import { AppError, badRequest } from '../../core/errors.js';
import type { StagedFile } from '../../core/files/service.js';
import { readUpload } from '../../core/files/upload.js';
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
    const data = parseData(upload.fields[PROFILE_FORM_FIELDS.data]);
    return { data, image: upload.files[0], discard: upload.discard };
  } catch (error) {
    await upload.discard();
    throw error;
  }
}

function parseData(text: string | undefined): ProfileData {
  let json: unknown = {};
  if (text !== undefined) {
    try {
      json = JSON.parse(text);
    } catch {
      throw badRequest('body.data', 'must be JSON');
    }
  }
  const parsed = profileData.safeParse(json);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({
      field: ['body', 'data', ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
    throw new AppError('VALIDATION_FAILED', `${details[0]!.field}: ${details[0]!.message}`, details);
  }
  return parsed.data;
}
