import type { SessionUser } from '@alavanca/contracts/session';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { lookUpSessionUser } from './session-lookup';

/**
 * The signed-in user of this request, from the session cookie; 401 UNAUTHENTICATED when
 * there is none (no cookie, a revoked or expired session). Routes that need a user call it
 * first, before reading their input.
 */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await lookUpSessionUser(request);
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}
