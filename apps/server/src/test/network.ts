import {
  ConversationResponse,
  type ConversationView,
  type ProfileRequest,
} from '@alavanca/contracts/community-network';
import { LEVEL_REQUIREMENTS } from '@alavanca/domain/community/trust';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import { insertTopic, recordRead } from '../modules/community/community.repo';
import { communityCalls } from './community';
import type { TestApp } from './test-app';
import type { TestUser } from './users';

/** A profile the contract accepts: a food business at its idea, in São Paulo. */
export const PROFILE: ProfileRequest = {
  visible: true,
  name: 'Membro',
  city: 'São Paulo',
  businessType: 'food',
  stage: 'idea',
  seeks: 'Um sócio',
  offers: 'Receitas',
  links: [],
};

/** The network's routes as its test files call them: the community's calls, a member at level 1, a profile on, a message. */
export function networkCalls(api: TestApp, getDb: () => Database) {
  const calls = communityCalls(api, getDb);
  const { call } = calls;

  /**
   * `user` at trust level 1, as reading earns it: a visit today, level 1's topics entered and its
   * posts read, recorded through the community's repository instead of a day's reading.
   */
  async function levelOne(user: TestUser): Promise<void> {
    const needs = LEVEL_REQUIREMENTS[1];
    for (let index = 0; index < needs.topicsEntered; index += 1) {
      const topic = await insertTopic(getDb().orm, {
        space: 'pt-BR/wins',
        classId: null,
        authorId: null,
        kind: 'discussion',
        title: `Leitura ${index}`,
        body: 'Vendemos mais.',
        at: new Date(),
        search: { config: 'portuguese', text: 'Vendemos mais.' },
      });
      const posts = Math.ceil(needs.postsRead / needs.topicsEntered);
      await recordRead(getDb().orm, user.user.id, topic.id, posts, new Date().toISOString().slice(0, 10));
    }
  }

  /** `user`'s profile saved with `fields` over PROFILE's (on, unless said). */
  async function profiled(user: TestUser, fields: Partial<ProfileRequest> = {}): Promise<void> {
    const response = await call(user, 'PUT', '/api/community/profile', { ...PROFILE, name: user.user.name, ...fields });
    expect(response.status, await response.clone().text()).toBe(200);
  }

  /** A message from `from` to `to` that the server takes, as `from` then reads the conversation. */
  async function messaged(from: TestUser, to: TestUser, body: string): Promise<ConversationView> {
    const response = await call(from, 'POST', `/api/community/members/${to.user.id}/messages`, { body });
    expect(response.status, await response.clone().text()).toBe(201);
    return ConversationResponse.parse(await response.json()).conversation;
  }

  /** Two members at level 1 with their profiles on: they may write to each other. */
  async function pair(first = 'Ana Souza', second = 'Bia Lima'): Promise<[TestUser, TestUser]> {
    const members = [await calls.newUser(first), await calls.newUser(second)] as const;
    for (const member of members) {
      await levelOne(member);
      await profiled(member);
    }
    return [...members];
  }

  return { ...calls, levelOne, profiled, messaged, pair };
}
