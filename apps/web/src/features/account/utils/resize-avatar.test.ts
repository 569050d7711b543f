import { describe, expect, it } from 'vitest';
import { AvatarError, blobToBase64, centreSquare, isAcceptedImage, resizeAvatar } from './resize-avatar';

describe('avatar resizing helpers', () => {
  it('keeps the centred square of the shorter side', () => {
    expect(centreSquare(400, 300)).toEqual({ x: 50, y: 0, size: 300 });
    expect(centreSquare(300, 401)).toEqual({ x: 0, y: 50, size: 300 });
    expect(centreSquare(256, 256)).toEqual({ x: 0, y: 0, size: 256 });
  });

  it('accepts PNG, JPEG and WebP only', () => {
    expect(isAcceptedImage(new Blob([], { type: 'image/png' }))).toBe(true);
    expect(isAcceptedImage(new Blob([], { type: 'image/jpeg' }))).toBe(true);
    expect(isAcceptedImage(new Blob([], { type: 'image/webp' }))).toBe(true);
    expect(isAcceptedImage(new Blob([], { type: 'image/gif' }))).toBe(false);
    expect(isAcceptedImage(new Blob([], { type: 'image/svg+xml' }))).toBe(false);
  });

  it('refuses other files before decoding them', async () => {
    await expect(resizeAvatar(new Blob(['%PDF'], { type: 'application/pdf' }))).rejects.toEqual(
      new AvatarError('type'),
    );
  });

  it('encodes bytes as base64, large ones included', async () => {
    expect(await blobToBase64(new Blob([new Uint8Array([1, 2, 3])]))).toBe('AQID');
    const large = new Uint8Array(200_000).map((_, index) => index % 256);
    expect(await blobToBase64(new Blob([large]))).toBe(Buffer.from(large).toString('base64'));
  });
});
