// Reads the multipart profile update: a `data` part with JSON fields and an optional `image` file.
import { PROFILE_FORM_FIELDS, type ProfileData, profileData } from '@backoffice/contract/modules/employees';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../core/errors.js';
import { detectImage, type ImageType } from '../../core/files.js';

export interface ProfileForm {
  data: ProfileData;
  image?: { bytes: Buffer; type: ImageType };
}

/**
 * The image's type comes from its bytes, never from its name or declared type; only raster images
 * are taken (an SVG could carry scripts). Too large a file is a 413 (MAX_UPLOAD_MB).
 */
export async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  if (!request.isMultipart()) throw badRequest('body', 'Send the profile as multipart/form-data');
  let json: unknown = {};
  let image: ProfileForm['image'];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== PROFILE_FORM_FIELDS.image) {
        throw badRequest(`body.${part.fieldname}`, `Send the picture as the "${PROFILE_FORM_FIELDS.image}" part`);
      }
      if (image) throw badRequest('body.image', 'Send one picture');
      const bytes = await part.toBuffer();
      const type = detectImage(bytes);
      if (!type) throw badRequest('body.image', 'Upload a PNG, JPEG, WebP or GIF image');
      image = { bytes, type };
    } else if (part.fieldname === PROFILE_FORM_FIELDS.data) {
      try {
        json = JSON.parse(String(part.value));
      } catch {
        throw badRequest('body.data', 'must be JSON');
      }
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
  return { data: parsed.data, ...(image ? { image } : {}) };
}
