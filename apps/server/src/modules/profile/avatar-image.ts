/**
 * Where the avatar is served. The version changes with every upload, so the image can be
 * cached forever and a new upload is still seen at once.
 */
export function buildAvatarUrl(userId: string, updatedAt: Date): string {
  return `/api/avatars/${userId}?v=${updatedAt.getTime()}`;
}
