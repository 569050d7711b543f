import { TopicResponse, type TopicView } from '@alavanca/contracts/community';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import { changeAdminRole } from '../modules/admins/admins.service';
import { classCalls } from './classes';
import type { TestApp } from './test-app';
import type { TestUser } from './users';

/** The community's routes as its test files call them: the class calls, topics and replies written, an operator. */
export function communityCalls(api: TestApp, getDb: () => Database) {
  const calls = classCalls(api, getDb);
  const { call } = calls;

  /** A question in `space` (a meal's price, unless `fields` say otherwise), as its author sees it. */
  async function posted(user: TestUser, space: string, fields: Record<string, unknown> = {}): Promise<TopicView> {
    const response = await call(user, 'POST', '/api/community/topics', {
      space,
      kind: 'question',
      title: 'Quanto cobrar pela marmita?',
      body: 'Cobro R$ 12 e vendo 40 por dia.',
      ...fields,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return TopicResponse.parse(await response.json()).topic;
  }

  /** A reply, with the evidence given (an item of the user's). */
  async function replied(user: TestUser, topicId: string, body: string, evidence?: unknown): Promise<TopicView> {
    const response = await call(user, 'POST', `/api/community/topics/${topicId}/posts`, { body, evidence });
    expect(response.status, await response.clone().text()).toBe(201);
    return TopicResponse.parse(await response.json()).topic;
  }

  /** An operator: an account given the operators' role, as `npm run admin` gives it. */
  async function operator(): Promise<TestUser> {
    const admin = await calls.newUser('Operadora');
    expect(await changeAdminRole(getDb().orm, 'grant', admin.email)).toBe('granted');
    return admin;
  }

  return { ...calls, posted, replied, operator };
}
