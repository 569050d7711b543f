import type { AVATAR_CONTENT_TYPES } from '@alavanca/contracts/profile';

/** The image types the app takes from users (avatars, support screenshots). */
export type ImageContentType = (typeof AVATAR_CONTENT_TYPES)[number];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
const RIFF = Buffer.from('RIFF', 'ascii');
const WEBP = Buffer.from('WEBP', 'ascii');
/** A WebP file is a RIFF container: "RIFF", a 4-byte size, then "WEBP". */
const WEBP_FORMAT_OFFSET = 8;

/**
 * The image format the bytes actually hold, judged by their signature; null for anything
 * else. The declared content type is never trusted on its own: an image is served back
 * with it, and a browser must not be handed HTML or script labelled as an image.
 */
export function detectImageType(bytes: Buffer): ImageContentType | null {
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
