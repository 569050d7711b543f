import type { OAuthProvider } from '@alavanca/contracts/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createRateLimiter, type RateLimits } from '../../http/rate-limit';
import { createBackgroundTasks } from '../../lib/background-tasks';
import { createOutboxMailer } from '../mail/outbox-mailer';
import { createSmtpMailer } from '../mail/smtp-mailer';
import { createAuth, type Auth, type SetUpUser } from './auth';
import { createAuthEvents } from './auth-events';
import { readInstanceAuthSecret } from './auth.repo';
import { createAuthService } from './auth.service';
import { createOAuthProviderConfigs } from './oauth-providers';
import type { SessionCache } from './session-cache';
import { createSessionReader } from './session-reader';
import { createSignUpGate, type ChallengeDifficulty } from './sign-up-gate';

export type AccountsConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'emailVerification' | 'authSecret' | 'oauth'>;

export interface AccountsOptions {
  config: AccountsConfig;
  db: Database;
  logger: FastifyBaseLogger;
  /** The public address; read when first needed, once the server knows its port. */
  publicUrl: () => string;
  /** null: no limits. */
  rateLimits: RateLimits | null;
  /** Default: the production difficulty. */
  challengeDifficulty?: ChallengeDifficulty;
  sessionCache: SessionCache;
  setUpUser: SetUpUser;
}

/**
 * Everything accounts need, wired once per app: better-auth (built on first use, since it
 * needs the public address and the database's secret), the mailer, the rate limiter, the
 * sign-up gate, the auth events and the background work queue.
 */
export function createAccounts(options: AccountsOptions) {
  const { config, db, logger, publicUrl } = options;
  const events = createAuthEvents(logger);
  const backgroundTasks = createBackgroundTasks(logger);
  const mailer = config.smtpUrl
    ? createSmtpMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom }, logger)
    : createOutboxMailer(db, logger);
  const oauthProviders = createOAuthProviderConfigs(config.oauth);
  const emailVerificationRequired = config.emailVerification === 'required';

  const readSecret = async () => config.authSecret ?? (await readInstanceAuthSecret(db.orm));
  const buildAuth = async (): Promise<Auth> =>
    createAuth({
      orm: db.orm,
      publicUrl: publicUrl(),
      secret: await readSecret(),
      emailVerificationRequired,
      oauthProviders,
      mailer,
      events,
      backgroundTasks,
      setUpUser: options.setUpUser,
      logger,
    });
  let building: Promise<Auth> | undefined;
  const getAuth = (): Promise<Auth> => {
    building ??= buildAuth().catch((error: unknown) => {
      // A database that was down must not keep auth down once it is back.
      building = undefined;
      throw error;
    });
    return building;
  };

  const authService = createAuthService({
    getAuth,
    publicUrl,
    emailVerificationRequired,
    oauthProviders: oauthProviders.map((provider) => provider.providerId as OAuthProvider),
  });

  logger.info(
    {
      mail: mailer.transport,
      emailVerification: config.emailVerification,
      oauthProviders: oauthProviders.map((provider) => provider.providerId),
      rateLimits: options.rateLimits ? 'on' : 'off',
    },
    'accounts configured',
  );

  const rateLimiter = createRateLimiter(db, options.rateLimits);
  return {
    authService,
    rateLimiter,
    signUpGate: createSignUpGate({
      orm: db.orm,
      rateLimiter,
      readSecret,
      ...(options.challengeDifficulty && { difficulty: options.challengeDifficulty }),
    }),
    events,
    mailer,
    backgroundTasks,
    /** Where a sign-out, a password change or a deletion makes the user's sessions stale here. */
    forgetSessions: (userId: string) => options.sessionCache.forgetUser(userId),
    lookUpSessionUser: createSessionReader({
      orm: db.orm,
      cache: options.sessionCache,
      getAuth,
      fallback: async (headers) => (await authService.getSession(headers)).user,
    }),
  };
}
