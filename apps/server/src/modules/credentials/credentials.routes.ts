import type { FastifyInstance } from 'fastify';
import { CREDENTIAL_CONTEXTS, ISSUER_KEYS_PATH, ISSUER_PATH, type CredentialService } from './credentials.service';

/** Public: the issuer's profile and its keys, where a verifier of its credentials looks. */
export function registerCredentialRoutes(app: FastifyInstance, deps: { credentials: CredentialService }): void {
  app.get(ISSUER_PATH, async (_request, reply) => {
    const issuer = deps.credentials.issuer();
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .send({ '@context': CREDENTIAL_CONTEXTS, ...issuer });
  });

  app.get(ISSUER_KEYS_PATH, async (_request, reply) => {
    // Keys change only by rotation, and a retired key stays: a verifier may keep them a while.
    return reply
      .header('cache-control', 'public, max-age=300')
      .header('content-type', 'application/jwk-set+json')
      .send(await deps.credentials.publishedKeys());
  });
}
