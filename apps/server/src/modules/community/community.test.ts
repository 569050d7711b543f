import {
  FlagResponse,
  PostVersionsResponse,
  SpacesResponse,
  TopicResponse,
  TopicsPage,
} from '@alavanca/contracts/community';
import { V } from '@alavanca/contracts/validation-messages';
import { PUBLIC_SPACE_KINDS } from '@alavanca/domain/community/spaces';
import { LEVEL_LIMITS, LEVEL_REQUIREMENTS } from '@alavanca/domain/community/trust';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { communityPosts } from '../../db/schema/community';
import { readError } from '../../test/accounts';
import { communityCalls } from '../../test/community';
import { describeEachDatabase } from '../../test/databases';
import { useTestApp } from '../../test/test-app';
import { insertTopic, recordRead } from './community.repo';

/*
 * The community through HTTP (decision 036): public spaces for every member, a class's space for
 * its members alone, topics and replies checked against the author's trust level and pace,
 * reactions, an accepted answer, edits kept as versions.
 */

describeEachDatabase('the community', (getDb) => {
  const api = useTestApp(getDb);
  const { call, newUser, created, joined, posted, replied } = communityCalls(api, getDb);

  it('lists the public spaces in the member’s language first, and the spaces of their classes', async () => {
    const teacher = await newUser('Helena Professora', 'pro');
    const klass = await created(teacher);
    const ana = await newUser('Ana Aluna');
    await joined(ana, klass.joinCode!, 'Sabor da Ana');
    const { spaces } = SpacesResponse.parse(await (await call(ana, 'GET', '/api/community/spaces')).json());
    expect(spaces[0]).toMatchObject({ key: `class/${klass.id}`, className: klass.name, moderates: false });
    expect(spaces.slice(1, 1 + PUBLIC_SPACE_KINDS.length).map((space) => space.key)).toEqual(
      PUBLIC_SPACE_KINDS.map((kind) => `pt-BR/${kind}`),
    );
    const taught = SpacesResponse.parse(await (await call(teacher, 'GET', '/api/community/spaces')).json());
    expect(taught.spaces[0]).toMatchObject({ key: `class/${klass.id}`, moderates: true });
    expect((await api.call('GET', '/api/community/spaces')).status).toBe(401);
  });

  it('asks, answers, reacts, accepts, edits with its history and deletes, in a public space', async () => {
    const ana = await newUser('Ana Souza');
    const bia = await newUser('Bia Lima');
    const topic = await posted(ana, 'pt-BR/feedback');
    expect(topic).toMatchObject({ kind: 'question', replies: 0, answered: false, author: { name: 'Ana Souza' } });
    const answered = await replied(bia, topic.id, 'Olhe a margem: **custo** primeiro.');
    const answer = answered.posts[1]!;
    expect(answer).toMatchObject({ number: 2, author: { name: 'Bia Lima' }, mine: true });

    // A reaction to someone else's post; never to one's own.
    const liked = await call(ana, 'PUT', `/api/community/posts/${answer.id}/reactions/thanks`);
    expect(TopicResponse.parse(await liked.json()).topic.posts[1]!.reactions).toEqual([
      { kind: 'thanks', count: 1, mine: true },
    ]);
    expect((await call(bia, 'PUT', `/api/community/posts/${answer.id}/reactions/like`)).status).toBe(403);

    // The question's author alone accepts an answer, a reply of the same topic.
    expect((await call(bia, 'PUT', `/api/community/topics/${topic.id}/accepted`, { postId: answer.id })).status).toBe(
      403,
    );
    const wrong = await call(ana, 'PUT', `/api/community/topics/${topic.id}/accepted`, { postId: topic.posts[0]!.id });
    expect(wrong.status).toBe(400);
    const accepted = await call(ana, 'PUT', `/api/community/topics/${topic.id}/accepted`, { postId: answer.id });
    expect(TopicResponse.parse(await accepted.json()).topic).toMatchObject({
      answered: true,
      acceptedPostId: answer.id,
    });

    // An edit keeps the body it replaced; only its author edits it.
    expect((await call(ana, 'PUT', `/api/community/posts/${answer.id}`, { body: 'Outro texto' })).status).toBe(404);
    await call(bia, 'PUT', `/api/community/posts/${answer.id}`, { body: 'Olhe a margem e o giro.' });
    const versions = PostVersionsResponse.parse(
      await (await call(ana, 'GET', `/api/community/posts/${answer.id}/versions`)).json(),
    );
    expect(versions).toEqual({
      versions: [{ version: 1, body: 'Olhe a margem: **custo** primeiro.', writtenAt: expect.any(String) }],
    });

    // The space lists it, the most recent first.
    const page = TopicsPage.parse(
      await (await call(bia, 'GET', `/api/community/topics?space=${encodeURIComponent('pt-BR/feedback')}`)).json(),
    );
    expect(page.topics.find((one) => one.id === topic.id)).toMatchObject({ replies: 1, answered: true });

    // Deleted, a reply keeps its place without its body; the opening post takes the topic.
    expect((await call(bia, 'DELETE', `/api/community/posts/${answer.id}`)).status).toBe(204);
    const after = TopicResponse.parse(await (await call(ana, 'GET', `/api/community/topics/${topic.id}`)).json()).topic;
    expect(after.posts[1]).toMatchObject({ body: null, number: 2 });
    expect((await call(bia, 'DELETE', `/api/community/posts/${topic.posts[0]!.id}`)).status).toBe(404);
    expect((await call(ana, 'DELETE', `/api/community/posts/${topic.posts[0]!.id}`)).status).toBe(204);
    expect((await call(bia, 'GET', `/api/community/topics/${topic.id}`)).status).toBe(404);
  });

  it('keeps a class’s space to its members, its teacher moderating', async () => {
    const teacher = await newUser('Helena Professora', 'pro');
    const klass = await created(teacher);
    const ana = await newUser('Ana Aluna');
    const bia = await newUser('Bia Aluna');
    const otto = await newUser('Otto Outsider');
    await joined(ana, klass.joinCode!, 'Sabor da Ana');
    await joined(bia, klass.joinCode!, 'Cantina da Bia');
    const space = `class/${klass.id}`;
    const topic = await posted(ana, space, { kind: 'discussion' });
    const reply = (await replied(bia, topic.id, 'Boa pergunta.')).posts[1]!;
    // Someone outside the class finds nothing there.
    expect((await call(otto, 'GET', `/api/community/topics?space=${encodeURIComponent(space)}`)).status).toBe(404);
    expect((await call(otto, 'GET', `/api/community/topics/${topic.id}`)).status).toBe(404);
    expect(
      (await call(otto, 'POST', '/api/community/topics', { space, kind: 'discussion', title: 'Oi turma', body: 'Oi' }))
        .status,
    ).toBe(404);
    expect((await call(otto, 'POST', `/api/community/topics/${topic.id}/posts`, { body: 'Oi' })).status).toBe(404);
    // A student deletes only their own post; the teacher, any.
    expect((await call(ana, 'DELETE', `/api/community/posts/${reply.id}`)).status).toBe(404);
    expect((await call(teacher, 'DELETE', `/api/community/posts/${reply.id}`)).status).toBe(204);
    // A space that is not there is not found either.
    expect((await call(ana, 'GET', '/api/community/topics?space=pt-BR%2Fnowhere')).status).toBe(404);
  });

  it('hides a post when the third member flags it, exactly once however many flag at once', async () => {
    const ana = await newUser('Ana Souza');
    const flaggers = await Promise.all(['Bia', 'Caio', 'Davi', 'Eva', 'Fabi'].map((name) => newUser(name)));
    const topic = await posted(ana, 'pt-BR/introductions', { kind: 'discussion', body: 'Compre agora!!!' });
    const post = topic.posts[0]!;
    expect((await call(ana, 'POST', `/api/community/posts/${post.id}/flags`, { reason: 'spam' })).status).toBe(403);
    // One member's flag counts once, however often it is sent.
    for (let time = 0; time < 2; time += 1)
      expect(
        await (await call(flaggers[0]!, 'POST', `/api/community/posts/${post.id}/flags`, { reason: 'spam' })).json(),
      ).toEqual({ hidden: false });
    const answers = await Promise.all(
      flaggers
        .slice(1)
        .map(async (member) =>
          FlagResponse.parse(
            await (await call(member, 'POST', `/api/community/posts/${post.id}/flags`, { reason: 'spam' })).json(),
          ),
        ),
    );
    // Bia's flag and one more leave it shown; the third flag hides it, and it stays hidden.
    expect(answers.map((answer) => answer.hidden).sort()).toEqual([false, true, true, true]);
    const hiddenAt = await getDb().orm.select().from(communityPosts).where(eq(communityPosts.id, post.id));
    expect(hiddenAt[0]!.hiddenAt).not.toBeNull();
    // Hidden: a reader sees its place, not its words; its author still reads them.
    const seen = TopicResponse.parse(
      await (await call(flaggers[0]!, 'GET', `/api/community/topics/${topic.id}`)).json(),
    );
    expect(seen.topic.posts[0]).toMatchObject({ hidden: true, body: null });
    const own = TopicResponse.parse(await (await call(ana, 'GET', `/api/community/topics/${topic.id}`)).json());
    expect(own.topic.posts[0]).toMatchObject({ hidden: true, body: 'Compre agora!!!' });
  });

  it('holds a new member to level 0: two links, no images, http(s) only, and its pace', async () => {
    const ana = await newUser('Ana Souza');
    const refused = async (body: string) => {
      const response = await call(ana, 'POST', '/api/community/topics', {
        space: 'pt-BR/introductions',
        kind: 'discussion',
        title: 'Olá',
        body,
      });
      expect(response.status, body.slice(0, 40)).toBe(400);
      return (await readError(response)).issues?.[0]?.message;
    };
    expect(await refused('[a](https://a.example) [b](https://b.example) https://c.example')).toBe(V.tooManyLinks);
    expect(await refused('![foto](https://a.example/f.png)')).toBe(V.imagesNotAllowed);
    expect(await refused('[clique](javascript:alert(1))')).toBe(V.unsafeLink);
    expect(await refused('[x](data:text/html;base64,PHNjcmlwdD4=)')).toBe(V.unsafeLink);
    expect(await refused('a'.repeat(1_000_000))).toBe(V.tooLong);
    expect(await refused('ok\u0000')).toBe(V.invalidText);
    // Raw HTML is kept as the text typed: the app draws it as characters.
    const html = await posted(ana, 'pt-BR/introductions', { body: '<script>alert(1)</script>', kind: 'discussion' });
    expect(html.posts[0]!.body).toBe('<script>alert(1)</script>');
    // Its pace: level 0's posts in an hour, then 429 until the hour passes.
    for (let post = 1; post < LEVEL_LIMITS[0].postsPerHour; post += 1)
      await replied(ana, html.id, `Mais um (${post}).`);
    const tooMany = await call(ana, 'POST', `/api/community/topics/${html.id}/posts`, { body: 'Mais um.' });
    expect(tooMany.status).toBe(429);
    expect((await readError(tooMany)).code).toBe('RATE_LIMITED');
  });

  it('opens images to a member who reached level 1 by reading', async () => {
    const ana = await newUser('Ana Souza');
    const bia = await newUser('Bia Lima');
    const needs = LEVEL_REQUIREMENTS[1];
    // Bia's topics, read by Ana far enough for level 1.
    for (let index = 0; index < needs.topicsEntered; index += 1) {
      const topic = await insertTopic(getDb().orm, {
        space: 'pt-BR/wins',
        classId: null,
        authorId: bia.user.id,
        kind: 'discussion',
        title: `Vitória ${index}`,
        body: 'Vendemos mais.',
        at: new Date(),
        search: { config: 'portuguese', text: 'Vendemos mais.' },
      });
      await recordRead(
        getDb().orm,
        ana.user.id,
        topic.id,
        Math.ceil(needs.postsRead / needs.topicsEntered),
        '2026-11-30',
      );
    }
    const topic = await posted(ana, 'pt-BR/wins', { body: '![grafico](https://a.example/g.png)', kind: 'discussion' });
    expect(topic.posts[0]!.body).toContain('![grafico]');
  });
});
