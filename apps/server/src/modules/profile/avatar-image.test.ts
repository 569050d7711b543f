import { describe, expect, it } from 'vitest';
import { buildAvatarUrl, detectAvatarContentType } from './avatar-image';

const bytes = (...values: number[]) => Buffer.from(values);
const ascii = (text: string) => Buffer.from(text, 'ascii');

describe('detectAvatarContentType', () => {
  it.each([
    ['image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d)],
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10)],
    ['image/webp', Buffer.concat([ascii('RIFF'), bytes(0x24, 0, 0, 0), ascii('WEBPVP8 ')])],
  ])('recognises %s by its signature', (type, data) => {
    expect(detectAvatarContentType(data)).toBe(type);
  });

  it.each([
    ['empty', Buffer.alloc(0)],
    ['HTML', ascii('<html><script>alert(1)</script>')],
    ['SVG', ascii('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['GIF', ascii('GIF89a')],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e, 0x47)],
    ['a RIFF file that is not WebP', Buffer.concat([ascii('RIFF'), bytes(0x24, 0, 0, 0), ascii('WAVEfmt ')])],
  ])('refuses %s', (_name, data) => {
    expect(detectAvatarContentType(data)).toBeNull();
  });
});

describe('buildAvatarUrl', () => {
  it('versions the URL with the upload time', () => {
    const userId = '0b5f6a52-8c0e-4b8e-9f57-0c4d2f0e9a11';
    expect(buildAvatarUrl(userId, new Date(1_700_000_000_123))).toBe(`/api/avatars/${userId}?v=1700000000123`);
  });
});
