import { expect, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { LEVEL_LIMITS, LEVEL_REQUIREMENTS } from '../../packages/domain/src/community/trust';
import { originOf } from './app';
import { person } from './classes';
import type { Language } from './site';

/**
 * Brings `members` to trust level 1 the way the product gives it (decision 036), with no route
 * made for tests: level 1 asks for a day's visit, 5 topics entered and 30 posts read, and reading
 * a topic records the day's visit. New accounts (level 0, each inside its hourly pace and daily
 * topics) open level 1's topics in a public space of `language` and reply until they hold its
 * posts; each member then reads every topic through the API, as the topic's screen does.
 */
export async function reachLevelOne(
  browser: Browser,
  baseURL: string | undefined,
  language: Language,
  members: readonly Page[],
): Promise<void> {
  const needs = LEVEL_REQUIREMENTS[1];
  const { postsPerHour, topicsPerDay } = LEVEL_LIMITS[0];
  const headers = { origin: originOf(baseURL) };
  const batch = randomUUID().slice(0, 6);
  const topics: string[] = [];
  const writers: Page[] = [];
  let pace = postsPerHour;
  let opened = 0;
  // Every post is read: the topics' posts, counted once each, are the posts read.
  for (let written = 0; written < needs.postsRead; written += 1) {
    if (pace === postsPerHour) {
      writers.push(await person(browser, baseURL, `level-writer-${writers.length}-${batch}`, { language }));
      pace = 0;
      opened = 0;
    }
    const writer = writers.at(-1)!;
    pace += 1;
    if (topics.length < needs.topicsEntered && opened < topicsPerDay) {
      const response = await writer.request.post('/api/community/topics', {
        data: {
          space: `${language}/wins`,
          kind: 'discussion',
          title: `${batch} ${topics.length + 1}`,
          body: 'Vendemos mais.',
        },
        headers,
      });
      expect(response.status(), await response.text()).toBe(201);
      topics.push(((await response.json()) as { topic: { id: string } }).topic.id);
      opened += 1;
      continue;
    }
    const response = await writer.request.post(`/api/community/topics/${topics[0]}/posts`, {
      data: { body: 'Parabéns pela semana!' },
      headers,
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  for (const writer of writers) await writer.context().close();
  for (const member of members)
    for (const topic of topics) {
      const read = await member.request.get(`/api/community/topics/${topic}`);
      expect(read.status(), await read.text()).toBe(200);
    }
}
