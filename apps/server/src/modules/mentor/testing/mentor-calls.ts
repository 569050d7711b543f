import { CanvasResponse } from '@alavanca/contracts/canvases';
import { Conversation, MentorMessage } from '@alavanca/contracts/mentor';
import { SubscriptionState } from '@alavanca/contracts/subscription';
import type { Canvas } from '@alavanca/domain/canvas/canvas';
import { createServerSentEventParser, type ServerSentEvent } from '@alavanca/domain/text/server-sent-events';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';

/*
 * The mentor's routes as its tests call them: a user's conversations, questions and answers read
 * to their end, and a canvas of the corpus stored as the user's own.
 */

/** The test app as these calls use it (the test harness's app). */
interface MentorApi {
  call(method: string, pathname: string, options?: { cookie?: string; body?: unknown }): Promise<Response>;
}

/** A signed-in user, as these calls act for them. */
interface TestUser {
  cookie: string;
}

/** The events of an answer's stream, read to its end. */
export async function readStream(response: Response): Promise<ServerSentEvent[]> {
  const parser = createServerSentEventParser();
  return [...parser.push(await response.text()), ...parser.end()];
}

export const dataOf = (events: ServerSentEvent[], name: string) =>
  events.filter((event) => event.event === name).map((event) => JSON.parse(event.data) as unknown);

export function mentorCalls(api: MentorApi) {
  const call = (user: TestUser, method: string, path: string, body?: unknown) =>
    api.call(method, path, { cookie: user.cookie, body });

  async function conversation(user: TestUser, body: unknown = {}) {
    const response = await call(user, 'POST', '/api/mentor/conversations', body);
    expect(response.status, await response.clone().text()).toBe(201);
    return Conversation.parse(((await response.json()) as { conversation: unknown }).conversation);
  }

  async function ask(user: TestUser, id: string, content: string, mode?: 'answer' | 'board') {
    const response = await call(user, 'POST', `/api/mentor/conversations/${id}/messages`, {
      content,
      ...(mode && { mode }),
    });
    expect(response.status, response.status === 200 ? '' : await response.clone().text()).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const events = await readStream(response);
    const done = MentorMessage.parse(dataOf(events, 'done')[0]);
    const deltas = dataOf(events, 'delta').map((data) => (data as { text: string }).text);
    return { events, done, deltas, question: MentorMessage.parse(dataOf(events, 'question')[0]) };
  }

  async function read(user: TestUser, id: string) {
    const response = await call(user, 'GET', `/api/mentor/conversations/${id}`);
    expect(response.status).toBe(200);
    return Conversation.parse(((await response.json()) as { conversation: unknown }).conversation);
  }

  async function usage(user: TestUser): Promise<number> {
    const response = await call(user, 'GET', '/api/subscription');
    return SubscriptionState.parse(await response.json()).usage.aiConsultations;
  }

  /** A canvas of the corpus stored as the user's own: made blank, then saved with its cards (their ids made UUIDs). */
  async function storeCanvas(user: TestUser, canvas: Canvas, title = canvas.title) {
    const made = await call(user, 'POST', '/api/canvases', {
      from: 'blank',
      kind: canvas.kind,
      title,
      businessType: canvas.businessType,
      currency: canvas.currency,
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const { id } = CanvasResponse.parse(await made.json()).canvas;
    const ids = new Map(canvas.cards.map((card) => [card.id, randomUUID()]));
    const cards = canvas.cards.map((card) => ({
      ...card,
      id: ids.get(card.id),
      links: card.links.map((link) => ids.get(link)),
    }));
    const saved = await call(user, 'PATCH', `/api/canvases/${id}`, { baseVersion: 1, cards });
    expect(saved.status, await saved.clone().text()).toBe(200);
    return id;
  }

  return { call, conversation, ask, read, usage, storeCanvas };
}
