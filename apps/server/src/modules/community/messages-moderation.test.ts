import { LogResponse, QueueResponse } from '@alavanca/contracts/community-moderation';
import { ConversationResponse } from '@alavanca/contracts/community-network';
import { NotificationListResponse } from '@alavanca/contracts/notifications';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { openTestEventStream } from '../../test/event-stream';
import { networkCalls } from '../../test/network';
import { useTestApp } from '../../test/test-app';
import type { TestUser } from '../../test/users';

/*
 * A private message reported by its recipient (decision 036): it waits in the operators' queue
 * (never a teacher's), showing that message alone; an operator dismisses the reports or deletes
 * the message and may warn, silence or suspend its sender; every action is logged.
 */

describeEachDatabase('reported private messages', (getDb) => {
  const api = useTestApp(getDb);
  const { call, newUser, messaged, pair, operator, created } = networkCalls(api, getDb);

  const queueOf = async (user: TestUser) => {
    const response = await call(user, 'GET', '/api/community/moderation/queue');
    expect(response.status, await response.clone().text()).toBe(200);
    return QueueResponse.parse(await response.json());
  };
  const logOf = async (user: TestUser) =>
    LogResponse.parse(await (await call(user, 'GET', '/api/community/moderation/log')).json()).entries;
  const report = (user: TestUser, messageId: string, reason = 'abuse') =>
    call(user, 'POST', `/api/community/messages/${messageId}/reports`, { reason });
  const notificationsOf = async (user: TestUser) =>
    NotificationListResponse.parse(await (await call(user, 'GET', '/api/notifications?filter=all')).json())
      .notifications;

  it('brings a reported message to the operators alone; deleting it keeps its place, tells its sender and is logged', async () => {
    const boss = await operator();
    const teacher = await newUser('Helena Professora', 'pro');
    await created(teacher);
    const [ana, bia] = await pair();
    const opened = await messaged(ana, bia, 'Oi, Bia!');
    const abuse = (await messaged(ana, bia, 'Você é uma fraude.')).messages.at(-1)!;

    expect((await report(bia, abuse.id)).status).toBe(204);
    expect((await report(bia, abuse.id, 'spam')).status).toBe(204);
    const item = (await queueOf(boss)).messages.find((one) => one.messageId === abuse.id);
    expect(item).toEqual({
      messageId: abuse.id,
      sender: { id: ana.user.id, name: 'Ana Souza' },
      senderSanction: null,
      body: 'Você é uma fraude.',
      reports: [{ reason: 'abuse', count: 1 }],
      createdAt: expect.any(String),
      reportedAt: expect.any(String),
    });
    // Only the reported message travels: not the conversation's others.
    expect(JSON.stringify(await queueOf(boss))).not.toContain('Oi, Bia!');
    expect((await queueOf(teacher)).messages).toEqual([]);
    expect(
      (
        await call(teacher, 'POST', `/api/community/moderation/messages/${abuse.id}`, {
          action: 'delete',
          reason: 'Ofensa.',
        })
      ).status,
    ).toBe(403);
    expect(
      ConversationResponse.parse(
        await (await call(bia, 'GET', `/api/community/conversations/${opened.id}`)).json(),
      ).conversation.messages.at(-1),
    ).toMatchObject({ reported: true });

    const anaTabs = await openTestEventStream(api.baseUrl, ana.cookie);
    try {
      const deleted = await call(boss, 'POST', `/api/community/moderation/messages/${abuse.id}`, {
        action: 'delete',
        reason: 'Ofensa a outro membro.',
      });
      expect(deleted.status, await deleted.text()).toBe(204);
      await anaTabs.waitFor((event) => event.type === 'community.message' && event.id === opened.id);
    } finally {
      anaTabs.close();
    }
    const after = ConversationResponse.parse(
      await (await call(bia, 'GET', `/api/community/conversations/${opened.id}`)).json(),
    ).conversation;
    expect(after.messages.map((message) => message.body)).toEqual(['Oi, Bia!', null]);
    expect((await queueOf(boss)).messages.some((one) => one.messageId === abuse.id)).toBe(false);
    expect(
      (await notificationsOf(ana)).find((one) => one.title === 'notifications:system.communityMessageDeleted.title'),
    ).toMatchObject({
      description: 'Ofensa a outro membro.',
      route: `/comunidade/mensagens/${opened.id}`,
    });
    expect((await logOf(boss)).find((entry) => entry.messageId === abuse.id)).toMatchObject({
      action: 'delete',
      moderator: { id: boss.user.id },
      member: { id: ana.user.id },
      postId: null,
      space: null,
      reason: 'Ofensa a outro membro.',
    });
    expect((await logOf(teacher)).some((entry) => entry.messageId === abuse.id)).toBe(false);
    // A deleted message is reported no more, nor acted on again.
    expect((await report(bia, abuse.id)).status).toBe(404);
    expect(
      (
        await call(boss, 'POST', `/api/community/moderation/messages/${abuse.id}`, {
          action: 'dismiss',
          reason: 'De novo.',
        })
      ).status,
    ).toBe(404);
  });

  it('dismisses a report without telling anyone, and deals with the sender through the message, logged', async () => {
    const boss = await operator();
    const [ana, bia] = await pair();
    const sent = (await messaged(ana, bia, 'Compre meu curso!')).messages[0]!;
    const unreported = (await messaged(bia, ana, 'Não, obrigada.')).messages.at(-1)!;
    expect(
      (
        await call(boss, 'POST', `/api/community/moderation/messages/${unreported.id}`, {
          action: 'dismiss',
          reason: 'Nada.',
        })
      ).status,
    ).toBe(404);
    expect((await report(bia, sent.id, 'spam')).status).toBe(204);

    const warned = await call(boss, 'POST', `/api/community/moderation/members/${ana.user.id}`, {
      action: 'silence',
      reason: 'Propaganda em mensagens.',
      days: 3,
      messageId: sent.id,
    });
    expect(warned.status, await warned.text()).toBe(204);
    expect(
      (await call(ana, 'POST', `/api/community/members/${bia.user.id}/messages`, { body: 'Última chance!' })).status,
    ).toBe(403);
    // Through another member's message, or one never reported: refused.
    expect(
      (
        await call(boss, 'POST', `/api/community/moderation/members/${bia.user.id}`, {
          action: 'warn',
          reason: 'Não.',
          messageId: sent.id,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(boss, 'POST', `/api/community/moderation/members/${bia.user.id}`, {
          action: 'warn',
          reason: 'Não.',
          messageId: unreported.id,
        })
      ).status,
    ).toBe(404);

    const dismissed = await call(boss, 'POST', `/api/community/moderation/messages/${sent.id}`, {
      action: 'dismiss',
      reason: 'Já tratado com o silêncio.',
    });
    expect(dismissed.status).toBe(204);
    expect((await queueOf(boss)).messages.some((one) => one.messageId === sent.id)).toBe(false);
    const log = (await logOf(boss)).filter((entry) => entry.messageId === sent.id);
    expect(log.map((entry) => entry.action)).toEqual(['dismiss', 'silence']);
    // The dismissal tells no one; the silence told its sender.
    const titles = (await notificationsOf(ana)).map((one) => one.title);
    expect(titles).toContain('notifications:system.communitySilenced.title');
    expect(titles).not.toContain('notifications:system.communityMessageDeleted.title');
    expect((await notificationsOf(bia)).some((one) => one.description === 'Já tratado com o silêncio.')).toBe(false);
  });
});
