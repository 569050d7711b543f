import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { DEFAULT_MAIL_FROM, resolveAllowedOrigins, resolvePublicUrl, type Config, type TrustProxy } from './config';
import type { Database } from './db/client';
import { readMigrationJournal } from './db/migrations';
import { handleError, sendAppError, toAppError } from './http/error-handler';
import { registerLoadShedding, WAITING_LIMIT } from './http/load-shedding';
import { registerOriginCheck } from './http/origin-check';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './http/rate-limit';
import { createSecurityHeaders, registerSecurityHeaders } from './http/security-headers';
import { provideSessionLookup } from './http/session-lookup';
import { registerUnknownApiRoute } from './http/unknown-api-route';
import { registerWebApp } from './http/web-app';
import { registerAccountRoutes } from './modules/account/account.routes';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { createAccounts } from './modules/auth/create-accounts';
import { createSessionCache } from './modules/auth/session-cache';
import type { ChallengeDifficulty } from './modules/auth/sign-up-gate';
import { registerBillingRoutes } from './modules/billing/billing.routes';
import { createBillingService } from './modules/billing/billing.service';
import { createPaymentProvider } from './modules/billing/payment-providers';
import { registerStripeWebhookRoutes } from './modules/billing/stripe-webhook.routes';
import { registerHealthRoutes } from './modules/health/health.routes';
import { notifyOnAccountEvents } from './modules/notifications/account-notifications';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes';
import { createNotificationService } from './modules/notifications/notifications.service';
import { registerPreferencesRoutes } from './modules/preferences/preferences.routes';
import { registerProfileRoutes } from './modules/profile/profile.routes';
import { registerPublicSite } from './modules/public-site/public-site';
import { createEventBus, type EventBus } from './modules/realtime/event-bus';
import { createEventStreams, registerEventStreamRoutes } from './modules/realtime/event-stream.routes';
import { registerSessionRoutes } from './modules/session/session.routes';
import { registerSimulationRoutes } from './modules/simulations/simulations.routes';
import { createSimulationService } from './modules/simulations/simulations.service';
import { createAdminService } from './modules/admins/admins.service';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes';
import { registerReportRoutes } from './modules/reports/reports.routes';
import { createReportService } from './modules/reports/reports.service';
import { createWeeklySummaryJob, startWeeklySummaries } from './modules/reports/weekly-summaries';
import { createCommunityDigestJob, startCommunityDigests } from './modules/community/community-digest';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { createSummaryCache } from './modules/dashboard/summary-cache';
import { createRiskFigures } from './modules/simulations/risk-figures';
import { BuiltInMentor } from './modules/mentor/built-in-mentor';
import { createLanguageModel } from './modules/mentor/language-model';
import { registerMentorRoutes } from './modules/mentor/mentor.routes';
import { createMentorService } from './modules/mentor/mentor.service';
import { languageModelNarrative } from './modules/mentor/narrative-writer';
import { registerClassRoutes } from './modules/classes/classes.routes';
import { createClassService, startClassRounds } from './modules/classes/classes.service';
import { registerSupportRoutes } from './modules/support/support.routes';
import { createSupportService } from './modules/support/support.service';
import { registerValidationRoutes } from './modules/validations/validations.routes';
import { registerCanvasRoutes } from './modules/canvases/canvases.routes';
import { createCanvasService } from './modules/canvases/canvases.service';
import { registerPitchRoutes } from './modules/pitches/pitches.routes';
import { createProgressBackfill, startProgressBackfill } from './modules/progress/progress-backfill';
import { registerProgressRoutes } from './modules/progress/progress.routes';
import { createProgressService, type ProgressSources } from './modules/progress/progress.service';
import { registerCertificateRoutes } from './modules/certificate/certificate.routes';
import { createCertificateService } from './modules/certificate/certificate.service';
import { registerCommunityRoutes } from './modules/community/community.routes';
import { createCommunityService } from './modules/community/community.service';
import { createModerationService } from './modules/community/moderation.service';
import { registerModerationRoutes } from './modules/community/moderation.routes';
import { createReviewService } from './modules/community/reviews.service';
import { registerReviewRoutes } from './modules/community/reviews.routes';
import { createMemberRules } from './modules/community/member-rules';
import { createMessageService } from './modules/community/messages.service';
import { registerNetworkRoutes } from './modules/community/network.routes';
import { createNetworkService } from './modules/community/network.service';
import { createAchievementCredentials } from './modules/progress/achievement-credential';
import { registerCredentialRoutes } from './modules/credentials/credentials.routes';
import { createCredentialService } from './modules/credentials/credentials.service';
import { createPitchService } from './modules/pitches/pitches.service';
import type { NarrativeWriter } from './modules/validations/narrative';
import { createValidationService } from './modules/validations/validations.service';
import { createQuotaService } from './modules/subscription/quota.service';
import { startSubscriptionSweeper } from './modules/subscription/subscription-sweeper';
import { registerSubscriptionRoutes } from './modules/subscription/subscription.routes';
import { createSubscriptionService } from './modules/subscription/subscription.service';
import { ensureUserData } from './modules/user-setup/ensure-user-data';
import { resolveMigrationsFolder, resolveWebDistDir } from './server-paths';

/** Generous for JSON forms; uploads, when they come, get their own route limit. */
const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildAppOptions {
  /** Account settings left out take their defaults (no SMTP, no OAuth, database secret). */
  config: Pick<Config, 'appUrl' | 'logLevel'> &
    Partial<
      Pick<
        Config,
        | 'smtpUrl'
        | 'mailFrom'
        | 'emailVerification'
        | 'authSecret'
        | 'oauth'
        | 'trustProxy'
        | 'extraOrigins'
        | 'rateLimitsEnabled'
        | 'stripe'
        | 'languageModel'
      >
    >;
  /** Open and migrated. The app does not close it: whoever opened it does. */
  db: Database;
  /** Default: the package's `drizzle/` folder. Read for the health report's totals. */
  migrationsFolder?: string;
  /** Default: `apps/web/dist`. */
  webDistDir?: string;
  /** Default: a pino logger at `config.logLevel`. */
  logger?: FastifyBaseLogger;
  /**
   * Default: `DEFAULT_RATE_LIMITS`, or none when `config.rateLimitsEnabled` is false. Tests
   * pass small numbers, or `null` for none.
   */
  rateLimits?: Partial<RateLimits> | null;
  /**
   * How hard the sign-up challenge is. Default: `CHALLENGE_DIFFICULTY`; a test that signs a whole
   * class up through challenges passes an easy one, since what it checks is the limits.
   */
  challengeDifficulty?: ChallengeDifficulty;
  /**
   * Default: a bus on `db`, made here. Tests that count its subscribers pass one in; the app
   * closes it either way.
   */
  bus?: EventBus;
  /**
   * What writes validations' narratives. Default: the configured language model, if any (the
   * offline report stands alone without one); tests pass a stand-in.
   */
  writeNarrative?: NarrativeWriter;
  /** Pause between the pieces of a built-in mentor answer's stream; tests pass 0. */
  mentorPaceMs?: number;
  /**
   * Database operations waiting before new API requests are refused as busy. Default:
   * `WAITING_LIMIT` for the database; tests that send hundreds at once to check a count pass a
   * higher one, since what they check is the count (load-shedding.test.ts checks the refusal).
   */
  waitingLimit?: number;
}

/**
 * Creates the HTTP app: API routes, the error envelope, security headers and the web app.
 * Not listening yet: callers (main, tests) add routes if needed, then `listen`.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const securityHeaders = createSecurityHeaders(config.appUrl);
  const journal = readMigrationJournal(options.migrationsFolder ?? resolveMigrationsFolder());

  const app = Fastify({
    loggerInstance: options.logger ?? pino({ level: config.logLevel }),
    bodyLimit: BODY_LIMIT_BYTES,
    // Only the configured hops or proxies' addresses, never every hop: a client writes the
    // leftmost X-Forwarded-For entries itself, and rate limits count by the address read here.
    trustProxy: fastifyTrustProxy(config.trustProxy ?? 0),
    // Malformed URLs are rejected before routing; keep them in the same envelope.
    frameworkErrors(error, _request, reply) {
      reply.headers(securityHeaders);
      sendAppError(reply, toAppError(error));
    },
  });

  app.setErrorHandler(handleError);
  registerSecurityHeaders(app, securityHeaders);
  // The API speaks JSON only. Refusing text/plain also means a cross-site form or "simple"
  // request cannot deliver a body without the browser's CORS preflight.
  app.removeContentTypeParser('text/plain');

  // Without APP_URL the public address includes the port, known only once listening.
  const publicUrl = () => resolvePublicUrl(config, listeningPort(app));
  const sessionCache = await createSessionCache(db, app.log);
  const accounts = createAccounts({
    config: {
      smtpUrl: config.smtpUrl ?? null,
      mailFrom: config.mailFrom ?? DEFAULT_MAIL_FROM,
      emailVerification: config.emailVerification ?? (config.smtpUrl ? 'required' : 'off'),
      authSecret: config.authSecret ?? null,
      oauth: config.oauth ?? {},
    },
    db,
    logger: app.log,
    publicUrl,
    rateLimits: resolveRateLimits(options.rateLimits, config.rateLimitsEnabled ?? true),
    ...(options.challengeDifficulty && { challengeDifficulty: options.challengeDifficulty }),
    sessionCache,
    setUpUser: ensureUserData,
  });
  provideSessionLookup(app, accounts.lookUpSessionUser);
  const bus = options.bus ?? (await createEventBus(db, app.log));
  const notifications = createNotificationService({
    orm: db.orm,
    bus,
    mailer: accounts.mailer,
    backgroundTasks: accounts.backgroundTasks,
    publicUrl,
  });
  notifyOnAccountEvents(accounts.events, notifications);
  const paymentProvider = createPaymentProvider(config.stripe ?? null, app.log);
  const subscriptions = createSubscriptionService({
    orm: db.orm,
    bus,
    notifications,
    provider: paymentProvider.kind,
    logger: app.log,
  });
  const quota = createQuotaService({ orm: db.orm, bus, subscriptions });
  const progress = createProgressService({ orm: db.orm, bus, notifications });
  const credentials = createCredentialService({ orm: db.orm, publicUrl });
  const achievementCredentials = createAchievementCredentials({ orm: db.orm, credentials });
  const simulations = createSimulationService({ orm: db.orm, bus, quota, progress });
  const languageModel = config.languageModel ? createLanguageModel(config.languageModel) : null;
  const writeNarrative = options.writeNarrative ?? (languageModel ? languageModelNarrative(languageModel) : undefined);
  const validations = createValidationService({
    orm: db.orm,
    bus,
    quota,
    progress,
    log: app.log,
    ...(writeNarrative && { writeNarrative }),
  });
  const canvases = createCanvasService({ orm: db.orm, bus, validations, simulations, progress });
  const pitches = createPitchService({
    orm: db.orm,
    bus,
    validations,
    simulations,
    quota,
    model: languageModel,
    log: app.log,
    progress,
  });
  const classes = createClassService({
    orm: db.orm,
    bus,
    notifications,
    subscriptions,
    canvases,
    pitches,
    progress,
  });
  const stopClassRounds = startClassRounds(classes.roundsJob, app.log);
  const certificate = createCertificateService({ orm: db.orm, subscriptions, credentials, classes: classes.service });
  const admins = createAdminService(db.orm);
  const community = createCommunityService({
    orm: db.orm,
    classes: classes.service,
    admins,
    notifications,
    bus,
    evidence: { simulations, validations, canvases, pitches },
  });
  const memberRules = createMemberRules(db.orm);
  const network = createNetworkService({ orm: db.orm, rules: memberRules });
  const messages = createMessageService({ orm: db.orm, rules: memberRules, notifications, bus });
  const reviews = createReviewService({
    orm: db.orm,
    evidence: { simulations, validations, canvases, pitches },
    notifications,
  });
  const moderation = createModerationService({
    orm: db.orm,
    classes: classes.service,
    admins,
    notifications,
    changed: community.changed,
    messageChanged: messages.changed,
  });
  // What the progress page names its evidence by, each work through its own module's service.
  const works = { validation: validations, pitch: pitches, canvas: canvases };
  const progressSources: ProgressSources = {
    latestSimulation: simulations.latestSimulation,
    simulationNames: simulations.simulationNames,
    learningWeeks: simulations.learningWeeks,
    workTitles: (userId, kind, ids) => works[kind].titles(userId, ids),
  };
  const mentor = createMentorService({
    orm: db.orm,
    bus,
    quota,
    simulations,
    validations,
    canvases,
    classes: classes.service,
    builtIn: new BuiltInMentor(),
    model: languageModel,
    log: app.log,
    ...(options.mentorPaceMs !== undefined && { builtInPaceMs: options.mentorPaceMs }),
  });
  const dashboard = createDashboardService({
    orm: db.orm,
    simulations,
    validations,
    mentor,
    notifications,
    progress,
    riskFigures: createRiskFigures(),
    summaries: createSummaryCache(bus),
  });
  const reports = createReportService({
    orm: db.orm,
    quota,
    simulations,
    validations,
    mentor,
    classes: classes.service,
    canvases,
    pitches,
  });
  const support = createSupportService({ orm: db.orm, admins, notifications });
  const billing = createBillingService({
    orm: db.orm,
    provider: paymentProvider,
    subscriptions,
    notifications,
    publicUrl,
    logger: app.log,
  });
  const stopSweeper = startSubscriptionSweeper(subscriptions, app.log);
  const stopProgressBackfill = startProgressBackfill(
    createProgressBackfill({
      orm: db.orm,
      progress,
      sources: {
        simulationRecords: simulations.simulationRecords,
        validationRecords: validations.validationRecords,
        pitchRecords: pitches.pitchRecords,
        canvasRecords: canvases.canvasRecords,
      },
    }),
    app.log,
  );
  const stopWeeklySummaries = startWeeklySummaries(
    createWeeklySummaryJob({ orm: db.orm, reports, simulations, notifications, logger: app.log }),
    app.log,
  );
  const stopCommunityDigests = startCommunityDigests(
    createCommunityDigestJob({ orm: db.orm, mailer: accounts.mailer, logger: app.log, publicUrl }),
    app.log,
  );
  registerOriginCheck(app, () =>
    resolveAllowedOrigins({ appUrl: config.appUrl, extraOrigins: config.extraOrigins ?? [] }, listeningPort(app)),
  );
  // E-mails still being sent need the database, which the caller closes after the app.
  app.addHook('onClose', async () => {
    await stopSweeper();
    await stopWeeklySummaries();
    await stopCommunityDigests();
    await stopClassRounds();
    await stopProgressBackfill();
    await accounts.backgroundTasks.idle();
    await bus.close();
    await sessionCache.close();
  });

  await app.register((api, _options, done) => {
    // API answers are per-user and per-moment: no browser or proxy may reuse them.
    api.addHook('onRequest', (_request, reply, done) => {
      reply.header('cache-control', 'no-store');
      done();
    });
    registerLoadShedding(api, {
      waiting: () => db.waiting,
      limit: options.waitingLimit ?? WAITING_LIMIT[db.kind],
      exempt: (request) =>
        request.url === '/api/health' ||
        request.url.startsWith('/api/events') ||
        request.url.startsWith('/api/community/events'),
    });
    const streams = createEventStreams(api, { bus, watchSessions: sessionCache.watchUser, securityHeaders });
    registerHealthRoutes(api, { db, journal });
    registerSessionRoutes(api, accounts);
    registerAuthRoutes(api, { ...accounts, publicUrl });
    registerProfileRoutes(api, { db, bus });
    registerPreferencesRoutes(api, { db, bus });
    registerAccountRoutes(api, { db, authService: accounts.authService, forgetSessions: accounts.forgetSessions });
    registerNotificationRoutes(api, { notifications });
    registerSubscriptionRoutes(api, { subscriptions, quota });
    registerBillingRoutes(api, { billing });
    registerSimulationRoutes(api, { simulations, rateLimiter: accounts.rateLimiter });
    registerValidationRoutes(api, { validations, rateLimiter: accounts.rateLimiter });
    registerCanvasRoutes(api, { canvases, rateLimiter: accounts.rateLimiter });
    registerPitchRoutes(api, { pitches, rateLimiter: accounts.rateLimiter });
    registerProgressRoutes(api, { progress, sources: progressSources, credentials: achievementCredentials });
    registerCredentialRoutes(api, { credentials });
    registerCertificateRoutes(api, { certificate, rateLimiter: accounts.rateLimiter });
    registerCommunityRoutes(api, { community, streams });
    registerModerationRoutes(api, { moderation });
    registerReviewRoutes(api, { reviews });
    registerNetworkRoutes(api, { network, messages });
    registerMentorRoutes(api, { mentor, rateLimiter: accounts.rateLimiter });
    registerSupportRoutes(api, { support, admins, rateLimiter: accounts.rateLimiter });
    registerDashboardRoutes(api, { dashboard });
    registerReportRoutes(api, { reports, rateLimiter: accounts.rateLimiter });
    registerClassRoutes(api, { classes: classes.service, rateLimiter: accounts.rateLimiter });
    if (config.stripe) {
      registerStripeWebhookRoutes(api, {
        orm: db.orm,
        billing,
        subscriptions,
        webhookSecret: config.stripe.webhookSecret,
        logger: app.log,
      });
    }
    registerEventStreamRoutes(api, streams);
    registerUnknownApiRoute(api);
    done();
  });

  const webDistDir = options.webDistDir ?? resolveWebDistDir();
  registerPublicSite(app, { webDistDir, publicUrl });
  await registerWebApp(app, webDistDir);
  return app;
}

/** The port the app listens on; 80 (no port in the address) before it listens. */
/**
 * Fastify takes a list of addresses as they are, but believes no hop at all when given a number
 * (it cannot tell whether the peer is the proxy): hops are counted here, from the socket's address.
 * The deployment guide says to use hops only where the instances are reached through the proxy alone.
 */
function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === 0) return false;
  if (typeof setting !== 'number') return [...setting];
  return (_address, hop) => hop < setting;
}

function listeningPort(app: FastifyInstance): number {
  const address = app.server.address();
  return typeof address === 'object' && address !== null ? address.port : 80;
}

function resolveRateLimits(overrides: Partial<RateLimits> | null | undefined, enabled: boolean): RateLimits | null {
  if (overrides === null || !enabled) return null;
  return { ...DEFAULT_RATE_LIMITS, ...overrides };
}
