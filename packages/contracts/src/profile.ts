import { AVATAR_MAX_BYTES, TEXT_LIMITS } from '@alavanca/domain/constants';
import { z } from 'zod';
import { base64Length } from './fields';
import { text } from './text';
import { V } from './validation-messages';

/** `GET /api/profile`: created on first use. */
export const Profile = z.object({
  id: z.uuid(),
  email: z.email(),
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
  /** When the account was created ("member since"). */
  createdAt: z.iso.datetime(),
});
export type Profile = z.infer<typeof Profile>;

const NamePart = text().trim().max(TEXT_LIMITS.name, V.tooLong);

/** `PUT /api/profile` */
export const UpdateProfileRequest = z.object({ firstName: NamePart, lastName: NamePart });
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** `PUT /api/profile/avatar`: an image the browser already resized, base64-encoded. */
export const UploadAvatarRequest = z.object({
  contentType: z.enum(AVATAR_CONTENT_TYPES, V.invalidOption),
  data: text().pipe(z.base64(V.invalidOption).max(base64Length(AVATAR_MAX_BYTES), V.tooLong)),
});
export type UploadAvatarRequest = z.infer<typeof UploadAvatarRequest>;
