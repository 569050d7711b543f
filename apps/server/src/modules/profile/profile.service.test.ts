import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { user as userTable } from '../../db/schema/auth';
import { describeEachDatabase } from '../../test/databases';
import { insertTestUser } from '../../test/insert-test-user';
import { readOwnedRows } from '../../test/read-owned-rows';
import { ensureUserData } from '../user-setup/ensure-user-data';
import {
  getAvatarImage,
  getProfile,
  removeAvatar,
  updateProfile,
  uploadAvatar,
  type ProfileOwner,
} from './profile.service';

/** A real 1×1 PNG. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const JPEG_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

async function expectAppError(promise: Promise<unknown>, code: string, path?: string) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  if (path !== undefined) expect((error as AppError).issues?.map((issue) => issue.path)).toEqual([path]);
}

describeEachDatabase('profile service', (getDb) => {
  async function newOwner(name = 'Ana Souza'): Promise<ProfileOwner> {
    const row = await insertTestUser(getDb().orm, { name });
    await ensureUserData(getDb().orm, { userId: row.id, email: row.email, name });
    return row;
  }

  it('creates a missing profile on first use, from the account name', async () => {
    const { orm } = getDb();
    const owner = await insertTestUser(orm, { name: 'Bruno Lima Costa' });
    const profile = await getProfile(orm, owner);
    expect(profile).toEqual({
      id: owner.id,
      email: owner.email,
      firstName: 'Bruno',
      lastName: 'Lima Costa',
      avatarUrl: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(await getProfile(orm, owner)).toEqual(profile);
  });

  it('renames the profile and the account together', async () => {
    const { orm } = getDb();
    const owner = await newOwner();
    const other = await newOwner('Carla Dias');
    const otherBefore = await readOwnedRows(getDb(), other.id);

    const profile = await updateProfile(orm, owner, { firstName: 'Ana Paula', lastName: 'Reis' });

    expect(profile).toMatchObject({ firstName: 'Ana Paula', lastName: 'Reis' });
    expect(await getProfile(orm, owner)).toEqual(profile);
    const [account] = await orm.select().from(userTable).where(eq(userTable.id, owner.id));
    expect(account?.name).toBe('Ana Paula Reis');
    expect(await readOwnedRows(getDb(), other.id)).toEqual(otherBefore);
  });

  describe('avatar', () => {
    it('stores the image, versions the URL and replaces it on a new upload', async () => {
      const { orm } = getDb();
      const owner = await newOwner();

      const first = await uploadAvatar(orm, owner, { contentType: 'image/png', data: PNG_BASE64 });
      expect(first.avatarUrl).toMatch(new RegExp(`^/api/avatars/${owner.id}\\?v=\\d+$`));
      const image = await getAvatarImage(orm, owner.id, owner.id);
      expect(image.contentType).toBe('image/png');
      expect(image.data.equals(Buffer.from(PNG_BASE64, 'base64'))).toBe(true);
      expect(first.avatarUrl).toBe(`/api/avatars/${owner.id}?v=${image.updatedAt.getTime()}`);

      const second = await uploadAvatar(orm, owner, {
        contentType: 'image/jpeg',
        data: JPEG_BYTES.toString('base64'),
      });
      expect(second.avatarUrl).not.toBe(first.avatarUrl);
      expect((await getAvatarImage(orm, owner.id, owner.id)).contentType).toBe('image/jpeg');
      expect((await readOwnedRows(getDb(), owner.id))['avatars']).toHaveLength(1);
    });

    it('refuses bytes that do not match the declared type, and writes nothing', async () => {
      const { orm } = getDb();
      const owner = await newOwner();
      const before = await readOwnedRows(getDb(), owner.id);

      await expectAppError(
        uploadAvatar(orm, owner, { contentType: 'image/png', data: JPEG_BYTES.toString('base64') }),
        'VALIDATION_FAILED',
        'data',
      );
      await expectAppError(
        uploadAvatar(orm, owner, {
          contentType: 'image/jpeg',
          data: Buffer.from('<script>alert(1)</script>').toString('base64'),
        }),
        'VALIDATION_FAILED',
        'data',
      );
      await expectAppError(
        uploadAvatar(orm, owner, { contentType: 'image/webp', data: '' }),
        'VALIDATION_FAILED',
        'data',
      );
      expect(await readOwnedRows(getDb(), owner.id)).toEqual(before);
    });

    it('refuses an image over the size limit, and writes nothing', async () => {
      const { orm } = getDb();
      const owner = await newOwner();
      const before = await readOwnedRows(getDb(), owner.id);
      const oversized = Buffer.concat([Buffer.from(PNG_BASE64, 'base64'), Buffer.alloc(256 * 1024)]);
      await expectAppError(
        uploadAvatar(orm, owner, { contentType: 'image/png', data: oversized.toString('base64') }),
        'VALIDATION_FAILED',
        'data',
      );
      expect(await readOwnedRows(getDb(), owner.id)).toEqual(before);
    });

    it('is removed with the profile link; removing twice is harmless', async () => {
      const { orm } = getDb();
      const owner = await newOwner();
      await uploadAvatar(orm, owner, { contentType: 'image/png', data: PNG_BASE64 });

      expect((await removeAvatar(orm, owner)).avatarUrl).toBeNull();
      expect((await removeAvatar(orm, owner)).avatarUrl).toBeNull();
      expect((await readOwnedRows(getDb(), owner.id))['avatars']).toEqual([]);
      await expectAppError(getAvatarImage(orm, owner.id, owner.id), 'NOT_FOUND');
    });

    it('is shown to its owner only', async () => {
      const { orm } = getDb();
      const owner = await newOwner();
      const other = await newOwner('Carla Dias');
      await uploadAvatar(orm, owner, { contentType: 'image/png', data: PNG_BASE64 });

      await expectAppError(getAvatarImage(orm, other.id, owner.id), 'NOT_FOUND');
      await expectAppError(getAvatarImage(orm, other.id, other.id), 'NOT_FOUND');
    });
  });
});
