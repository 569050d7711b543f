import { SearchResponse, TopicResponse, TopicsPage } from '@alavanca/contracts/community';
import { NotificationListResponse } from '@alavanca/contracts/notifications';
import { expect, it } from 'vitest';
import { communityCalls } from '../../test/community';
import { describeEachDatabase } from '../../test/databases';
import { useTestApp } from '../../test/test-app';
import type { TestUser } from '../../test/users';

/*
 * A mute in the community's threads (decision 036): the muter's lists, search and similar topics
 * leave the muted member's topics and posts out, a topic shows their posts folded (marked muted,
 * still there), and their replies are not told to the muter. Nobody else's view changes.
 */

describeEachDatabase('a mute in the community’s threads', (getDb) => {
  const api = useTestApp(getDb);
  const { call, newUser, posted, replied } = communityCalls(api, getDb);

  const topicsOf = async (user: TestUser) =>
    TopicsPage.parse(await (await call(user, 'GET', '/api/community/topics?space=pt-BR/food')).json()).topics.map(
      (topic) => topic.id,
    );
  const found = async (user: TestUser, q: string) =>
    SearchResponse.parse(await (await call(user, 'GET', `/api/community/search?q=${q}`)).json()).results.map(
      (result) => result.postId,
    );

  it('leaves the muted member out of the muter’s lists and search, folds their posts, and quiets their replies', async () => {
    const ana = await newUser('Ana Souza');
    const bia = await newUser('Bia Lima');
    const caio = await newUser('Caio Reis');
    const hers = await posted(bia, 'pt-BR/food', { title: 'Quiche de espinafre', body: 'Vendo quiche congelada.' });
    const asked = await posted(ana, 'pt-BR/food', { title: 'Embalagem para quiche', body: 'Qual embalagem usar?' });
    expect((await call(ana, 'PUT', `/api/community/members/${bia.user.id}/mute`)).status).toBe(204);

    expect(await topicsOf(ana)).not.toContain(hers.id);
    expect(await topicsOf(caio)).toContain(hers.id);
    expect(await found(ana, 'quiche')).not.toContain(hers.posts[0]!.id);
    expect(await found(caio, 'quiche')).toContain(hers.posts[0]!.id);

    const answered = await replied(bia, asked.id, 'Use pote de alumínio com tampa.');
    const seen = TopicResponse.parse(await (await call(ana, 'GET', `/api/community/topics/${asked.id}`)).json()).topic;
    expect(seen.posts[1]).toMatchObject({ muted: true, body: 'Use pote de alumínio com tampa.' });
    expect(seen.posts[0]!.muted).toBe(false);
    const byCaio = TopicResponse.parse(await (await call(caio, 'GET', `/api/community/topics/${asked.id}`)).json());
    expect(byCaio.topic.posts[1]!.muted).toBe(false);
    expect(answered.posts[1]!.muted).toBe(false);

    await replied(caio, asked.id, 'Alumínio aguenta o forno.');
    const told = NotificationListResponse.parse(await (await call(ana, 'GET', '/api/notifications')).json());
    expect(told.notifications.filter((one) => one.title === 'notifications:system.communityReply.title')).toHaveLength(
      1,
    );

    expect((await call(ana, 'DELETE', `/api/community/members/${bia.user.id}/mute`)).status).toBe(204);
    expect(await topicsOf(ana)).toContain(hers.id);
  });
});
