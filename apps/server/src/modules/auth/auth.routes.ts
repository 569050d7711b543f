import {
  AuthConfigResponse,
  ChangePasswordRequest,
  OAuthProvider,
  PasswordResetConfirm,
  PasswordResetRequest,
  SignUpChallenge,
  SignUpRequest,
  SignUpResponse,
} from '@alavanca/contracts/auth';
import { SessionResponse } from '@alavanca/contracts/session';
import { text } from '@alavanca/contracts/text';
import { V } from '@alavanca/contracts/validation-messages';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { parseInput } from '../../http/parse-input';
import type { RateLimiter } from '../../http/rate-limit';
import { AUTH_BASE_PATH } from './auth';
import type { AuthService } from './auth.service';
import type { SignUpGate } from './sign-up-gate';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { requireUser } from '../../http/require-user';
import { sendWebResponse, setCookies, toWebHeaders, toWebRequest } from '../../http/web-request';

export interface AuthRouteDeps {
  authService: AuthService;
  rateLimiter: RateLimiter;
  signUpGate: SignUpGate;
  backgroundTasks: BackgroundTasks;
  publicUrl: () => string;
  forgetSessions: (userId: string) => void;
}

const OAuthStartParams = z.object({ provider: OAuthProvider });
const OAuthStartQuery = z.object({ mode: z.enum(['signin', 'signup']).default('signin') });
/**
 * The query string of an address better-auth answers itself: checked before it sees it, since it
 * looks states and tokens up in a database that refuses some text. Its values come from
 * URLSearchParams, always strings, so hostile text is the one way to fail.
 */
const AuthHandlerQuery = z.record(text(), z.union([text(), z.array(text())], V.invalidText));

/**
 * Account routes: sign-up, password recovery and change, OAuth, and what the sign-in pages
 * may offer. Each one: check the input, count the attempt, call the service.
 */
export function registerAuthRoutes(app: FastifyInstance, deps: AuthRouteDeps): void {
  const { authService, rateLimiter, signUpGate } = deps;

  app.get('/api/auth-config', () => AuthConfigResponse.parse(authService.authConfig()));

  app.post('/api/account', async (request, reply) => {
    const { proof, ...input } = parseInput(SignUpRequest, request.body);
    await signUpGate.admit(request.ip, proof);
    const { body, cookies } = await authService.signUp(input, toWebHeaders(request));
    setCookies(reply, cookies);
    return reply.status(201).send(SignUpResponse.parse(body));
  });

  app.get('/api/account/challenge', async (request) =>
    SignUpChallenge.parse(await signUpGate.issueChallenge(request.ip)),
  );

  app.post('/api/account/password-reset-request', async (request, reply) => {
    const input = parseInput(PasswordResetRequest, request.body);
    await rateLimiter.consume('resetRequestPerIp', request.ip);
    await rateLimiter.consume('resetRequestPerEmail', input.email);
    // Answered before the lookup even starts: whether the address has an account shows
    // neither in the answer nor in its timing.
    deps.backgroundTasks.track(authService.requestPasswordReset(input, toWebHeaders(request)));
    return reply.status(202).send({});
  });

  app.post('/api/account/password-reset', async (request, reply) => {
    const input = parseInput(PasswordResetConfirm, request.body);
    await rateLimiter.consume('resetConfirmPerIp', request.ip);
    await authService.resetPassword(input, toWebHeaders(request));
    return reply.status(204).send();
  });

  app.put('/api/account/password', async (request, reply) => {
    const user = await requireUser(request);
    const input = parseInput(ChangePasswordRequest, request.body);
    // A wrong current password is a password guess, like a failed sign-in: same counter.
    await rateLimiter.consume('signInFailuresPerAccount', user.email);
    const result = await authService.changePassword(input, toWebHeaders(request));
    // Every other session of the user was revoked with it.
    deps.forgetSessions(user.id);
    await rateLimiter.refund('signInFailuresPerAccount', user.email);
    setCookies(reply, result.cookies);
    return SessionResponse.parse({ user: result.user });
  });

  app.get('/api/oauth/:provider/start', async (request, reply) => {
    const { provider } = parseProvider(request.params);
    const { mode } = parseInput(OAuthStartQuery, request.query);
    const { url, cookies } = await authService.startOAuth(provider, mode, toWebHeaders(request));
    setCookies(reply, cookies);
    return reply.redirect(url, 302);
  });

  // The two addresses better-auth must answer itself: the provider sends the browser back to
  // the first, and the confirmation e-mail links to the second. Both answer with redirects
  // to our pages, success or not.
  for (const path of ['/callback/:provider', '/verify-email']) {
    app.get(`${AUTH_BASE_PATH}${path}`, async (request, reply) => {
      const webRequest = toWebRequest(request, deps.publicUrl());
      parseInput(AuthHandlerQuery, readQuery(new URL(webRequest.url)));
      const response = await authService.handle(webRequest);
      if (response.status >= 400) {
        throw new AppError(path === '/verify-email' ? 'INVALID_TOKEN' : 'OAUTH_FAILED');
      }
      await sendWebResponse(reply, response);
    });
  }
}

/**
 * The query string as better-auth reads it: parsed from the URL, which decodes escapes that
 * Fastify's parser leaves as they are (`%%00` is a NUL to one and not the other). A name given
 * twice keeps every value.
 */
function readQuery(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of url.searchParams) {
    const earlier = query[name];
    query[name] = earlier === undefined ? value : [earlier, value].flat();
  }
  return query;
}

/** An unknown provider name is a missing page, not a form error. */
function parseProvider(params: unknown): z.infer<typeof OAuthStartParams> {
  const parsed = OAuthStartParams.safeParse(params);
  if (!parsed.success) throw new AppError('NOT_FOUND');
  return parsed.data;
}
