import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Everything comes from our own origin: scripts, styles, fonts, images and API calls.
 * Inline styles stay allowed because UI libraries set `style` attributes at runtime.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const HSTS_MAX_AGE_SECONDS = 31_536_000;

/** The headers every response carries; HSTS only when the public address is HTTPS. */
export function createSecurityHeaders(appUrl: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
  // Over plain HTTP the header is ignored at best, and on localhost it would pin the browser
  // to HTTPS for every local project.
  if (appUrl?.startsWith('https://')) {
    headers['strict-transport-security'] = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`;
  }
  return headers;
}

/** Adds the headers to every reply that goes through Fastify's send pipeline. */
export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>) {
  app.addHook('onSend', async (_request, reply: FastifyReply, payload) => {
    reply.headers(headers);
    return payload;
  });
}
