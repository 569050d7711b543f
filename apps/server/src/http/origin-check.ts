import type { FastifyInstance } from 'fastify';
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
  /** The `Host` header as received. */
  host: string | undefined;
  origin: string | undefined;
  referer: string | undefined;
}

export type OriginCheckOutcome = 'allowed' | 'foreign-host' | 'foreign-origin';

/**
 * Whether a request may change something. Session cookies are SameSite=Lax, which already
 * keeps them off most cross-site requests; this is the second lock (and the only one for
 * same-site attackers such as a sibling subdomain): every state-changing API request must
 * say, through `Origin` or failing that `Referer`, that it comes from one of our pages.
 * Browsers always send one of them on such requests; a missing one means a non-browser
 * client, which must send `Origin` itself. It must also be addressed to one of our hosts: a
 * page on a DNS-rebound name reaches this server with that name as `Host`.
 * `allowedOrigins` are lower-case origins (`resolveAllowedOrigins`), never read from the request.
 */
export function checkOrigin(input: OriginCheckInput, allowedOrigins: readonly string[]): OriginCheckOutcome {
  if (SAFE_METHODS.has(input.method.toUpperCase())) return 'allowed';
  if (!isApiPath(input.url)) return 'allowed';
  if (SERVER_TO_SERVER_PATHS.has(input.url.split('?', 1)[0] ?? input.url)) return 'allowed';
  const allowed = allowedOrigins.map((origin) => new URL(origin));
  if (!allowed.some((origin) => namesHost(input.host, origin))) return 'foreign-host';
  const claimed = input.origin ?? toOrigin(input.referer);
  // "null" is what a sandboxed frame or a privacy-redirected request sends: not ours.
  if (claimed === undefined || claimed === 'null') return 'foreign-origin';
  return allowed.some((origin) => origin.origin === claimed.toLowerCase()) ? 'allowed' : 'foreign-origin';
}

/**
 * Refuses forbidden requests with 403 FORBIDDEN before their body is even read.
 *
 * `Host` is read as received even with TRUST_PROXY: a correct proxy passes on the name the
 * browser asked for (Caddy, Traefik and cloud load balancers do by default; nginx with
 * `proxy_set_header Host $host`), while X-Forwarded-Host is set by only some proxies, and the
 * others pass a client's own value through, which would let the client pick the host again.
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigins: () => readonly string[]): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const input: OriginCheckInput = {
      method: request.method,
      url: request.url,
      host: request.headers.host,
      origin: request.headers.origin,
      referer: request.headers.referer,
    };
    const outcome = checkOrigin(input, allowedOrigins());
    if (outcome === 'allowed') {
      done();
      return;
    }
    request.log.info(
      { host: input.host ?? null, origin: input.origin ?? null, outcome },
      'refused a request from another origin or to another host',
    );
    done(new AppError('FORBIDDEN', undefined, 'The request did not come from this site.'));
  });
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Whether a `Host` header names this origin: browsers leave out the scheme's default port; others may not. */
function namesHost(host: string | undefined, origin: URL): boolean {
  if (host === undefined) return false;
  const named = host.toLowerCase();
  const port = origin.port || (origin.protocol === 'https:' ? '443' : '80');
  return named === origin.host || named === `${origin.hostname}:${port}`;
}

function toOrigin(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return 'null';
  }
}
