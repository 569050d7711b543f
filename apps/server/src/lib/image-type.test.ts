import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type';

const bytes = (...values: number[]) => Buffer.from(values);
const ascii = (text: string) => Buffer.from(text, 'ascii');

describe('detectImageType', () => {
  it.each([
    ['image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d)],
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10)],
    ['image/webp', Buffer.concat([ascii('RIFF'), bytes(0x24, 0, 0, 0), ascii('WEBPVP8 ')])],
  ])('recognises %s by its signature', (type, data) => {
    expect(detectImageType(data)).toBe(type);
  });

  it.each([
    ['empty', Buffer.alloc(0)],
    ['HTML', ascii('<html><script>alert(1)</script>')],
    ['SVG', ascii('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['GIF', ascii('GIF89a')],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e, 0x47)],
    ['a RIFF file that is not WebP', Buffer.concat([ascii('RIFF'), bytes(0x24, 0, 0, 0), ascii('WAVEfmt ')])],
  ])('refuses %s', (_name, data) => {
    expect(detectImageType(data)).toBeNull();
  });
});
