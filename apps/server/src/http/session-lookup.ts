import type { SessionUser } from '@alavanca/contracts/session';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toWebHeaders } from './web-request';

/** How the auth module answers "who is this cookie?"; the composition root sets it once on the app. */
export type SessionUserLookup = (headers: Headers) => Promise<SessionUser | null>;

declare module 'fastify' {
  interface FastifyInstance {
    lookUpSessionUser: SessionUserLookup;
  }
}

// One lookup per request even when a handler and a hook both ask.
const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

export function provideSessionLookup(app: FastifyInstance, lookup: SessionUserLookup): void {
  app.decorate('lookUpSessionUser', lookup);
}

/** The signed-in user of this request, or null. */
export function lookUpSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  let found = cache.get(request);
  if (!found) {
    found = request.server.lookUpSessionUser(toWebHeaders(request));
    cache.set(request, found);
  }
  return found;
}
