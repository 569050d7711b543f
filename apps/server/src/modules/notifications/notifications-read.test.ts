import { randomUUID } from 'node:crypto';
import { MarkAllReadResponse, MarkNotificationResponse } from '@alavanca/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { signUpTestUser } from '../../test/users';
import { readOwnedRows } from '../../test/read-owned-rows';
import {
  insertRows,
  readError,
  recordPublished,
  sleep,
  useNotificationsApp,
  waitForEmails,
} from '../../test/notifications';

describeEachDatabase('notification routes', (getDb) => {
  const { api, alice, bob, list, markRead } = useNotificationsApp(getDb);

  describe('marking read', () => {
    it('marks one of the caller’s notifications read, answers it and tells the user’s tabs', async () => {
      const gus = await signUpTestUser(api.baseUrl);
      const [target, other] = await insertRows(getDb(), gus.user.id, [
        { title: 'target', createdAt: '2025-04-01T10:00:00.000Z' },
        { title: 'other', createdAt: '2025-04-01T11:00:00.000Z' },
      ]);
      if (!target || !other) throw new Error('not inserted');
      const events = await recordPublished(getDb());
      try {
        const response = await markRead(gus, target);
        expect(response.status).toBe(200);
        const { notification } = MarkNotificationResponse.parse(await response.json());
        expect(notification).toEqual({
          id: target,
          title: 'target',
          description: 'plain description',
          type: 'default',
          read: true,
          route: null,
          createdAt: '2025-04-01T10:00:00.000Z',
        });
        const [published] = await events.waitFor(1);
        expect(published).toEqual({
          userId: gus.user.id,
          event: { type: 'notification.updated', id: target, at: expect.any(Number) as number },
        });
      } finally {
        await events.stop();
      }
      const page = await list(gus);
      expect(page.notifications.find((row) => row.id === target)?.read).toBe(true);
      expect(page.notifications.find((row) => row.id === other)?.read).toBe(false);
      expect(page.unreadCount).toBe(2);

      // Marking it again is harmless.
      const again = await markRead(gus, target);
      expect(again.status).toBe(200);
      expect(MarkNotificationResponse.parse(await again.json()).notification.read).toBe(true);
    });

    it('answers 400 to an id that is not a uuid and 404 to an unknown one', async () => {
      const before = await readOwnedRows(getDb(), alice.user.id);
      for (const id of ['not-a-uuid', '123', `${randomUUID()}x`, '------------------------------------']) {
        const response = await markRead(alice, id);
        expect(response.status, id).toBe(400);
        const error = await readError(response);
        expect(error.code).toBe('VALIDATION_FAILED');
        expect(error.issues?.map((issue) => issue.path)).toEqual(['id']);
      }
      const unknown = await markRead(alice, randomUUID());
      expect(unknown.status).toBe(404);
      expect((await readError(unknown)).code).toBe('NOT_FOUND');
      expect(await readOwnedRows(getDb(), alice.user.id)).toEqual(before);
    });

    it('never shows or marks another user’s notification', async () => {
      const [alicesId] = await insertRows(getDb(), alice.user.id, [
        { title: 'alice only', createdAt: '2025-05-01T10:00:00.000Z' },
      ]);
      if (!alicesId) throw new Error('not inserted');
      const aliceBefore = await readOwnedRows(getDb(), alice.user.id);
      const events = await recordPublished(getDb());
      try {
        const response = await markRead(bob, alicesId);
        expect(response.status).toBe(404);
        expect((await readError(response)).code).toBe('NOT_FOUND');
        const readAll = await api.call('POST', '/api/notifications/read-all', { cookie: bob.cookie });
        expect(readAll.status).toBe(200);
        await sleep(200);
        expect(events.received.filter((entry) => entry.userId === alice.user.id)).toEqual([]);
      } finally {
        await events.stop();
      }
      expect(await readOwnedRows(getDb(), alice.user.id)).toEqual(aliceBefore);
      for (const filter of ['all', 'read', 'unread']) {
        const page = await list(bob, `?filter=${filter}&limit=50`);
        expect(page.notifications.map((row) => row.id)).not.toContain(alicesId);
      }
      expect((await list(alice)).notifications.find((row) => row.id === alicesId)?.read).toBe(false);
    });

    it.each([
      ['read: false', { read: false }],
      ['an empty object', {}],
      ['read as a string', { read: 'true' }],
      ['read as a number', { read: 1 }],
      ['a list', [{ read: true }]],
      ['null', null],
      ['no body', undefined],
    ])('answers 400 to a body with %s, changing nothing', async (_case, body) => {
      const [id] = await insertRows(getDb(), alice.user.id, [{ createdAt: '2025-06-01T10:00:00.000Z' }]);
      if (!id) throw new Error('not inserted');
      const before = await readOwnedRows(getDb(), alice.user.id);
      const response = await api.call('PATCH', `/api/notifications/${id}`, { cookie: alice.cookie, body });
      expect(response.status).toBe(400);
      expect((await readError(response)).code).toBe('VALIDATION_FAILED');
      expect(await readOwnedRows(getDb(), alice.user.id)).toEqual(before);
    });

    it('marks all of the caller’s notifications read, and only theirs', async () => {
      const hal = await signUpTestUser(api.baseUrl);
      const ivy = await signUpTestUser(api.baseUrl);
      await insertRows(getDb(), hal.user.id, [
        { createdAt: '2025-07-01T10:00:00.000Z' },
        { createdAt: '2025-07-01T11:00:00.000Z', read: true },
        { createdAt: '2025-07-01T12:00:00.000Z' },
      ]);
      await insertRows(getDb(), ivy.user.id, [{ createdAt: '2025-07-01T10:00:00.000Z' }]);
      // The e-mail copy of Ivy's sign-up notification leaves after the answer: let it land first.
      await waitForEmails(getDb(), ivy.email, 1);
      const ivyBefore = await readOwnedRows(getDb(), ivy.user.id);

      const events = await recordPublished(getDb());
      try {
        const response = await api.call('POST', '/api/notifications/read-all', { cookie: hal.cookie });
        expect(response.status).toBe(200);
        // Two inserted unread, plus the sign-up's.
        expect(MarkAllReadResponse.parse(await response.json())).toEqual({ updated: 3 });
        const [published] = await events.waitFor(1);
        expect(published).toEqual({
          userId: hal.user.id,
          event: { type: 'notification.updated', at: expect.any(Number) as number },
        });

        const again = await api.call('POST', '/api/notifications/read-all', { cookie: hal.cookie });
        expect(MarkAllReadResponse.parse(await again.json())).toEqual({ updated: 0 });
        await sleep(200);
        // Nothing changed the second time: nothing to tell.
        expect(events.received).toHaveLength(1);
      } finally {
        await events.stop();
      }
      const page = await list(hal);
      expect(page.unreadCount).toBe(0);
      expect(page.notifications.every((row) => row.read)).toBe(true);
      expect(await readOwnedRows(getDb(), ivy.user.id)).toEqual(ivyBefore);
      expect((await list(ivy)).unreadCount).toBe(2);
    });
  });
});
