import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * better-auth reads the client address from this header only. Our routes set it from
 * Fastify's `request.ip` (which honours TRUST_PROXY) and drop any copy a client sent, so a
 * client cannot choose the address recorded on its session.
 */
export const CLIENT_IP_HEADER = 'x-alavanca-client-ip';

/**
 * The request's headers as the Fetch `Headers` better-auth reads, with the client address
 * Fastify determined (honouring TRUST_PROXY) in the one header better-auth trusts for it.
 */
export function toWebHeaders(request: FastifyRequest): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    if (Array.isArray(value)) {
      for (const item of value) result.append(name, item);
    } else {
      result.set(name, value);
    }
  }
  result.set(CLIENT_IP_HEADER, request.ip);
  return result;
}

/** The request as a Fetch `Request` addressed to the public URL, for better-auth's handler. */
export function toWebRequest(request: FastifyRequest, publicUrl: string): Request {
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers: toWebHeaders(request),
  });
}

const HEADERS_NOT_COPIED = new Set(['set-cookie', 'content-length', 'transfer-encoding']);

/** Copies a Fetch `Response` (every Set-Cookie included) onto Fastify's reply. */
export async function sendWebResponse(reply: FastifyReply, response: Response): Promise<void> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    // Fastify sets its own length for what it sends.
    if (!HEADERS_NOT_COPIED.has(name)) reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  await reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}

/** Passes better-auth's cookies on to the browser. */
export function setCookies(reply: FastifyReply, cookies: string[]): void {
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}
