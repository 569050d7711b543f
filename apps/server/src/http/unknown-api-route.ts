import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

const METHODS = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT'] as const;

type RouteMatch = ReturnType<FastifyInstance['findRoute']>;

/**
 * Catches every request under /api that no endpoint took, so the web app's fallback never
 * answers an API call with HTML. It also keeps the static files' wildcard route out of
 * API paths, which lets us tell "wrong method" (405) from "no such endpoint" (404).
 */
export function registerUnknownApiRoute(app: FastifyInstance): void {
  app.all('/api/*', (request) => {
    const pathname = request.url.split('?', 1)[0] ?? request.url;
    const allowed = METHODS.filter((method) => {
      if (method === request.method) return false;
      // Typed as always found, but it is null when nothing matches.
      const match = request.server.findRoute({ method, url: pathname }) as RouteMatch | null;
      // A match through a wildcard is this catch-all (or the static files), not an endpoint.
      return match !== null && !('*' in match.params);
    });
    if (allowed.length === 0) throw new AppError('NOT_FOUND');
    throw new AppError('METHOD_NOT_ALLOWED', undefined, undefined, {
      headers: { allow: allowed.join(', ') },
    });
  });
}
