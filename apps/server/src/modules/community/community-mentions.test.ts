import { NotificationListResponse } from '@alavanca/contracts/notifications';
import { expect, it } from 'vitest';
import { communityCalls } from '../../test/community';
import { describeEachDatabase } from '../../test/databases';
import { useTestApp } from '../../test/test-app';
import type { TestUser } from '../../test/users';

/*
 * Mentions in replies (decision 036): `@Name` tells someone who wrote in the topic; nobody outside
 * it, not the topic's author twice (they are told of the reply), not a member who muted the writer.
 */

describeEachDatabase('mentions in the community', (getDb) => {
  const api = useTestApp(getDb);
  const { call, newUser, posted, replied } = communityCalls(api, getDb);

  const titles = async (user: TestUser) =>
    NotificationListResponse.parse(await (await call(user, 'GET', '/api/notifications')).json()).notifications.map(
      (one) => one.title,
    );
  const MENTION = 'notifications:system.communityMention.title';
  const REPLY = 'notifications:system.communityReply.title';

  it('tells the thread’s people a reply names, once, and no one else', async () => {
    const ana = await newUser('Ana Souza');
    const bia = await newUser('Bia Lima');
    const caio = await newUser('Caio Reis');
    const olga = await newUser('Olga Dias');
    const topic = await posted(ana, 'pt-BR/feedback');
    await replied(bia, topic.id, 'Eu cobraria mais.');
    const answer = await replied(caio, topic.id, 'Concordo com @Bia Lima e com @Ana Souza; @Olga Dias não está aqui.');

    const bias = await titles(bia);
    expect(bias.filter((title) => title === MENTION)).toHaveLength(1);
    const told = NotificationListResponse.parse(await (await call(bia, 'GET', '/api/notifications')).json());
    expect(told.notifications.find((one) => one.title === MENTION)?.route).toBe(
      `/comunidade/topicos/${topic.id}#post-${answer.posts.at(-1)!.number}`,
    );
    const anas = await titles(ana);
    expect(anas.filter((title) => title === MENTION)).toHaveLength(0);
    expect(anas.filter((title) => title === REPLY)).toHaveLength(2);
    expect(await titles(olga)).not.toContain(MENTION);
    expect(await titles(caio)).not.toContain(MENTION);
  });

  it('does not tell a member who muted the writer', async () => {
    const ana = await newUser('Ana Souza');
    const bia = await newUser('Bia Lima');
    const caio = await newUser('Caio Reis');
    const topic = await posted(ana, 'pt-BR/feedback');
    await replied(bia, topic.id, 'Eu cobraria mais.');
    expect((await call(bia, 'PUT', `/api/community/members/${caio.user.id}/mute`)).status).toBe(204);
    await replied(caio, topic.id, 'Ouça a @Bia.');
    expect(await titles(bia)).not.toContain(MENTION);
  });
});
