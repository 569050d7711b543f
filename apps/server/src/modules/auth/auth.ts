import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth, type GenericOAuthConfig } from 'better-auth/plugins';
import type { Language } from '@alavanca/domain/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from '../../db/client';
import { account, session, user, verification } from '../../db/schema/auth';
import { CLIENT_IP_HEADER } from '../../http/web-request';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { Mailer } from '../mail/mailer';
import { sendAccountEmail } from '../mail/send-account-email';
import type { AuthEvents } from './auth-events';
import { hashPassword, verifyPassword } from './password-hashing';
import { getAuthRequestContext } from './request-context';

/** Under this path better-auth answers the few requests it must handle itself. */
export const AUTH_BASE_PATH = '/api/auth';

const RESET_TOKEN_TTL_SECONDS = 60 * 60;
/** Long enough for "I will confirm it tonight"; the link only proves the address, once. */
const VERIFICATION_TOKEN_TTL_SECONDS = 24 * 60 * 60;

/** What a new account needs besides its user row; the sign-up set-up module provides it. */
export type SetUpUser = (
  orm: Orm,
  input: { userId: string; email: string; name: string; language?: Language | undefined },
) => Promise<void>;

export interface AuthOptions {
  orm: Orm;
  /** The public address, e.g. https://alavanca.example (no trailing slash). */
  publicUrl: string;
  secret: string;
  emailVerificationRequired: boolean;
  oauthProviders: GenericOAuthConfig[];
  mailer: Mailer;
  events: AuthEvents;
  backgroundTasks: BackgroundTasks;
  /** Creates a new user's own rows (profile, settings, subscription…), which other modules own. */
  setUpUser: SetUpUser;
  logger: FastifyBaseLogger;
}

/**
 * better-auth, configured for Alavanca: our tables (UUID ids), argon2id, server-side sessions
 * in an httpOnly SameSite=Lax cookie, e-mails through our mailer, and its own rate limiter
 * off (ours counts in the database, across instances). Our routes call it through `auth.api`;
 * only OAuth callbacks and e-mail verification links reach its HTTP handler.
 */
export function createAuth(options: AuthOptions) {
  const { orm, publicUrl, events, logger } = options;
  const mailDeps = { orm, mailer: options.mailer };

  return betterAuth({
    appName: 'Alavanca',
    baseURL: publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: options.secret,
    trustedOrigins: [new URL(publicUrl).origin],
    database: drizzleAdapter(orm, {
      provider: 'pg',
      schema: { user, session, account, verification },
      // Sign-up writes a user and its password account: both or neither.
      transaction: true,
    }),
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log(level, message, ...args) {
        const details = args.length > 0 ? { details: args } : {};
        logger[level](details, `auth: ${message}`);
      },
    },
    advanced: {
      cookiePrefix: 'alavanca',
      // The Secure flag (and its __Secure- name prefix) whenever people reach us over HTTPS.
      useSecureCookies: publicUrl.startsWith('https://'),
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // E-mails are sent after the answer, so that answering takes the same time whether the
      // address has an account or not.
      backgroundTasks: { handler: (task) => options.backgroundTasks.track(task) },
    },
    // Where better-auth sends a browser when an OAuth callback cannot even be attributed to
    // a provider (a forged or expired state).
    onAPIError: { errorURL: `${publicUrl}/login?oauthError=unknown` },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: options.emailVerificationRequired,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user: account, token }) {
        await sendAccountEmail(mailDeps, {
          kind: 'resetPassword',
          to: account.email,
          userId: account.id,
          name: account.name,
          // The web page takes the token and sends it with the new password.
          url: `${publicUrl}/recuperar-senha?token=${encodeURIComponent(token)}`,
          language: getAuthRequestContext().language,
        });
      },
      async onPasswordReset({ user: account }) {
        await events.emit('passwordReset', { userId: account.id });
      },
    },
    emailVerification: {
      sendOnSignUp: options.emailVerificationRequired,
      // A correct password on an unconfirmed account sends a fresh link: the first may be lost.
      sendOnSignIn: options.emailVerificationRequired,
      expiresIn: VERIFICATION_TOKEN_TTL_SECONDS,
      async sendVerificationEmail({ user: account, url }) {
        await sendAccountEmail(mailDeps, {
          kind: 'verifyEmail',
          to: account.email,
          userId: account.id,
          name: account.name,
          url,
          language: getAuthRequestContext().language,
        });
      },
    },
    databaseHooks: {
      user: {
        create: {
          // One place for every new account, e-mail or OAuth. It runs after the account is
          // committed; a failure is logged rather than failing a sign-up that already
          // happened (the rows are also created on first use).
          async after(created) {
            try {
              await options.setUpUser(orm, {
                userId: created.id,
                email: created.email,
                name: created.name,
                language: getAuthRequestContext().language,
              });
            } catch (error) {
              logger.error({ err: error, userId: created.id }, 'could not create the user data rows');
            }
          },
        },
      },
      session: {
        create: {
          async after(created, context) {
            // Changing the password swaps the current session for a new one on the same
            // device: not a sign-in to warn about.
            if (context?.path === '/change-password') return;
            await events.emit('sessionStarted', { userId: created.userId });
          },
        },
      },
    },
    plugins: [genericOAuth({ config: options.oauthProviders })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
