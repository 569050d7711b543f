import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { readMigrationJournal } from '../db/migrations';
import { registerHealthRoutes } from '../modules/health/health.routes';
import { registerSessionRoutes } from '../modules/session/session.routes';
import { resolveMigrationsFolder, resolveWebDistDir } from '../server-paths';
import { handleError, sendAppError, toAppError } from './error-handler';
import { createSecurityHeaders, registerSecurityHeaders } from './security-headers';
import { registerUnknownApiRoute } from './unknown-api-route';
import { registerWebApp } from './web-app';

/** Generous for JSON forms; uploads, when they come, get their own route limit. */
const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildAppOptions {
  config: Pick<Config, 'appUrl' | 'logLevel'>;
  /** Open and migrated. The app does not close it: whoever opened it does. */
  db: Database;
  /** Default: the package's `drizzle/` folder. Read for the health report's totals. */
  migrationsFolder?: string;
  /** Default: `apps/web/dist`. */
  webDistDir?: string;
  /** Default: a pino logger at `config.logLevel`. */
  logger?: FastifyBaseLogger;
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

  await app.register((api, _options, done) => {
    // API answers are per-user and per-moment: no browser or proxy may reuse them.
    api.addHook('onRequest', (_request, reply, done) => {
      reply.header('cache-control', 'no-store');
      done();
    });
    registerHealthRoutes(api, { db, journal });
    registerSessionRoutes(api);
    registerUnknownApiRoute(api);
    done();
  });

  await registerWebApp(app, options.webDistDir ?? resolveWebDistDir());
  return app;
}
