import type { Profile, UpdateProfileRequest, UploadAvatarRequest } from '@alavanca/contracts/profile';
import type { SessionUser } from '@alavanca/contracts/session';
import { V } from '@alavanca/contracts/validation-messages';
import { AVATAR_MAX_BYTES } from '@alavanca/domain/constants';
import type { Orm } from '../../db/client';
import { AppError } from '../../http/app-error';
import { detectImageType } from '../../lib/image-type';
import { buildAvatarUrl } from './avatar-image';
import { toProfile } from './profile.presenter';
import {
  deleteAvatar,
  findAvatar,
  findProfile,
  insertProfileIfMissing,
  updateProfileAvatarUrl,
  updateProfileNames,
  updateUserName,
  upsertAvatar,
  type ProfileRow,
} from './profile.repo';
import { joinFullName, splitFullName } from './split-full-name';

/** Who the profile belongs to: the signed-in user, as the session describes them. */
export type ProfileOwner = Pick<SessionUser, 'id' | 'email' | 'name'>;

/**
 * Creates the user's profile unless it exists. The names come from the full name given at
 * sign-up (the spec starts with empty names; we split the name the user already typed).
 */
export async function createProfileIfMissing(
  orm: Orm,
  input: { userId: string; email: string; fullName: string },
): Promise<void> {
  await insertProfileIfMissing(orm, {
    userId: input.userId,
    email: input.email,
    ...splitFullName(input.fullName),
  });
}

/** The profile, created on first use for accounts that predate it. */
export async function getProfile(orm: Orm, owner: ProfileOwner): Promise<Profile> {
  return toProfile(await loadOrCreateProfile(orm, owner));
}

/** Renames the profile and the account together, so the session shows the new name. */
export async function updateProfile(orm: Orm, owner: ProfileOwner, names: UpdateProfileRequest): Promise<Profile> {
  return orm.transaction(async (tx) => {
    await loadOrCreateProfile(tx, owner);
    const row = await updateProfileNames(tx, owner.id, names);
    if (!row) throw new Error('The profile vanished while being renamed.');
    await updateUserName(tx, owner.id, joinFullName(names));
    return toProfile(row);
  });
}

/** Stores a new avatar (replacing any previous one) and points the profile at it. */
export async function uploadAvatar(orm: Orm, owner: ProfileOwner, upload: UploadAvatarRequest): Promise<Profile> {
  const bytes = Buffer.from(upload.data, 'base64');
  if (bytes.length > AVATAR_MAX_BYTES) throw invalidAvatarData(V.tooLong);
  if (detectImageType(bytes) !== upload.contentType) throw invalidAvatarData(V.invalidOption);

  return orm.transaction(async (tx) => {
    await loadOrCreateProfile(tx, owner);
    const avatar = await upsertAvatar(tx, {
      userId: owner.id,
      contentType: upload.contentType,
      data: bytes,
      updatedAt: new Date(),
    });
    const row = await updateProfileAvatarUrl(tx, owner.id, buildAvatarUrl(owner.id, avatar.updatedAt));
    if (!row) throw new Error('The profile vanished while its avatar was saved.');
    return toProfile(row);
  });
}

/** Removes the avatar; the profile falls back to initials. Idempotent. */
export async function removeAvatar(orm: Orm, owner: ProfileOwner): Promise<Profile> {
  return orm.transaction(async (tx) => {
    await loadOrCreateProfile(tx, owner);
    await deleteAvatar(tx, owner.id);
    const row = await updateProfileAvatarUrl(tx, owner.id, null);
    if (!row) throw new Error('The profile vanished while its avatar was removed.');
    return toProfile(row);
  });
}

export interface AvatarImage {
  contentType: string;
  data: Buffer;
  updatedAt: Date;
}

/**
 * The avatar image of `ownerId`, for `viewerId`. Avatars are personal data: for now only
 * their owner sees them, and anyone else gets the same 404 as for a missing one, so the
 * answer does not reveal whether another account exists or has an avatar.
 */
export async function getAvatarImage(orm: Orm, viewerId: string, ownerId: string): Promise<AvatarImage> {
  if (viewerId !== ownerId) throw new AppError('NOT_FOUND');
  const avatar = await findAvatar(orm, viewerId);
  if (!avatar) throw new AppError('NOT_FOUND');
  return { contentType: avatar.contentType, data: avatar.data, updatedAt: avatar.updatedAt };
}

/** The stored avatar, or null: for the account export. */
export async function findAvatarImage(orm: Orm, userId: string): Promise<AvatarImage | null> {
  const avatar = await findAvatar(orm, userId);
  return avatar ? { contentType: avatar.contentType, data: avatar.data, updatedAt: avatar.updatedAt } : null;
}

/** The profile, or null: for the account export, which must not create one. */
export async function findExistingProfile(orm: Orm, userId: string): Promise<Profile | null> {
  const row = await findProfile(orm, userId);
  return row ? toProfile(row) : null;
}

async function loadOrCreateProfile(orm: Orm, owner: ProfileOwner): Promise<ProfileRow> {
  const existing = await findProfile(orm, owner.id);
  if (existing) return existing;
  await createProfileIfMissing(orm, { userId: owner.id, email: owner.email, fullName: owner.name });
  const created = await findProfile(orm, owner.id);
  if (!created) throw new Error('The profile was not created.');
  return created;
}

function invalidAvatarData(message: string): AppError {
  return new AppError('VALIDATION_FAILED', undefined, undefined, {
    issues: [{ path: 'data', message }],
  });
}
