import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Called by other servers, never by a browser, so no Origin comes: each authenticates its
 * requests itself (Stripe's webhook by its signature) and takes no session cookie.
 */
const SERVER_TO_SERVER_PATHS = new Set(['/api/billing/webhooks/stripe']);

export interface OriginCheckInput {
  method: string;
  /** The request path, with or without its query string. */
  url: string;
  origin: string | undefined;
  referer: string | undefined;
}

/**
 * Whether a request may change something. Session cookies are SameSite=Lax, which already
 * keeps them off most cross-site requests; this is the second lock (and the only one for
 * same-site attackers such as a sibling subdomain): every state-changing API request must
 * say, through `Origin` or failing that `Referer`, that it comes from one of our pages.
 * Browsers always send one of them on such requests; a missing one means a non-browser
 * client, which must send `Origin` itself.
 */
export function isAllowedOrigin(input: OriginCheckInput, allowedOrigins: string[]): boolean {
  if (SAFE_METHODS.has(input.method.toUpperCase())) return true;
  if (!isApiPath(input.url)) return true;
  if (SERVER_TO_SERVER_PATHS.has(input.url.split('?', 1)[0] ?? input.url)) return true;
  const claimed = input.origin ?? toOrigin(input.referer);
  // "null" is what a sandboxed frame or a privacy-redirected request sends: not ours.
  if (claimed === undefined || claimed === 'null') return false;
  return allowedOrigins.some((allowed) => allowed === claimed.toLowerCase());
}

/**
 * Refuses forbidden requests with 403 FORBIDDEN before their body is even read. Allowed:
 * the public address (`publicOrigin()`) and, for local use through another name (127.0.0.1
 * for localhost), the origin the request itself was addressed to.
 */
export function registerOriginCheck(app: FastifyInstance, publicOrigin: () => string): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const input: OriginCheckInput = {
      method: request.method,
      url: request.url,
      origin: request.headers.origin,
      referer: request.headers.referer,
    };
    if (isAllowedOrigin(input, [publicOrigin(), ownOrigin(request)])) {
      done();
      return;
    }
    request.log.info({ origin: input.origin ?? null }, 'refused a request from another origin');
    done(new AppError('FORBIDDEN', undefined, 'The request did not come from this site.'));
  });
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`.toLowerCase();
}

function toOrigin(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return 'null';
  }
}
