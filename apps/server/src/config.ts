import path from 'node:path';
import { z } from 'zod';

const DEFAULT_PORT = 3000;
const DEFAULT_HOST = '127.0.0.1';
const DEFAULT_DATA_DIR = './data';

const LogLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);
export type LogLevel = z.infer<typeof LogLevel>;

const EnvSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a whole number between 0 and 65535' })
    .int('must be a whole number between 0 and 65535')
    .min(0, 'must be a whole number between 0 and 65535')
    .max(65535, 'must be a whole number between 0 and 65535')
    .default(DEFAULT_PORT),
  HOST: z.string().default(DEFAULT_HOST),
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  DATABASE_URL: z
    .url({
      protocol: /^postgres(ql)?$/,
      error: 'must be a postgres:// or postgresql:// connection URL',
    })
    .optional(),
  APP_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  LOG_LEVEL: LogLevel.default('info'),
});

export interface Config {
  port: number;
  host: string;
  /** Absolute path. Holds the embedded database and the lock file. */
  dataDir: string;
  /** A PostgreSQL server to use instead of the embedded database. */
  databaseUrl: string | null;
  /** The public address, without a trailing slash. `null`: http://localhost:<bound port>. */
  appUrl: string | null;
  logLevel: LogLevel;
}

/** Thrown by `loadConfig`; its message lists every problem, one per line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and validates the environment. A relative DATA_DIR is resolved against INIT_CWD
 * when present: npm runs workspace scripts inside the workspace folder, yet a user who
 * types `npm start` at the repository root means the root's `./data`.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd: string = process.cwd(),
): Config {
  // A line such as `DATABASE_URL=` in an env file means "not set", not "set to nothing".
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  - ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const baseDir = env.INIT_CWD ?? cwd;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(baseDir, values.DATA_DIR),
    databaseUrl: values.DATABASE_URL ?? null,
    appUrl: values.APP_URL ? values.APP_URL.replace(/\/+$/, '') : null,
    logLevel: values.LOG_LEVEL,
  };
}

/** The address people should open, once the server knows which port it is bound to. */
export function resolvePublicUrl(config: Pick<Config, 'appUrl'>, boundPort: number): string {
  return config.appUrl ?? `http://localhost:${boundPort}`;
}
