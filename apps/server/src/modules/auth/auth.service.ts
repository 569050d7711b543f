import type {
  AuthConfigResponse,
  ChangePasswordRequest,
  OAuthProvider,
  PasswordResetConfirm,
  PasswordResetRequest,
  SignInRequest,
  SignUpRequest,
  SignUpResponse,
} from '@alavanca/contracts/auth';
import type { ErrorCode } from '@alavanca/contracts/errors';
import type { SessionUser } from '@alavanca/contracts/session';
import type { Language } from '@alavanca/domain/constants';
import type { z } from 'zod';
import type { Orm } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Auth } from './auth';
import { findUserById } from './auth.repo';
import { runWithAuthRequestContext } from './request-context';

/** A better-auth answer's cookies, to pass on to the browser as they are. */
type SetCookies = string[];

export type OAuthMode = 'signin' | 'signup';

export interface AuthServiceOptions {
  /** Built on first use: the public address may only be known once the server listens. */
  getAuth: () => Promise<Auth>;
  publicUrl: () => string;
  emailVerificationRequired: boolean;
  oauthProviders: OAuthProvider[];
}

/**
 * Every account operation, on top of better-auth: its answers become our contracts, its
 * errors our error codes. `headers` are the browser request's (cookie and client address).
 */
export function createAuthService(options: AuthServiceOptions) {
  const { getAuth, publicUrl } = options;

  return {
    authConfig(): AuthConfigResponse {
      return {
        oauthProviders: options.oauthProviders,
        emailVerificationRequired: options.emailVerificationRequired,
      };
    },

    async signUp(input: SignUpRequest, headers: Headers): Promise<{ body: SignUpResponse; cookies: SetCookies }> {
      const auth = await getAuth();
      const result = await withLanguage(input.language, () =>
        auth.api.signUpEmail({
          body: {
            name: input.name,
            email: input.email,
            password: input.password,
            callbackURL: `${publicUrl()}/login?verified=1`,
          },
          headers,
          returnHeaders: true,
        }),
      ).catch(async (error: unknown) => {
        // Two sign-ups racing with one address both pass better-auth's existence check; the
        // unique e-mail index then refuses the second, which better-auth reports as a generic
        // failure. If the address exists now, the answer is the same as for a taken address.
        if (readAuthErrorCode(error) === 'FAILED_TO_CREATE_USER') {
          const context = await auth.$context;
          if (await context.internalAdapter.findUserByEmail(input.email)) {
            throw new AppError('EMAIL_IN_USE', undefined, undefined, { cause: error });
          }
        }
        return mapAuthError({
          USER_ALREADY_EXISTS: 'EMAIL_IN_USE',
          USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'EMAIL_IN_USE',
          PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
        })(error);
      });
      // With verification on there is no session yet, and better-auth answers a taken
      // address exactly like a new one (so sign-up does not reveal who has an account).
      const signedIn = result.response.token !== null;
      return {
        body: {
          user: signedIn ? toSessionUser(result.response.user) : null,
          verificationRequired: !signedIn,
        },
        cookies: setCookiesOf(result.headers),
      };
    },

    async signIn(
      input: z.output<typeof SignInRequest>,
      headers: Headers,
    ): Promise<{ user: SessionUser; cookies: SetCookies }> {
      const auth = await getAuth();
      const result = await auth.api
        .signInEmail({
          body: {
            email: input.email,
            password: input.password,
            rememberMe: input.rememberMe,
            // Where the fresh confirmation link (sent to an unconfirmed account) leads.
            callbackURL: `${publicUrl()}/login?verified=1`,
          },
          headers,
          returnHeaders: true,
        })
        .catch(
          mapAuthError({
            INVALID_EMAIL_OR_PASSWORD: 'INVALID_CREDENTIALS',
            INVALID_EMAIL: 'INVALID_CREDENTIALS',
            EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
          }),
        );
      return { user: toSessionUser(result.response.user), cookies: setCookiesOf(result.headers) };
    },

    /** Deletes the session row and expires the cookies; signed out already is fine too. */
    async signOut(headers: Headers): Promise<{ cookies: SetCookies }> {
      const auth = await getAuth();
      const result = await auth.api.signOut({ headers, returnHeaders: true });
      return { cookies: setCookiesOf(result.headers) };
    },

    /** The session's user, plus any cookie refresh better-auth wants to send. */
    async getSession(headers: Headers): Promise<{ user: SessionUser | null; cookies: SetCookies }> {
      const auth = await getAuth();
      const result = await auth.api.getSession({ headers, returnHeaders: true });
      return {
        user: result.response ? toSessionUser(result.response.user) : null,
        cookies: setCookiesOf(result.headers),
      };
    },

    /**
     * Sends the reset e-mail when the address has a password account. The caller answers at
     * once without waiting for this, so the answer says nothing about the address.
     */
    async requestPasswordReset(input: PasswordResetRequest, headers: Headers): Promise<void> {
      const auth = await getAuth();
      await withLanguage(input.language, () =>
        auth.api.requestPasswordReset({ body: { email: input.email }, headers }),
      );
    },

    async resetPassword(input: PasswordResetConfirm, headers: Headers): Promise<void> {
      const auth = await getAuth();
      await auth.api
        .resetPassword({
          body: { token: input.token, newPassword: input.newPassword },
          headers,
        })
        .catch(
          mapAuthError({
            INVALID_TOKEN: 'INVALID_TOKEN',
            USER_NOT_FOUND: 'INVALID_TOKEN',
            PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
          }),
        );
    },

    /** Every session of the user ends; this browser gets a new one in `cookies`. */
    async changePassword(
      input: ChangePasswordRequest,
      headers: Headers,
    ): Promise<{ user: SessionUser; cookies: SetCookies }> {
      const auth = await getAuth();
      const result = await auth.api
        .changePassword({
          body: {
            currentPassword: input.currentPassword,
            newPassword: input.newPassword,
            revokeOtherSessions: true,
          },
          headers,
          returnHeaders: true,
        })
        .catch(
          mapAuthError({
            INVALID_PASSWORD: 'WRONG_PASSWORD',
            PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
            UNAUTHORIZED: 'UNAUTHENTICATED',
            CREDENTIAL_ACCOUNT_NOT_FOUND: {
              code: 'BAD_REQUEST',
              message: 'This account signs in through Google or GitHub and has no password.',
            },
          }),
        );
      return { user: toSessionUser(result.response.user), cookies: setCookiesOf(result.headers) };
    },

    /**
     * The provider's authorization address, and the state cookie that ties the callback to
     * this browser. Where the browser lands afterwards depends on how it went and on which
     * page started it.
     */
    async startOAuth(
      provider: OAuthProvider,
      mode: OAuthMode,
      headers: Headers,
    ): Promise<{ url: string; cookies: SetCookies }> {
      if (!options.oauthProviders.includes(provider)) throw new AppError('NOT_FOUND');
      const auth = await getAuth();
      const base = publicUrl();
      const errorPage = mode === 'signup' ? '/cadastro' : '/login';
      const result = await auth.api.signInSocial({
        body: {
          provider,
          callbackURL: `${base}/dashboard`,
          newUserCallbackURL: `${base}/dashboard`,
          errorCallbackURL: `${base}${errorPage}?oauthError=${provider}`,
          disableRedirect: true,
          requestSignUp: mode === 'signup',
        },
        headers,
        returnHeaders: true,
      });
      if (!result.response.url) throw new AppError('OAUTH_FAILED');
      return { url: result.response.url, cookies: setCookiesOf(result.headers) };
    },

    /** better-auth's own HTTP handler, for the OAuth callback and the verification link. */
    async handle(request: Request): Promise<Response> {
      return (await getAuth()).handler(request);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/** The user with this id, or null: for ids that come from outside, such as a payment's metadata. */
export function findUser(orm: Orm, userId: string): Promise<{ id: string } | null> {
  return findUserById(orm, userId);
}

function withLanguage<T>(language: Language | undefined, work: () => Promise<T>): Promise<T> {
  return runWithAuthRequestContext({ language }, work);
}

function toSessionUser(user: { id: string; email: string; name: string }): SessionUser {
  return { id: user.id, email: user.email, name: user.name };
}

function setCookiesOf(headers: Headers | null | undefined): SetCookies {
  return headers?.getSetCookie() ?? [];
}

type Mapped = ErrorCode | { code: ErrorCode; message: string };

/**
 * Turns the better-auth errors a caller expects into our codes. Anything else is a bug or
 * an outage: it goes on as it is and becomes a logged 500.
 */
function mapAuthError(mapping: Record<string, Mapped>) {
  return (error: unknown): never => {
    const code = readAuthErrorCode(error);
    const mapped = code === null ? undefined : mapping[code];
    if (mapped === undefined) throw error;
    if (typeof mapped === 'string') {
      throw new AppError(mapped, undefined, undefined, { cause: error });
    }
    throw new AppError(mapped.code, undefined, mapped.message, { cause: error });
  };
}

function readAuthErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('body' in error)) return null;
  const body = (error as { body?: { code?: unknown } }).body;
  return typeof body?.code === 'string' ? body.code : null;
}
