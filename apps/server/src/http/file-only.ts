import type { FastifyReply, FastifyRequest } from 'fastify';

/** What a user's file (an avatar, a support screenshot, a report) may do when opened: nothing but be shown. */
export const FILE_CONTENT_SECURITY_POLICY = "default-src 'none'";

/**
 * Route options for a route that serves a user's file: its own content policy in place of the
 * pages' one. Route hooks run after the app's, which set the page policy on every response.
 */
export const FILE_ONLY_ROUTE = {
  onSend: async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    reply.header('content-security-policy', FILE_CONTENT_SECURITY_POLICY);
    return payload;
  },
};
