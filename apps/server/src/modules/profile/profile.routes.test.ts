import { ErrorResponse } from '@alavanca/contracts/errors';
import { V } from '@alavanca/contracts/validation-messages';
import { Profile } from '@alavanca/contracts/profile';
import { SessionResponse } from '@alavanca/contracts/session';
import { AVATAR_MAX_BYTES } from '@alavanca/domain/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { signUpTestUser, type TestUser } from '../../test/users';
import { readOwnedRows } from '../../test/read-owned-rows';
import { startTestApp, type TestApp } from '../../test/test-app';

/** A real 1×1 PNG. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const JPEG_BASE64 = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]).toString('base64');

/** The 1×1 PNG padded with zeros to `size` bytes: its signature is all the server checks. */
function pngOfSize(size: number): string {
  const png = Buffer.from(PNG_BASE64, 'base64');
  return Buffer.concat([png, Buffer.alloc(size - png.length)]).toString('base64');
}

describeEachDatabase('profile routes', (getDb) => {
  let api: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    api = await startTestApp(getDb());
    alice = await signUpTestUser(api.baseUrl, { name: 'Alice Maria Alves' });
    bob = await signUpTestUser(api.baseUrl, { name: 'Bob Brito' });
  });
  afterAll(async () => {
    await api?.close();
  });

  async function readError(response: Response) {
    return ErrorResponse.parse(await response.json()).error;
  }

  it.each([
    ['GET', '/api/profile', undefined],
    ['PUT', '/api/profile', { firstName: 'X', lastName: 'Y' }],
    ['PUT', '/api/profile/avatar', { contentType: 'image/png', data: PNG_BASE64 }],
    ['DELETE', '/api/profile/avatar', undefined],
    ['GET', '/api/avatars/00000000-0000-4000-8000-000000000000', undefined],
  ])('%s %s answers 401 without a session', async (method, pathname, body) => {
    const response = await api.call(method, pathname, { body });
    expect(response.status).toBe(401);
    expect((await readError(response)).code).toBe('UNAUTHENTICATED');
  });

  it('answers the profile made at sign-up', async () => {
    const response = await api.call('GET', '/api/profile', { cookie: alice.cookie });
    expect(response.status).toBe(200);
    expect(Profile.parse(await response.json())).toEqual({
      id: alice.user.id,
      email: alice.email,
      firstName: 'Alice',
      lastName: 'Maria Alves',
      avatarUrl: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('renames the profile and the session user; B renaming touches only B', async () => {
    const aliceBefore = await readOwnedRows(getDb(), alice.user.id);
    const response = await api.call('PUT', '/api/profile', {
      cookie: bob.cookie,
      body: { firstName: '  Roberto ', lastName: 'Brito Neto' },
    });
    expect(response.status).toBe(200);
    expect(Profile.parse(await response.json())).toMatchObject({
      id: bob.user.id,
      firstName: 'Roberto',
      lastName: 'Brito Neto',
    });
    const session = await api.call('GET', '/api/session', { cookie: bob.cookie });
    expect(SessionResponse.parse(await session.json()).user?.name).toBe('Roberto Brito Neto');
    expect(await readOwnedRows(getDb(), alice.user.id)).toEqual(aliceBefore);
  });

  it.each([
    ['no body', undefined],
    ['a missing field', { firstName: 'Ana' }],
    ['a wrong type', { firstName: 42, lastName: 'Souza' }],
    ['a name over the limit', { firstName: 'a'.repeat(101), lastName: 'Souza' }],
  ])('refuses a rename with %s, writing nothing', async (_case, body) => {
    const before = await readOwnedRows(getDb(), alice.user.id);
    const response = await api.call('PUT', '/api/profile', { cookie: alice.cookie, body });
    expect(response.status).toBe(400);
    expect((await readError(response)).code).toBe('VALIDATION_FAILED');
    expect(await readOwnedRows(getDb(), alice.user.id)).toEqual(before);
  });

  describe('avatar', () => {
    it('is uploaded, served to its owner with safe headers, and replaced', async () => {
      const upload = await api.call('PUT', '/api/profile/avatar', {
        cookie: alice.cookie,
        body: { contentType: 'image/png', data: PNG_BASE64 },
      });
      expect(upload.status).toBe(200);
      const { avatarUrl } = Profile.parse(await upload.json());
      expect(avatarUrl).toMatch(new RegExp(`^/api/avatars/${alice.user.id}\\?v=\\d+$`));

      const image = await api.call('GET', avatarUrl ?? '', { cookie: alice.cookie });
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(image.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect(image.headers.get('x-content-type-options')).toBe('nosniff');
      expect(image.headers.get('content-security-policy')).toBe("default-src 'none'");
      expect(Buffer.from(await image.arrayBuffer()).equals(Buffer.from(PNG_BASE64, 'base64'))).toBe(true);

      const profile = await api.call('GET', '/api/profile', { cookie: alice.cookie });
      expect(Profile.parse(await profile.json()).avatarUrl).toBe(avatarUrl);

      const replaced = await api.call('PUT', '/api/profile/avatar', {
        cookie: alice.cookie,
        body: { contentType: 'image/jpeg', data: JPEG_BASE64 },
      });
      const newUrl = Profile.parse(await replaced.json()).avatarUrl;
      expect(newUrl).not.toBe(avatarUrl);
      const newImage = await api.call('GET', newUrl ?? '', { cookie: alice.cookie });
      expect(newImage.headers.get('content-type')).toBe('image/jpeg');
    });

    it('takes an image of exactly the size limit (256 KiB), and says one byte more is too long', async () => {
      expect(AVATAR_MAX_BYTES).toBe(256 * 1024);
      const data = pngOfSize(AVATAR_MAX_BYTES);
      const upload = await api.call('PUT', '/api/profile/avatar', {
        cookie: bob.cookie,
        body: { contentType: 'image/png', data },
      });
      expect(upload.status).toBe(200);
      const { avatarUrl } = Profile.parse(await upload.json());
      const image = await api.call('GET', avatarUrl ?? '', { cookie: bob.cookie });
      expect(Buffer.from(await image.arrayBuffer()).toString('base64')).toBe(data);

      const before = await readOwnedRows(getDb(), bob.user.id);
      const tooLarge = await api.call('PUT', '/api/profile/avatar', {
        cookie: bob.cookie,
        body: { contentType: 'image/png', data: pngOfSize(AVATAR_MAX_BYTES + 1) },
      });
      expect(tooLarge.status).toBe(400);
      expect((await readError(tooLarge)).issues).toEqual([{ path: 'data', message: V.tooLong }]);
      expect(await readOwnedRows(getDb(), bob.user.id)).toEqual(before);
    });

    it('is never shown to another user, nor removed by one', async () => {
      const { avatarUrl } = Profile.parse(
        await (await api.call('GET', '/api/profile', { cookie: alice.cookie })).json(),
      );
      expect(avatarUrl).not.toBeNull();
      const aliceBefore = await readOwnedRows(getDb(), alice.user.id);

      const asBob = await api.call('GET', avatarUrl ?? '', { cookie: bob.cookie });
      expect(asBob.status).toBe(404);
      expect((await readError(asBob)).code).toBe('NOT_FOUND');
      expect(asBob.headers.get('cache-control')).toBe('no-store');
      const unauthenticated = await api.call('GET', avatarUrl ?? '');
      expect(unauthenticated.status).toBe(401);

      const removedByBob = await api.call('DELETE', '/api/profile/avatar', { cookie: bob.cookie });
      expect(removedByBob.status).toBe(200);
      expect(Profile.parse(await removedByBob.json()).id).toBe(bob.user.id);
      await api.call('PUT', '/api/profile/avatar', {
        cookie: bob.cookie,
        body: { contentType: 'image/png', data: PNG_BASE64 },
      });
      expect(await readOwnedRows(getDb(), alice.user.id)).toEqual(aliceBefore);
    });

    it.each([
      ['bytes that are not the declared type', { contentType: 'image/png', data: JPEG_BASE64 }],
      ['HTML posing as an image', { contentType: 'image/webp', data: Buffer.from('<html>').toString('base64') }],
      ['an unsupported type', { contentType: 'image/svg+xml', data: PNG_BASE64 }],
      ['data that is not base64', { contentType: 'image/png', data: 'not base64!' }],
      ['a missing field', { contentType: 'image/png' }],
      ['an image one byte over the size limit', { contentType: 'image/png', data: pngOfSize(AVATAR_MAX_BYTES + 1) }],
      ['an image far over the size limit', { contentType: 'image/png', data: pngOfSize(2 * AVATAR_MAX_BYTES) }],
    ])('refuses %s, writing nothing', async (_case, body) => {
      const before = await readOwnedRows(getDb(), alice.user.id);
      const response = await api.call('PUT', '/api/profile/avatar', { cookie: alice.cookie, body });
      expect(response.status).toBe(400);
      expect((await readError(response)).code).toBe('VALIDATION_FAILED');
      expect(await readOwnedRows(getDb(), alice.user.id)).toEqual(before);
    });

    it('is removed, and its URL stops answering', async () => {
      const { avatarUrl } = Profile.parse(
        await (await api.call('GET', '/api/profile', { cookie: alice.cookie })).json(),
      );
      const removed = await api.call('DELETE', '/api/profile/avatar', { cookie: alice.cookie });
      expect(removed.status).toBe(200);
      expect(Profile.parse(await removed.json()).avatarUrl).toBeNull();
      expect((await api.call('GET', avatarUrl ?? '', { cookie: alice.cookie })).status).toBe(404);
    });
  });

  it('answers 404 for an avatar path that is not a user id', async () => {
    const response = await api.call('GET', '/api/avatars/not-a-uuid', { cookie: alice.cookie });
    expect(response.status).toBe(404);
  });
});
