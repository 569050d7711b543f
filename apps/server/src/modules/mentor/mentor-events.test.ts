import { Conversation } from '@alavanca/contracts/mentor';
import type { RealtimeEvent } from '@alavanca/contracts/notifications';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { openTestEventStream, type TestEventStream } from '../../test/event-stream';
import { useTestApp } from '../../test/test-app';
import { signUpTestUser, type TestUser } from '../../test/users';

/** Long enough for an event that was going to arrive to have arrived. */
const SETTLE_MS = 300;

describeEachDatabase('the mentor’s live events', (getDb) => {
  const api = useTestApp(getDb);
  const call = (user: TestUser, method: string, path: string, body?: unknown) =>
    api.call(method, path, { cookie: user.cookie, body });
  const about = (id: string) => (event: RealtimeEvent) => event.type === 'mentor.changed' && event.id === id;
  const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

  it('tell the owner’s tabs of a conversation created, asked in, renamed and deleted, and nobody else’s', async () => {
    const alice = await signUpTestUser(api.baseUrl);
    const bob = await signUpTestUser(api.baseUrl);
    const streams: TestEventStream[] = [];
    try {
      const aliceTab = await openTestEventStream(api.baseUrl, alice.cookie);
      const bobTab = await openTestEventStream(api.baseUrl, bob.cookie);
      streams.push(aliceTab, bobTab);

      const created = await call(alice, 'POST', '/api/mentor/conversations', {});
      expect(created.status).toBe(201);
      const { id } = Conversation.parse(((await created.json()) as { conversation: unknown }).conversation);
      await aliceTab.waitFor(about(id));

      // A step's events are told apart from the one before by waiting for it to settle first.
      await settle();
      const beforeQuestion = aliceTab.events().length;
      const asked = await call(alice, 'POST', `/api/mentor/conversations/${id}/messages`, {
        content: 'Como precificar?',
      });
      expect(asked.status).toBe(200);
      await asked.text();
      await aliceTab.waitFor(about(id), { since: beforeQuestion });

      await settle();
      const beforeRename = aliceTab.events().length;
      expect((await call(alice, 'PATCH', `/api/mentor/conversations/${id}`, { title: 'Preço' })).status).toBe(200);
      await aliceTab.waitFor(about(id), { since: beforeRename });

      await settle();
      const beforeDelete = aliceTab.events().length;
      expect((await call(alice, 'DELETE', `/api/mentor/conversations/${id}`)).status).toBe(204);
      await aliceTab.waitFor(about(id), { since: beforeDelete });

      await settle();
      expect(bobTab.events().filter((event) => event.type === 'mentor.changed')).toEqual([]);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
