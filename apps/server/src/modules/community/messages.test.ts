import { ConversationResponse, ConversationsPage, MemberResponse } from '@alavanca/contracts/community-network';
import { NotificationListResponse } from '@alavanca/contracts/notifications';
import { LEVEL_LIMITS } from '@alavanca/domain/community/trust';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { communityConversations, communityMessages } from '../../db/schema/community-network';
import { readError } from '../../test/accounts';
import { describeEachDatabase } from '../../test/databases';
import { openTestEventStream } from '../../test/event-stream';
import { networkCalls } from '../../test/network';
import { useTestApp } from '../../test/test-app';
import type { TestUser } from '../../test/users';
import { deleteAccount } from '../account/account.service';
import { insertMessage } from './messages.repo';

/*
 * Private messages through HTTP (decision 036): a conversation per pair, only between members at
 * trust level 1 or more who did not block each other, never to oneself; bodies checked as posts
 * are; unread counts, a notification per unread stretch and both members' open tabs told; the
 * conversation its two members' alone.
 */

describeEachDatabase('private messages', (getDb) => {
  const api = useTestApp(getDb);
  const { call, newUser, levelOne, profiled, messaged, pair } = networkCalls(api, getDb);

  const send = (from: TestUser, to: TestUser, body: string) =>
    call(from, 'POST', `/api/community/members/${to.user.id}/messages`, { body });
  const conversationsOf = async (user: TestUser) => {
    const response = await call(user, 'GET', '/api/community/conversations');
    expect(response.status, await response.clone().text()).toBe(200);
    return ConversationsPage.parse(await response.json());
  };
  const read = async (user: TestUser, id: string) => {
    const response = await call(user, 'GET', `/api/community/conversations/${id}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return ConversationResponse.parse(await response.json()).conversation;
  };
  const toldOfMessages = async (user: TestUser) =>
    NotificationListResponse.parse(
      await (await call(user, 'GET', '/api/notifications?filter=all')).json(),
    ).notifications.filter((one) => one.title === 'notifications:system.communityMessage.title');

  it('refuses a member below level 1 on either side with the same 403, and oneself', async () => {
    const ana = await newUser('Ana Souza');
    const bia = await newUser('Bia Lima');
    await profiled(ana);
    await profiled(bia);
    await levelOne(ana);
    const toBia = await send(ana, bia, 'Oi, Bia!');
    expect(toBia.status).toBe(403);
    const toAna = await send(bia, ana, 'Oi, Ana!');
    expect(toAna.status).toBe(403);
    expect((await readError(toAna)).code).toBe((await readError(toBia)).code);
    expect(
      MemberResponse.parse(await (await call(ana, 'GET', `/api/community/members/${bia.user.id}`)).json()).member,
    ).toMatchObject({ canMessage: false });

    await levelOne(bia);
    await messaged(ana, bia, 'Oi, Bia!');
    expect((await send(ana, ana, 'Eu mesma.')).status).toBe(409);
    // A member with no profile on, and no conversation yet, is not found.
    const carla = await newUser('Carla Dias');
    await levelOne(carla);
    expect((await send(ana, carla, 'Oi?')).status).toBe(404);
    expect(await getDb().orm.select().from(communityMessages).where(eq(communityMessages.userId, bia.user.id))).toEqual(
      [],
    );
  });

  it('keeps the messages in order with unread counts, read on opening, told once per unread stretch and live in both members’ tabs', async () => {
    const [ana, bia] = await pair();
    const biaTabs = await openTestEventStream(api.baseUrl, bia.cookie);
    const anaTabs = await openTestEventStream(api.baseUrl, ana.cookie);
    try {
      const opened = await messaged(ana, bia, 'Oi, Bia! Você vende **potes**?');
      const live = await biaTabs.waitFor((event) => event.type === 'community.message' && event.id === opened.id);
      expect(Object.keys(live).sort()).toEqual(['at', 'id', 'type']);
      await anaTabs.waitFor((event) => event.type === 'community.message' && event.id === opened.id);
      await biaTabs.waitFor((event) => event.type === 'notification.created');
      await messaged(ana, bia, 'E tampas?');
      expect(await toldOfMessages(bia)).toEqual([
        expect.objectContaining({ route: `/comunidade/mensagens/${opened.id}`, read: false }),
      ]);

      const listed = await conversationsOf(bia);
      expect(listed.unread).toBe(2);
      expect(listed.conversations[0]).toMatchObject({
        id: opened.id,
        member: { id: ana.user.id, name: 'Ana Souza', profile: true },
        excerpt: 'E tampas?',
        lastMine: false,
        unread: 2,
      });

      const seen = biaTabs.events().length;
      const conversation = await read(bia, opened.id);
      expect(conversation.messages.map((message) => [message.mine, message.body])).toEqual([
        [false, 'Oi, Bia! Você vende **potes**?'],
        [false, 'E tampas?'],
      ]);
      expect(conversation).toMatchObject({ member: { id: ana.user.id }, canReply: true, earlier: null });
      expect((await conversationsOf(bia)).unread).toBe(0);
      // Her other tabs hear that she read it.
      await biaTabs.waitFor((event) => event.type === 'community.message', { since: seen });

      const replied = await call(bia, 'POST', `/api/community/conversations/${opened.id}/messages`, { body: 'Vendo!' });
      expect(replied.status).toBe(201);
      expect(ConversationResponse.parse(await replied.json()).conversation.messages.at(-1)).toMatchObject({
        mine: true,
        body: 'Vendo!',
      });
      expect((await conversationsOf(ana)).unread).toBe(1);
      // Read to the end, the next message starts a new stretch: one more notification.
      await messaged(ana, bia, 'Fechado, mando o pedido.');
      expect(await toldOfMessages(bia)).toHaveLength(2);
    } finally {
      biaTabs.close();
      anaTabs.close();
    }
  });

  it('pages a long conversation back from its latest messages', async () => {
    const [ana, bia] = await pair();
    const opened = await messaged(ana, bia, 'Mensagem 0');
    for (let index = 1; index < 55; index += 1)
      await insertMessage(getDb().orm, {
        conversationId: opened.id,
        userId: index % 2 ? bia.user.id : ana.user.id,
        body: `Mensagem ${index}`,
        at: new Date(Date.now() + index * 1_000),
      });
    const latest = await read(ana, opened.id);
    expect(latest.messages).toHaveLength(50);
    expect(latest.messages.at(-1)?.body).toBe('Mensagem 54');
    const earlier = ConversationResponse.parse(
      await (
        await call(
          ana,
          'GET',
          `/api/community/conversations/${opened.id}?before=${encodeURIComponent(latest.earlier!)}`,
        )
      ).json(),
    ).conversation;
    expect(earlier.messages.map((message) => message.body)).toEqual([0, 1, 2, 3, 4].map((n) => `Mensagem ${n}`));
    expect(earlier.earlier).toBeNull();
  });

  it('refuses a blocked pair both ways with the same 403 as a level, and keeps their history readable', async () => {
    const [ana, bia] = await pair();
    const opened = await messaged(ana, bia, 'Oi, Bia!');
    expect((await call(bia, 'PUT', `/api/community/members/${ana.user.id}/block`)).status).toBe(204);
    const fromAna = await send(ana, bia, 'Oi de novo?');
    expect(fromAna.status).toBe(403);
    expect((await readError(fromAna)).code).toBe('FORBIDDEN');
    expect(
      (await call(bia, 'POST', `/api/community/conversations/${opened.id}/messages`, { body: 'Tchau.' })).status,
    ).toBe(403);
    expect(await read(ana, opened.id)).toMatchObject({
      canReply: false,
      blocked: false,
      messages: [{ body: 'Oi, Bia!' }],
    });
    expect(await read(bia, opened.id)).toMatchObject({ canReply: false, blocked: true });
    expect((await call(bia, 'DELETE', `/api/community/members/${ana.user.id}/block`)).status).toBe(204);
    await messaged(ana, bia, 'Oi de novo!');
  });

  it('keeps a conversation to its two members: 404 to anyone else, for reading, replying and reporting', async () => {
    const [ana, bia] = await pair();
    const carla = await newUser('Carla Dias');
    await levelOne(carla);
    const opened = await messaged(ana, bia, 'Só entre nós.');
    const message = opened.messages[0]!;
    expect((await call(carla, 'GET', `/api/community/conversations/${opened.id}`)).status).toBe(404);
    expect(
      (await call(carla, 'POST', `/api/community/conversations/${opened.id}/messages`, { body: 'Oi!' })).status,
    ).toBe(404);
    expect(
      (await call(carla, 'POST', `/api/community/messages/${message.id}/reports`, { reason: 'spam' })).status,
    ).toBe(404);
    expect((await conversationsOf(carla)).conversations).toEqual([]);
    // Its sender does not report their own message.
    expect((await call(ana, 'POST', `/api/community/messages/${message.id}/reports`, { reason: 'spam' })).status).toBe(
      403,
    );
    expect((await api.call('GET', `/api/community/conversations/${opened.id}`)).status).toBe(401);
  });

  it('checks a message’s Markdown as a post’s: an unsafe link refused, raw HTML kept as typed, at the level’s pace', async () => {
    const [ana, bia] = await pair();
    const unsafe = await send(ana, bia, '[clique](javascript:alert(1))');
    expect(unsafe.status).toBe(400);
    expect((await readError(unsafe)).issues).toEqual([{ path: 'body', message: 'validation.unsafeLink' }]);
    expect((await send(ana, bia, '![x](data:image/png;base64,AAAA)')).status).toBe(400);
    const html = await messaged(ana, bia, '<script>alert(1)</script> oi');
    expect(html.messages.at(-1)?.body).toBe('<script>alert(1)</script> oi');
    expect((await send(ana, bia, '   ')).status).toBe(400);

    const pace = LEVEL_LIMITS[1].messagesPerHour;
    for (let index = 1; index < pace; index += 1)
      await insertMessage(getDb().orm, {
        conversationId: html.id,
        userId: ana.user.id,
        body: `${index}`,
        at: new Date(),
      });
    const tooMany = await send(ana, bia, 'Mais uma.');
    expect(tooMany.status).toBe(429);
    // The pace is the sender's own: Bia still writes.
    await messaged(bia, ana, 'Calma!');
  });

  it('keeps the conversation for the member who stays when the other deletes their account, without the other’s messages', async () => {
    const [ana, bia] = await pair();
    const opened = await messaged(ana, bia, 'Oi, Bia!');
    await messaged(bia, ana, 'Oi, Ana!');
    await deleteAccount(getDb().orm, bia.user.id, { confirmEmail: bia.email.toLowerCase() });
    const left = await read(ana, opened.id);
    expect(left).toMatchObject({ member: null, canReply: false, messages: [{ mine: true, body: 'Oi, Bia!' }] });
    expect((await conversationsOf(ana)).conversations[0]).toMatchObject({ id: opened.id, member: null });
    expect(
      (await call(ana, 'POST', `/api/community/conversations/${opened.id}/messages`, { body: 'Bia?' })).status,
    ).toBe(403);

    // The last member gone, the conversation goes with them.
    await deleteAccount(getDb().orm, ana.user.id, { confirmEmail: ana.email.toLowerCase() });
    expect(
      await getDb().orm.select().from(communityConversations).where(eq(communityConversations.id, opened.id)),
    ).toEqual([]);
  });
});
