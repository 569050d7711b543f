import { expect, it } from 'vitest';
import { communityCalls } from '../../test/community';
import { describeEachDatabase } from '../../test/databases';
import { openTestEventStream } from '../../test/event-stream';
import { useTestApp } from '../../test/test-app';

/*
 * A community space's own stream (decision 036): the tabs open on a space hear that one of its
 * topics changed as soon as the change commits, whoever made it, and nothing of other spaces; a
 * class's stream is its members' alone.
 */

const streamOf = (space: string) => `/api/community/events?space=${encodeURIComponent(space)}`;

describeEachDatabase('the community’s live updates', (getDb) => {
  const api = useTestApp(getDb);
  const { call, newUser, created, joined, posted, replied } = communityCalls(api, getDb);

  it('tells a space’s open tabs of a new topic, a reply, a reaction, an edit and a deletion, and nothing of another space', async () => {
    const ana = await newUser('Ana Souza');
    const bia = await newUser('Bia Lima');
    const feedback = await openTestEventStream(api.baseUrl, bia.cookie, streamOf('pt-BR/feedback'));
    const wins = await openTestEventStream(api.baseUrl, bia.cookie, streamOf('pt-BR/wins'));
    try {
      const about = (id: string) => (event: { type: string; id?: string }) =>
        event.type === 'community.changed' && event.id === id;
      const topic = await posted(ana, 'pt-BR/feedback');
      await feedback.waitFor(about(topic.id));
      let seen = feedback.events().length;
      const answered = await replied(ana, topic.id, 'Mais um detalhe: vendo de segunda a sexta.');
      await feedback.waitFor(about(topic.id), { since: seen });
      seen = feedback.events().length;
      const reply = answered.posts[1]!;
      expect((await call(bia, 'PUT', `/api/community/posts/${reply.id}/reactions/like`)).status).toBe(200);
      await feedback.waitFor(about(topic.id), { since: seen });
      seen = feedback.events().length;
      expect(
        (await call(ana, 'PUT', `/api/community/posts/${reply.id}`, { body: 'Vendo de segunda a sábado.' })).status,
      ).toBe(200);
      await feedback.waitFor(about(topic.id), { since: seen });
      seen = feedback.events().length;
      expect((await call(ana, 'DELETE', `/api/community/posts/${reply.id}`)).status).toBe(204);
      await feedback.waitFor(about(topic.id), { since: seen });
      // Nothing travels but the topic's id: a tab reads the topic again with its own rights.
      expect(feedback.events().every((event) => Object.keys(event).sort().join() === 'at,id,type')).toBe(true);
      await posted(ana, 'pt-BR/feedback', { title: 'Outra pergunta sobre preço' });
      expect(wins.events()).toEqual([]);
    } finally {
      feedback.close();
      wins.close();
    }
  });

  it('opens a class’s stream to its members only: anyone else gets 404, a visitor 401', async () => {
    const teacher = await newUser('Helena Professora', 'pro');
    const klass = await created(teacher);
    const ana = await newUser('Ana Aluna');
    await joined(ana, klass.joinCode!, 'Sabor da Ana');
    const outsider = await newUser('Olga de Fora');
    const space = `class/${klass.id}`;
    expect((await call(outsider, 'GET', streamOf(space))).status).toBe(404);
    expect((await call(outsider, 'GET', streamOf('xx-XX/introductions'))).status).toBe(404);
    expect((await api.call('GET', streamOf(space))).status).toBe(401);
    const stream = await openTestEventStream(api.baseUrl, teacher.cookie, streamOf(space));
    try {
      const topic = await posted(ana, space);
      await stream.waitFor((event) => event.type === 'community.changed' && event.id === topic.id);
    } finally {
      stream.close();
    }
  });
});
