import { AVATAR_CONTENT_TYPES } from '@alavanca/contracts/profile';
import { AVATAR_MAX_BYTES } from '@alavanca/domain/constants';

/** Avatars are stored square at this size: sharp on high-density screens at the largest size shown (96 px). */
export const AVATAR_SIZE_PX = 256;
const WEBP_QUALITY = 0.9;

export type AvatarContentType = (typeof AVATAR_CONTENT_TYPES)[number];

export interface ResizedAvatar {
  blob: Blob;
  contentType: AvatarContentType;
}

export class AvatarError extends Error {
  constructor(readonly reason: 'type' | 'decode' | 'size') {
    super(`Avatar rejected: ${reason}`);
    this.name = 'AvatarError';
  }
}

export function isAcceptedImage(file: Blob): boolean {
  return (AVATAR_CONTENT_TYPES as readonly string[]).includes(file.type);
}

/** The centred square of an image (its shorter side), the part kept when it becomes an avatar. */
export function centreSquare(width: number, height: number): { x: number; y: number; size: number } {
  const size = Math.min(width, height);
  return { x: Math.floor((width - size) / 2), y: Math.floor((height - size) / 2), size };
}

function canvasToBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * Crops the picture to its centred square and scales it to 256×256 in a canvas, as WebP, or PNG
 * where the browser cannot encode WebP. Phone photos of several megabytes become a few kilobytes
 * before they leave the browser.
 */
export async function resizeAvatar(file: Blob): Promise<ResizedAvatar> {
  if (!isAcceptedImage(file)) throw new AvatarError('type');
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new AvatarError('decode');
  }
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIZE_PX;
  canvas.height = AVATAR_SIZE_PX;
  const context = canvas.getContext('2d');
  if (!context) throw new AvatarError('decode');
  const { x, y, size } = centreSquare(bitmap.width, bitmap.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, x, y, size, size, 0, 0, AVATAR_SIZE_PX, AVATAR_SIZE_PX);
  bitmap.close();

  // A browser that cannot write WebP quietly answers PNG instead; either is accepted.
  const webp = await canvasToBlob(canvas, 'image/webp', WEBP_QUALITY);
  const blob = webp?.type === 'image/webp' ? webp : await canvasToBlob(canvas, 'image/png');
  if (!blob) throw new AvatarError('decode');
  if (blob.size > AVATAR_MAX_BYTES) throw new AvatarError('size');
  return { blob, contentType: blob.type === 'image/webp' ? 'image/webp' : 'image/png' };
}

/** The bytes of a blob as base64, the form the avatar upload carries them in. */
export async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // String.fromCharCode takes its arguments on the stack; chunks keep large images under its limit.
  const CHUNK = 0x8000;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return btoa(binary);
}
