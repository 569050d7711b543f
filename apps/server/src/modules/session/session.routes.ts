import { SignInRequest } from '@alavanca/contracts/auth';
import { SessionResponse } from '@alavanca/contracts/session';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { parseInput } from '../../http/parse-input';
import type { RateLimiter } from '../../http/rate-limit';
import type { AuthService } from '../auth/auth.service';
import { lookUpSessionUser } from '../../http/session-lookup';
import { setCookies, toWebHeaders } from '../../http/web-request';

export interface SessionRouteDeps {
  authService: AuthService;
  rateLimiter: RateLimiter;
  forgetSessions: (userId: string) => void;
}

/**
 * The browser's session: who is signed in (`GET`, asked by the web app's route guard),
 * signing in (`POST`) and out (`DELETE`). The session lives in an httpOnly cookie.
 */
export function registerSessionRoutes(app: FastifyInstance, deps: SessionRouteDeps): void {
  const { authService, rateLimiter, forgetSessions } = deps;

  app.get('/api/session', async (request, reply) => {
    const { user, cookies } = await authService.getSession(toWebHeaders(request));
    // Using the app keeps the cookie alive: better-auth extends a session in use.
    setCookies(reply, cookies);
    return SessionResponse.parse({ user });
  });

  app.post('/api/session', async (request, reply) => {
    const input = parseInput(SignInRequest, request.body);
    await rateLimiter.consume('signInPerIp', request.ip);
    await rateLimiter.consume('signInFailuresPerAccount', input.email);
    try {
      const { user, cookies } = await authService.signIn(input, toWebHeaders(request));
      setCookies(reply, cookies);
      await rateLimiter.refund('signInFailuresPerAccount', input.email);
      return SessionResponse.parse({ user });
    } catch (error) {
      // The right password on an unconfirmed account is not a guess.
      if (error instanceof AppError && error.code === 'EMAIL_NOT_VERIFIED') {
        await rateLimiter.refund('signInFailuresPerAccount', input.email);
      }
      throw error;
    }
  });

  app.delete('/api/session', async (request, reply) => {
    const user = await lookUpSessionUser(request);
    const { cookies } = await authService.signOut(toWebHeaders(request));
    // The database announces the deletion to every instance; this one must not wait for it.
    if (user) forgetSessions(user.id);
    setCookies(reply, cookies);
    return reply.status(204).send();
  });
}
