import { describe, expect, it } from 'vitest';
import { buildAvatarUrl } from './avatar-image';

describe('buildAvatarUrl', () => {
  it('versions the URL with the upload time', () => {
    const userId = '0b5f6a52-8c0e-4b8e-9f57-0c4d2f0e9a11';
    expect(buildAvatarUrl(userId, new Date(1_700_000_000_123))).toBe(`/api/avatars/${userId}?v=1700000000123`);
  });
});
