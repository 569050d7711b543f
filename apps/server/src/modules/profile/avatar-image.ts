import type { AVATAR_CONTENT_TYPES } from '@alavanca/contracts/profile';

export type AvatarContentType = (typeof AVATAR_CONTENT_TYPES)[number];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
const RIFF = Buffer.from('RIFF', 'ascii');
const WEBP = Buffer.from('WEBP', 'ascii');
/** A WebP file is a RIFF container: "RIFF", a 4-byte size, then "WEBP". */
const WEBP_FORMAT_OFFSET = 8;

/**
 * The image format the bytes actually hold, judged by their signature; null for anything
 * else. The declared content type is never trusted on its own: the avatar is served back
 * with it, and a browser must not be handed HTML or script labelled as an image.
 */
export function detectAvatarContentType(bytes: Buffer): AvatarContentType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  if (startsWith(bytes, RIFF) && startsWith(bytes.subarray(WEBP_FORMAT_OFFSET), WEBP)) {
    return 'image/webp';
  }
  return null;
}

function startsWith(bytes: Buffer, signature: Buffer): boolean {
  return bytes.length >= signature.length && bytes.subarray(0, signature.length).equals(signature);
}

/**
 * Where the avatar is served. The version changes with every upload, so the image can be
 * cached forever and a new upload is still seen at once.
 */
export function buildAvatarUrl(userId: string, updatedAt: Date): string {
  return `/api/avatars/${userId}?v=${updatedAt.getTime()}`;
}
