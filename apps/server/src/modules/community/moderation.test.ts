import { LogResponse, ModerationAccess, QueueResponse } from '@alavanca/contracts/community-moderation';
import { SearchResponse, TopicResponse, TopicsPage } from '@alavanca/contracts/community';
import { NotificationListResponse } from '@alavanca/contracts/notifications';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { communityPosts } from '../../db/schema/community';
import { communityCalls } from '../../test/community';
import { describeEachDatabase } from '../../test/databases';
import { useTestApp } from '../../test/test-app';
import type { TestUser } from '../../test/users';

/*
 * The community's moderation through HTTP (decision 036): flags and the word list fill a queue;
 * an operator restores, deletes, warns, silences, suspends and lifts anywhere, a class's teacher
 * restores, deletes and warns in the class's space; every action is logged and its member told.
 */

describeEachDatabase('the community’s moderation', (getDb) => {
  const api = useTestApp(getDb);
  const { call, newUser, created, joined, posted, replied, operator } = communityCalls(api, getDb);

  const queueOf = async (user: TestUser) => {
    const response = await call(user, 'GET', '/api/community/moderation/queue');
    expect(response.status, await response.clone().text()).toBe(200);
    return QueueResponse.parse(await response.json()).items;
  };
  const flag = async (post: string, reason = 'spam') => {
    const flagger = await newUser('Membro Atento');
    expect((await call(flagger, 'POST', `/api/community/posts/${post}/flags`, { reason })).status).toBe(200);
  };
  const topicAs = async (user: TestUser, id: string) =>
    TopicResponse.parse(await (await call(user, 'GET', `/api/community/topics/${id}`)).json()).topic;
  const notificationsOf = async (user: TestUser) =>
    NotificationListResponse.parse(await (await call(user, 'GET', '/api/notifications?filter=all')).json())
      .notifications;

  it('queues a post three members hid; the operator restores it, it shows, and only new flags hide it again', async () => {
    const boss = await operator();
    const ana = await newUser('Ana Souza');
    const bia = await newUser('Bia Lima');
    const topic = await posted(ana, 'pt-BR/feedback');
    const reply = (await replied(bia, topic.id, 'Compre meu curso de vendas.')).posts[1]!;
    await flag(reply.id, 'spam');
    await flag(reply.id, 'spam');
    await flag(reply.id, 'offTopic');
    expect((await topicAs(ana, topic.id)).posts[1]).toMatchObject({ hidden: true, body: null });

    const [item] = (await queueOf(boss)).filter((one) => one.postId === reply.id);
    expect(item).toMatchObject({
      topicId: topic.id,
      number: 2,
      space: 'pt-BR/feedback',
      author: { name: 'Bia Lima' },
      hidden: true,
      words: [],
      sanctions: true,
      flags: [
        { reason: 'offTopic', count: 1 },
        { reason: 'spam', count: 2 },
      ],
    });
    const restored = await call(boss, 'POST', `/api/community/moderation/posts/${reply.id}`, {
      action: 'restore',
      reason: 'É uma resposta, não propaganda.',
    });
    expect(restored.status, await restored.text()).toBe(204);
    expect((await topicAs(ana, topic.id)).posts[1]).toMatchObject({
      hidden: false,
      body: 'Compre meu curso de vendas.',
    });
    expect((await queueOf(boss)).some((one) => one.postId === reply.id)).toBe(false);
    const search = SearchResponse.parse(await (await call(ana, 'GET', '/api/community/search?q=curso')).json());
    expect(search.results.map((result) => result.postId)).toContain(reply.id);
    expect((await notificationsOf(bia)).map((one) => one.title)).toContain(
      'notifications:system.communityRestored.title',
    );

    // The flags reviewed count no more: two new ones leave it shown, the third new one hides it.
    await flag(reply.id);
    await flag(reply.id);
    expect((await topicAs(ana, topic.id)).posts[1]!.hidden).toBe(false);
    expect((await queueOf(boss)).find((one) => one.postId === reply.id)?.flags).toEqual([{ reason: 'spam', count: 2 }]);
    await flag(reply.id);
    expect((await topicAs(ana, topic.id)).posts[1]!.hidden).toBe(true);

    const log = LogResponse.parse(await (await call(boss, 'GET', '/api/community/moderation/log')).json()).entries;
    expect(log.find((entry) => entry.postId === reply.id)).toMatchObject({
      action: 'restore',
      moderator: { id: boss.user.id },
      member: { id: bia.user.id },
      space: 'pt-BR/feedback',
      reason: 'É uma resposta, não propaganda.',
    });
  });

  it('queues a post with a listed word without hiding it; a deletion tells its author why', async () => {
    const boss = await operator();
    const ana = await newUser('Ana Souza');
    const bia = await newUser('Bia Lima');
    const topic = await posted(ana, 'pt-BR/feedback');
    const reply = (await replied(bia, topic.id, 'Que ideia de OTÁRIO.')).posts[1]!;
    expect((await topicAs(ana, topic.id)).posts[1]).toMatchObject({ hidden: false, body: 'Que ideia de OTÁRIO.' });
    const item = (await queueOf(boss)).find((one) => one.postId === reply.id);
    expect(item).toMatchObject({ words: ['otario'], flags: [], hidden: false });

    const deleted = await call(boss, 'POST', `/api/community/moderation/posts/${reply.id}`, {
      action: 'delete',
      reason: 'Ofensa a outro membro.',
    });
    expect(deleted.status).toBe(204);
    expect((await topicAs(ana, topic.id)).posts[1]!.body).toBeNull();
    const told = (await notificationsOf(bia)).find(
      (one) => one.title === 'notifications:system.communityDeleted.title',
    );
    expect(told).toMatchObject({ description: 'Ofensa a outro membro.', route: `/comunidade/topicos/${topic.id}` });
    // Deleted, not lost to the record: the row stays, without its body shown.
    const [row] = await getDb().orm.select().from(communityPosts).where(eq(communityPosts.id, reply.id));
    expect(row?.deletedAt).not.toBeNull();
  });

  it('lets a class’s teacher moderate the class’s space alone, and only restore, delete and warn', async () => {
    const teacher = await newUser('Helena Professora', 'pro');
    const klass = await created(teacher);
    const ana = await newUser('Ana Aluna');
    await joined(ana, klass.joinCode!, 'Sabor da Ana');
    const space = `class/${klass.id}`;
    const inClass = (await posted(ana, space, { body: 'Esse professor é um imbecil.' })).posts[0]!;
    const outside = (await posted(ana, 'pt-BR/wins', { body: 'Que imbecil eu fui ao precificar.' })).posts[0]!;

    expect(
      ModerationAccess.parse(await (await call(teacher, 'GET', '/api/community/moderation/access')).json()),
    ).toEqual({
      operator: false,
      spaces: [space],
    });
    const queue = await queueOf(teacher);
    expect(queue.map((one) => one.postId)).toEqual([inClass.id]);
    expect(queue[0]!.sanctions).toBe(false);
    const act = (path: string, body: unknown) => call(teacher, 'POST', `/api/community/moderation/${path}`, body);
    expect((await act(`posts/${outside.id}`, { action: 'delete', reason: 'Não é da turma.' })).status).toBe(404);
    expect(
      (await act(`members/${ana.user.id}`, { action: 'silence', reason: 'Calma.', days: 3, postId: inClass.id }))
        .status,
    ).toBe(403);
    expect((await act(`members/${ana.user.id}`, { action: 'warn', reason: 'Respeito na turma.' })).status).toBe(400);
    expect(
      (await act(`members/${ana.user.id}`, { action: 'warn', reason: 'Respeito na turma.', postId: inClass.id }))
        .status,
    ).toBe(204);
    expect((await notificationsOf(ana)).find((one) => one.description === 'Respeito na turma.')).toBeDefined();

    // Students and everyone else moderate nothing.
    expect((await call(ana, 'GET', '/api/community/moderation/queue')).status).toBe(403);
    expect(ModerationAccess.parse(await (await call(ana, 'GET', '/api/community/moderation/access')).json())).toEqual({
      operator: false,
      spaces: [],
    });
    expect((await api.call('GET', '/api/community/moderation/queue')).status).toBe(401);
    const log = LogResponse.parse(await (await call(teacher, 'GET', '/api/community/moderation/log')).json()).entries;
    expect(log.map((entry) => entry.action)).toEqual(['warn']);
  });

  it('silences a member (they read, they do not write) and suspends one (their posts hidden, not lost), until lifted', async () => {
    const boss = await operator();
    const ana = await newUser('Ana Souza');
    const bia = await newUser('Bia Lima');
    const topic = await posted(bia, 'pt-BR/food', { title: 'Marmitas fitness', body: 'Vendo marmitas fitness.' });
    const act = (body: unknown) => call(boss, 'POST', `/api/community/moderation/members/${bia.user.id}`, body);

    expect((await act({ action: 'silence', reason: 'Spam repetido.', days: 3 })).status).toBe(204);
    expect((await call(bia, 'GET', `/api/community/topics/${topic.id}`)).status).toBe(200);
    expect((await call(bia, 'POST', `/api/community/topics/${topic.id}/posts`, { body: 'Mais uma.' })).status).toBe(
      403,
    );
    expect((await act({ action: 'lift', reason: 'Combinado.' })).status).toBe(204);
    expect((await call(bia, 'POST', `/api/community/topics/${topic.id}/posts`, { body: 'Obrigada.' })).status).toBe(
      201,
    );
    expect((await act({ action: 'lift', reason: 'De novo.' })).status).toBe(409);

    const before = SearchResponse.parse(await (await call(ana, 'GET', '/api/community/search?q=marmita')).json());
    expect(before.results.map((result) => result.topicId)).toContain(topic.id);
    expect((await act({ action: 'suspend', reason: 'Assédio.', days: 7 })).status).toBe(204);
    expect((await call(bia, 'GET', '/api/community/spaces')).status).toBe(403);
    expect((await call(bia, 'GET', '/api/community/search?q=marmita')).status).toBe(403);
    const listed = TopicsPage.parse(await (await call(ana, 'GET', '/api/community/topics?space=pt-BR/food')).json());
    expect(listed.topics.map((one) => one.id)).not.toContain(topic.id);
    expect((await topicAs(ana, topic.id)).posts[0]).toMatchObject({ hidden: true, body: null });
    expect((await topicAs(boss, topic.id)).posts[0]!.body).toBe('Vendo marmitas fitness.');
    const found = SearchResponse.parse(await (await call(ana, 'GET', '/api/community/search?q=marmita')).json());
    expect(found.results.map((result) => result.topicId)).not.toContain(topic.id);

    expect((await act({ action: 'lift', reason: 'Fim da suspensão.' })).status).toBe(204);
    const back = TopicsPage.parse(await (await call(ana, 'GET', '/api/community/topics?space=pt-BR/food')).json());
    expect(back.topics.map((one) => one.id)).toContain(topic.id);
    expect((await topicAs(ana, topic.id)).posts[0]!.body).toBe('Vendo marmitas fitness.');
    const titles = (await notificationsOf(bia)).map((one) => one.title);
    for (const key of ['communitySilenced', 'communitySuspended', 'communityLifted'])
      expect(titles).toContain(`notifications:system.${key}.title`);
  });

  it('refuses what a moderator may not send, and changes nothing', async () => {
    const boss = await operator();
    const ana = await newUser('Ana Souza');
    const act = (member: string, body: unknown) =>
      call(boss, 'POST', `/api/community/moderation/members/${member}`, body);
    expect((await act(ana.user.id, { action: 'silence', reason: 'Sem prazo.' })).status).toBe(400);
    expect((await act(ana.user.id, { action: 'warn', reason: 'Com prazo.', days: 3 })).status).toBe(400);
    expect((await act(ana.user.id, { action: 'suspend', reason: 'Longo demais.', days: 366 })).status).toBe(400);
    expect((await act(ana.user.id, { action: 'ban', reason: 'Não existe.' })).status).toBe(400);
    expect((await act(ana.user.id, { action: 'warn', reason: 'x' })).status).toBe(400);
    expect((await act('00000000-0000-4000-8000-000000000000', { action: 'warn', reason: 'Ninguém.' })).status).toBe(
      404,
    );
    expect((await act(boss.user.id, { action: 'warn', reason: 'Eu mesma.' })).status).toBe(409);
    expect(
      LogResponse.parse(await (await call(boss, 'GET', '/api/community/moderation/log')).json()).entries.filter(
        (entry) => entry.member?.id === ana.user.id,
      ),
    ).toEqual([]);
  });

  it('tells a topic’s author of a reply, and an answer’s author that it was accepted', async () => {
    const ana = await newUser('Ana Souza');
    const bia = await newUser('Bia Lima');
    const topic = await posted(ana, 'pt-BR/feedback');
    const answer = (await replied(bia, topic.id, 'Some o custo e a margem.')).posts[1]!;
    expect(
      (await notificationsOf(ana)).find((one) => one.title === 'notifications:system.communityReply.title'),
    ).toMatchObject({
      route: `/comunidade/topicos/${topic.id}#post-2`,
    });
    expect((await call(ana, 'PUT', `/api/community/topics/${topic.id}/accepted`, { postId: answer.id })).status).toBe(
      200,
    );
    expect((await notificationsOf(bia)).map((one) => one.title)).toContain(
      'notifications:system.communityAccepted.title',
    );
    // Nobody is told of what they did themselves.
    await replied(ana, topic.id, 'Obrigada!');
    expect(
      (await notificationsOf(ana)).filter((one) => one.title === 'notifications:system.communityReply.title'),
    ).toHaveLength(1);
  });
});
