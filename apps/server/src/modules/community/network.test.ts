import {
  MemberResponse,
  MembersPage,
  MyProfileResponse,
  RelationsResponse,
} from '@alavanca/contracts/community-network';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { communityTopics } from '../../db/schema/community';
import { readError } from '../../test/accounts';
import { describeEachDatabase } from '../../test/databases';
import { insertTestUser } from '../../test/insert-test-user';
import { networkCalls, PROFILE } from '../../test/network';
import { useTestApp } from '../../test/test-app';
import type { TestUser } from '../../test/users';
import { insertTopic } from './community.repo';
import { mutedBy, notMutedBy, saveProfile } from './network.repo';

/*
 * The community's members and network through HTTP (decision 036): a profile off until its member
 * turns it on, the directory of the profiles on with its filters and pages, follows, blocks that
 * hide two members from each other, mutes that hide a member's writing from the muter alone.
 */

describeEachDatabase('the community’s members', (getDb) => {
  const api = useTestApp(getDb);
  const { call, newUser, profiled, operator } = networkCalls(api, getDb);

  const directory = async (user: TestUser, query: Record<string, string> = {}) => {
    const response = await call(user, 'GET', `/api/community/members?${new URLSearchParams(query).toString()}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return MembersPage.parse(await response.json());
  };
  const listed = async (user: TestUser, query: Record<string, string> = {}) =>
    (await directory(user, query)).members.map((member) => member.id);
  const memberAs = async (user: TestUser, id: string) => {
    const response = await call(user, 'GET', `/api/community/members/${id}`);
    return { status: response.status, member: response.ok ? MemberResponse.parse(await response.json()).member : null };
  };
  const profileOf = async (user: TestUser) =>
    MyProfileResponse.parse(await (await call(user, 'GET', '/api/community/profile')).json()).profile;
  /** A word no other test's profile holds, for filters that must find this test's members alone. */
  const token = () => `t${randomUUID().slice(0, 8)}`;

  it('keeps a profile off until its member turns it on: 404 to others and out of the directory', async () => {
    const ana = await newUser('Ana Souza');
    const bia = await newUser('Bia Lima');
    const fresh = MyProfileResponse.parse(await (await call(ana, 'GET', '/api/community/profile')).json()).profile;
    expect(fresh).toEqual({
      visible: false,
      name: 'Ana Souza',
      city: '',
      businessType: null,
      stage: null,
      seeks: '',
      offers: '',
      links: [],
    });
    expect((await memberAs(bia, ana.user.id)).status).toBe(404);

    const city = token();
    await profiled(ana, { visible: false, name: 'Ana do Café', city });
    expect((await memberAs(bia, ana.user.id)).status).toBe(404);
    expect(await listed(bia, { city })).toEqual([]);
    // Their own, off or on, is theirs to see.
    expect((await memberAs(ana, ana.user.id)).member).toMatchObject({ mine: true, canMessage: false });

    await profiled(ana, { name: 'Ana do Café', city, links: ['https://cafe.example/ana'] });
    expect(await listed(bia, { city })).toEqual([ana.user.id]);
    expect((await memberAs(bia, ana.user.id)).member).toMatchObject({
      name: 'Ana do Café',
      city,
      businessType: 'food',
      stage: 'idea',
      links: ['https://cafe.example/ana'],
      mine: false,
      followers: 0,
    });

    await profiled(ana, { visible: false, city });
    expect((await memberAs(bia, ana.user.id)).status).toBe(404);
    expect(await listed(bia, { city })).toEqual([]);
    expect((await api.call('GET', '/api/community/members')).status).toBe(401);
  });

  it('refuses a profile with a link that is not http(s), too many links or an unknown stage, and saves nothing', async () => {
    const ana = await newUser('Ana Souza');
    const send = (fields: Record<string, unknown>) =>
      call(ana, 'PUT', '/api/community/profile', {
        visible: true,
        name: 'Ana',
        city: '',
        businessType: null,
        stage: null,
        seeks: '',
        offers: '',
        links: [],
        ...fields,
      });
    const unsafe = await send({ links: ['javascript:alert(1)'] });
    expect(unsafe.status).toBe(400);
    expect((await readError(unsafe)).issues).toEqual([{ path: 'links.0', message: 'validation.unsafeLink' }]);
    expect((await send({ links: ['/dashboard'] })).status).toBe(400);
    expect(
      (await send({ links: ['https://a.example', 'https://b.example', 'https://c.example', 'https://d.example'] }))
        .status,
    ).toBe(400);
    expect((await send({ stage: 'unicorn' })).status).toBe(400);
    expect((await send({ name: '  ' })).status).toBe(400);
    expect(
      MyProfileResponse.parse(await (await call(ana, 'GET', '/api/community/profile')).json()).profile.visible,
    ).toBe(false);
  });

  it('filters the directory by business type, stage, city and what members seek or offer, a page at a time', async () => {
    const viewer = await newUser('Vera Vieira');
    const city = token();
    const [cafe, loja, app] = [await newUser('Caio Café'), await newUser('Lia Loja'), await newUser('Ari App')];
    await profiled(cafe, { city: `Belo ${city}`, businessType: 'food', stage: 'idea', seeks: 'Sócio 100% dedicado' });
    await profiled(loja, {
      city: `Recife ${city}`,
      businessType: 'retail',
      stage: 'growing',
      offers: 'Fornecedor de caixas',
    });
    await profiled(app, { city: `Belo ${city}`, businessType: 'saas', stage: 'growing', seeks: 'Investidor anjo' });

    expect(new Set(await listed(viewer, { city }))).toEqual(new Set([cafe.user.id, loja.user.id, app.user.id]));
    expect(await listed(viewer, { city, businessType: 'retail' })).toEqual([loja.user.id]);
    expect(new Set(await listed(viewer, { city, stage: 'growing' }))).toEqual(new Set([loja.user.id, app.user.id]));
    expect(new Set(await listed(viewer, { city: `belo ${city}` }))).toEqual(new Set([cafe.user.id, app.user.id]));
    expect(await listed(viewer, { city, q: 'caixas' })).toEqual([loja.user.id]);
    expect(await listed(viewer, { city, q: 'INVESTIDOR' })).toEqual([app.user.id]);
    // A wildcard typed is a character: "100%" finds Caio's text, "%" alone no one else's.
    expect(await listed(viewer, { city, q: '100%' })).toEqual([cafe.user.id]);
    expect(await listed(viewer, { city, q: '_' })).toEqual([]);
    expect((await call(viewer, 'GET', '/api/community/members?stage=unicorn')).status).toBe(400);
    expect((await call(viewer, 'GET', '/api/community/members?before=nonsense')).status).toBe(400);

    // 25 more in one city: the first page holds 20, the latest updated first, the next the other 5.
    const paged = token();
    const many = [];
    for (let index = 0; index < 25; index += 1) {
      const member = await insertTestUser(getDb().orm, { name: `Membro ${index}` });
      await saveProfile(
        getDb().orm,
        member.id,
        { ...PROFILE, name: `Membro ${index}`, city: paged },
        new Date(Date.UTC(2026, 0, 1, 0, index)),
      );
      many.push(member.id);
    }
    const first = await directory(viewer, { city: paged });
    expect(first.members.map((member) => member.id)).toEqual(many.slice(5).reverse());
    const second = await directory(viewer, { city: paged, before: first.next! });
    expect(second.members.map((member) => member.id)).toEqual(many.slice(0, 5).reverse());
    expect(second.next).toBeNull();
  });

  it('follows and unfollows once however often asked, with the counts and the following filter', async () => {
    const ana = await newUser('Ana Souza');
    const bia = await newUser('Bia Lima');
    const city = token();
    await profiled(bia, { city });
    await profiled(ana, { city });
    const follow = (method: 'PUT' | 'DELETE') => call(ana, method, `/api/community/members/${bia.user.id}/follow`);
    for (let time = 0; time < 2; time += 1) {
      const followed = await follow('PUT');
      expect(followed.status).toBe(200);
      expect(MemberResponse.parse(await followed.json()).member).toMatchObject({ followed: true, followers: 1 });
    }
    expect((await memberAs(bia, ana.user.id)).member).toMatchObject({ following: 1, followsYou: true });
    expect(await listed(ana, { city, following: 'true' })).toEqual([bia.user.id]);
    expect((await directory(ana, { city })).members).toEqual([expect.objectContaining({ followed: true })]);
    for (let time = 0; time < 2; time += 1)
      expect(MemberResponse.parse(await (await follow('DELETE')).json()).member).toMatchObject({
        followed: false,
        followers: 0,
      });
    expect(await listed(ana, { city, following: 'true' })).toEqual([]);
    // No one follows themselves, nor a profile that is off.
    expect((await call(ana, 'PUT', `/api/community/members/${ana.user.id}/follow`)).status).toBe(409);
    await profiled(bia, { visible: false, city });
    expect((await follow('PUT')).status).toBe(404);
  });

  it('hides two members from each other in the directory once either blocks, ends their follows, until unblocked', async () => {
    const ana = await newUser('Ana Souza');
    const bia = await newUser('Bia Lima');
    const city = token();
    await profiled(ana, { city });
    await profiled(bia, { city });
    expect((await call(bia, 'PUT', `/api/community/members/${ana.user.id}/follow`)).status).toBe(200);
    expect((await call(ana, 'PUT', `/api/community/members/${bia.user.id}/block`)).status).toBe(204);
    expect((await call(ana, 'PUT', `/api/community/members/${bia.user.id}/block`)).status).toBe(204);

    expect(await listed(ana, { city })).toEqual([]);
    expect(await listed(bia, { city })).toEqual([]);
    // The blocked member finds no profile; the one who blocked still sees it, to undo the block.
    expect((await memberAs(bia, ana.user.id)).status).toBe(404);
    expect((await memberAs(ana, bia.user.id)).member).toMatchObject({ blocked: true, followers: 0, canMessage: false });
    expect(RelationsResponse.parse(await (await call(ana, 'GET', '/api/community/relations')).json())).toEqual({
      blocked: [{ id: bia.user.id, name: 'Bia Lima', profile: true }],
      muted: [],
    });
    expect((await call(ana, 'PUT', `/api/community/members/${bia.user.id}/follow`)).status).toBe(409);

    expect((await call(ana, 'DELETE', `/api/community/members/${bia.user.id}/block`)).status).toBe(204);
    expect(await listed(bia, { city })).toEqual([ana.user.id]);
    // The follow a block ended stays ended.
    expect((await memberAs(bia, ana.user.id)).member).toMatchObject({ followed: false });
    expect((await call(ana, 'PUT', `/api/community/members/${ana.user.id}/block`)).status).toBe(409);
    expect((await call(ana, 'PUT', `/api/community/members/${randomUUID()}/block`)).status).toBe(404);
  });

  it('hides a muted member’s topics from the muter alone, who may still find them in the directory', async () => {
    const ana = await newUser('Ana Souza');
    const bia = await newUser('Bia Lima');
    const carla = await newUser('Carla Dias');
    const city = token();
    await profiled(bia, { city });
    const topic = await insertTopic(getDb().orm, {
      space: 'pt-BR/wins',
      classId: null,
      authorId: bia.user.id,
      kind: 'discussion',
      title: `Vitória ${city}`,
      body: 'Vendemos mais.',
      at: new Date(),
      search: { config: 'portuguese', text: 'Vendemos mais.' },
    });
    /** The topic as `viewer`'s lists read it, muted authors left out. */
    const seen = async (viewer: TestUser) =>
      (
        await getDb()
          .orm.select({ id: communityTopics.id })
          .from(communityTopics)
          .where(and(eq(communityTopics.id, topic.id), notMutedBy(viewer.user.id, communityTopics.authorId)))
      ).length > 0;

    expect((await call(ana, 'PUT', `/api/community/members/${bia.user.id}/mute`)).status).toBe(204);
    expect(await seen(ana)).toBe(false);
    expect(await seen(carla)).toBe(true);
    expect(await mutedBy(getDb().orm, ana.user.id)).toEqual(new Set([bia.user.id]));
    expect(await mutedBy(getDb().orm, carla.user.id)).toEqual(new Set());
    expect(await listed(ana, { city })).toEqual([bia.user.id]);
    expect((await memberAs(ana, bia.user.id)).member).toMatchObject({ muted: true });
    // Bia is never told: her view of Ana is what it was.
    await profiled(ana, { city });
    expect((await memberAs(bia, ana.user.id)).member).toMatchObject({ muted: false, blocked: false });
    expect(RelationsResponse.parse(await (await call(ana, 'GET', '/api/community/relations')).json()).muted).toEqual([
      { id: bia.user.id, name: 'Bia Lima', profile: true },
    ]);

    expect((await call(ana, 'DELETE', `/api/community/members/${bia.user.id}/mute`)).status).toBe(204);
    expect(await seen(ana)).toBe(true);
  });

  it('keeps a suspended member out of the directory and out of the network', async () => {
    const boss = await operator();
    const ana = await newUser('Ana Souza');
    const bia = await newUser('Bia Lima');
    const city = token();
    await profiled(bia, { city });
    const act = (action: string, days?: number) =>
      call(boss, 'POST', `/api/community/moderation/members/${bia.user.id}`, { action, reason: 'Assédio.', days });
    expect((await act('suspend', 3)).status).toBe(204);
    expect(await listed(ana, { city })).toEqual([]);
    expect((await memberAs(ana, bia.user.id)).status).toBe(404);
    expect((await call(bia, 'GET', '/api/community/members')).status).toBe(403);
    expect((await act('lift')).status).toBe(204);
    expect(await listed(ana, { city })).toEqual([bia.user.id]);
    // A silenced member reads the network but changes no public text.
    expect((await act('silence', 3)).status).toBe(204);
    expect((await call(bia, 'GET', '/api/community/members')).status).toBe(200);
    expect(
      (await call(bia, 'PUT', '/api/community/profile', { ...(await profileOf(bia)), city: 'Outra' })).status,
    ).toBe(403);
  });
});
