import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const DEFAULT_PORT = 3000;
const DEFAULT_HOST = '127.0.0.1';
const DEFAULT_DATA_DIR = './data';
export const DEFAULT_MAIL_FROM = 'Alavanca <no-reply@localhost>';
/** What better-auth and common advice ask of a signing secret. */
const AUTH_SECRET_MIN_LENGTH = 32;

const HttpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

/** How long a language model may take over an answer, and how many tokens it may write. */
const DEFAULT_LLM_TIMEOUT_MS = 30_000;
const DEFAULT_LLM_MAX_TOKENS = 900;
/** Anthropic's own address: the one provider whose address needs no setting. */
const ANTHROPIC_BASE_URL = 'https://api.anthropic.com';

/** Protocol, host and port only: a path there would be meaningless or silently dropped. */
const ORIGIN_ONLY = /^https?:\/\/[^/?#]+\/?$/;
function httpOrigin(error: string) {
  return z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL', abort: true })
    .refine((value) => ORIGIN_ONLY.test(value), { error });
}

/**
 * Which proxies in front of the server are believed about the client's address: a number of hops
 * (`1`: one proxy, so the client is the rightmost X-Forwarded-For entry, the one that proxy
 * appended) or the proxies' own addresses (`10.0.0.2, 10.0.0.0/24`). `0` believes none. Trusting
 * every hop (Fastify's `true`) is refused: the leftmost entries are whatever the client wrote, so a
 * client could pick the address its rate limits and sign-up challenge are counted under.
 */
export type TrustProxy = number | readonly string[];

const TRUST_PROXY_ERROR =
  'must be how many proxies stand in front (0 for none, 1 for one) or their addresses (e.g. 10.0.0.2,10.0.0.0/24)';
const MAX_TRUSTED_HOPS = 10;

/** An IPv4 or IPv6 address, or a CIDR range of one. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

const TrustProxySetting = z.string().transform((value, context): TrustProxy => {
  const setting = value.trim();
  if (setting === 'false') return 0;
  if (/^\d+$/.test(setting) && Number(setting) <= MAX_TRUSTED_HOPS) return Number(setting);
  const entries = setting.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrRange)) return entries;
  context.addIssue({ code: 'custom', message: TRUST_PROXY_ERROR });
  return z.NEVER;
});

/** `https://www.a.example, https://a.example`: read as their lower-case origins. */
const OriginList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  )
  .pipe(
    z.array(
      httpOrigin(
        'must list origins without a path, e.g. https://www.alavanca.example,https://alavanca.example',
      ).transform((value) => new URL(value).origin),
    ),
  );

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
  APP_URL: HttpUrl.optional(),
  EXTRA_ORIGINS: OriginList.optional(),
  LOG_LEVEL: LogLevel.default('info'),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().default(DEFAULT_MAIL_FROM),
  EMAIL_VERIFICATION: z.enum(['required', 'off'], { error: 'must be required or off' }).optional(),
  AUTH_SECRET: z
    .string()
    .min(AUTH_SECRET_MIN_LENGTH, `must be at least ${AUTH_SECRET_MIN_LENGTH} characters long`)
    .optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_OAUTH_BASE_URL: HttpUrl.optional(),
  GITHUB_CLIENT_ID: z.string().optional(),
  GITHUB_CLIENT_SECRET: z.string().optional(),
  GITHUB_OAUTH_BASE_URL: HttpUrl.optional(),
  TRUST_PROXY: TrustProxySetting.optional(),
  RATE_LIMITS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  // The prefixes catch the usual mix-ups (a publishable key, the endpoint's id) at start-up.
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a secret (sk_...) or restricted (rk_...) key')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, "must be the webhook endpoint's signing secret (whsec_...)")
    .optional(),
  // The SDK takes a protocol, host and port only: a path would be silently dropped.
  STRIPE_API_URL: httpOrigin(
    'must be an http:// or https:// address without a path, e.g. http://127.0.0.1:12111',
  ).optional(),
  LLM_PROVIDER: z.enum(['openai', 'anthropic'], { error: 'must be openai or anthropic' }).optional(),
  LLM_BASE_URL: HttpUrl.optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds between 1000 and 300000' })
    .int('must be a whole number of milliseconds between 1000 and 300000')
    .min(1_000, 'must be a whole number of milliseconds between 1000 and 300000')
    .max(300_000, 'must be a whole number of milliseconds between 1000 and 300000')
    .default(DEFAULT_LLM_TIMEOUT_MS),
  LLM_MAX_TOKENS: z.coerce
    .number({ error: 'must be a whole number between 64 and 8192' })
    .int('must be a whole number between 64 and 8192')
    .min(64, 'must be a whole number between 64 and 8192')
    .max(8_192, 'must be a whole number between 64 and 8192')
    .default(DEFAULT_LLM_MAX_TOKENS),
});

const OAUTH_PROVIDERS = ['google', 'github'] as const;
type OAuthProviderId = (typeof OAUTH_PROVIDERS)[number];

export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
  /** Replaces the provider's real addresses (a local stand-in in tests); null: the real ones. */
  baseUrl: string | null;
}

export interface StripeSettings {
  secretKey: string;
  /** Verifies the signatures of the webhooks Stripe sends. */
  webhookSecret: string;
  /** Replaces https://api.stripe.com (a local stand-in in tests, or a proxy); null: the real one. */
  apiUrl: string | null;
}

/** A language model the mentor's answers go through (modules/mentor/language-model.ts). */
export interface LanguageModelSettings {
  provider: 'openai' | 'anthropic';
  /** The API's base address: `…/v1` for OpenAI-compatible servers, the host for Anthropic. */
  baseUrl: string;
  /** Sent to the provider only; never to a browser, never logged. Null for local servers that take none. */
  apiKey: string | null;
  model: string;
  timeoutMs: number;
  maxTokens: number;
}

export interface Config {
  port: number;
  host: string;
  /** Absolute path. Holds the embedded database and the lock file. */
  dataDir: string;
  /** A PostgreSQL server to use instead of the embedded database. */
  databaseUrl: string | null;
  /** The public address, without a trailing slash. `null`: http://localhost:<bound port>. */
  appUrl: string | null;
  /** Other addresses the app is opened at (origins, lower case); requests may change things from these too. */
  extraOrigins: string[];
  logLevel: LogLevel;
  /** Sends e-mail through this server; null: e-mails go to the stored outbox and the log. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Required by default only with SMTP: without it, nobody could receive the link. */
  emailVerification: 'required' | 'off';
  /** Signs cookies and tokens; null: the random secret kept in the database. */
  authSecret: string | null;
  /** Only the providers with both a client id and a secret. */
  oauth: Partial<Record<OAuthProviderId, OAuthClientConfig>>;
  /** Which proxies' X-Forwarded-For is believed: 0 none, a number of hops, or their addresses. */
  trustProxy: TrustProxy;
  /** `false` only for automated browser tests that sign up many accounts from one address. */
  rateLimitsEnabled: boolean;
  /** Payments through Stripe, with both keys set; null: the built-in sandbox gateway. */
  stripe: StripeSettings | null;
  /** The mentor's language model; null: the built-in mentor answers alone. */
  languageModel: LanguageModelSettings | null;
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
export function loadConfig(env: Record<string, string | undefined> = process.env, cwd: string = process.cwd()): Config {
  // A line such as `DATABASE_URL=` in an env file means "not set", not "set to nothing".
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const oauth = readOAuthClients(values);
  const stripe = readStripe(values);
  const languageModel = readLanguageModel(values);
  const problems = [...oauth.problems, ...stripe.problems, ...languageModel.problems];
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const baseDir = env.INIT_CWD ?? cwd;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(baseDir, values.DATA_DIR),
    databaseUrl: values.DATABASE_URL ?? null,
    appUrl: values.APP_URL ? values.APP_URL.replace(/\/+$/, '') : null,
    extraOrigins: values.EXTRA_ORIGINS ?? [],
    logLevel: values.LOG_LEVEL,
    smtpUrl: values.SMTP_URL ?? null,
    mailFrom: values.MAIL_FROM,
    emailVerification: values.EMAIL_VERIFICATION ?? (values.SMTP_URL ? 'required' : 'off'),
    authSecret: values.AUTH_SECRET ?? null,
    oauth: oauth.clients,
    trustProxy: values.TRUST_PROXY ?? 0,
    rateLimitsEnabled: values.RATE_LIMITS === 'on',
    stripe: stripe.settings,
    languageModel: languageModel.settings,
  };
}

type EnvValues = z.infer<typeof EnvSchema>;

/** A provider is on with both its id and secret; one without the other is a mistake. */
function readOAuthClients(values: EnvValues): {
  clients: Config['oauth'];
  problems: string[];
} {
  const clients: Config['oauth'] = {};
  const problems: string[] = [];
  for (const provider of OAUTH_PROVIDERS) {
    const prefix = provider.toUpperCase() as Uppercase<OAuthProviderId>;
    const clientId = values[`${prefix}_CLIENT_ID`];
    const clientSecret = values[`${prefix}_CLIENT_SECRET`];
    if (clientId && clientSecret) {
      const baseUrl = values[`${prefix}_OAUTH_BASE_URL`];
      clients[provider] = { clientId, clientSecret, baseUrl: baseUrl?.replace(/\/+$/, '') ?? null };
    } else if (clientId || clientSecret) {
      problems.push(
        `  - ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET: ` + `set both to enable ${provider} sign-in, or neither`,
      );
    }
  }
  return { clients, problems };
}

/** Stripe needs both keys: without the webhook secret, payments would never be confirmed. */
function readStripe(values: EnvValues): { settings: StripeSettings | null; problems: string[] } {
  const secretKey = values.STRIPE_SECRET_KEY;
  const webhookSecret = values.STRIPE_WEBHOOK_SECRET;
  if (secretKey && webhookSecret) {
    const apiUrl = values.STRIPE_API_URL?.replace(/\/+$/, '') ?? null;
    return { settings: { secretKey, webhookSecret, apiUrl }, problems: [] };
  }
  if (secretKey || webhookSecret) {
    return {
      settings: null,
      problems: [
        '  - STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both to take payments through Stripe, ' +
          'or neither to use the built-in sandbox',
      ],
    };
  }
  return { settings: null, problems: [] };
}

/**
 * A language model is on when a model is named: LLM_PROVIDER picks the protocol (OpenAI-compatible
 * by default: OpenAI, Ollama, vLLM, LM Studio, llama.cpp's server), LLM_BASE_URL its address
 * (required but for Anthropic's), LLM_API_KEY its key (required but for local servers).
 */
function readLanguageModel(values: EnvValues): { settings: LanguageModelSettings | null; problems: string[] } {
  const provider = values.LLM_PROVIDER ?? 'openai';
  const model = values.LLM_MODEL;
  const named = values.LLM_PROVIDER ?? values.LLM_BASE_URL ?? values.LLM_API_KEY;
  if (!model) {
    return {
      settings: null,
      problems: named
        ? ['  - LLM_MODEL: name the model to enable the language model, or unset the other LLM_ settings']
        : [],
    };
  }
  const baseUrl = values.LLM_BASE_URL ?? (provider === 'anthropic' ? ANTHROPIC_BASE_URL : undefined);
  const problems: string[] = [];
  if (!baseUrl) problems.push('  - LLM_BASE_URL: the OpenAI-compatible API address, e.g. https://api.openai.com/v1');
  if (provider === 'anthropic' && !values.LLM_API_KEY) problems.push('  - LLM_API_KEY: Anthropic needs a key');
  if (!baseUrl || problems.length > 0) return { settings: null, problems };
  return {
    settings: {
      provider,
      baseUrl: baseUrl.replace(/\/+$/, ''),
      apiKey: values.LLM_API_KEY ?? null,
      model,
      timeoutMs: values.LLM_TIMEOUT_MS,
      maxTokens: values.LLM_MAX_TOKENS,
    },
    problems: [],
  };
}

/** The address people should open, once the server knows which port it is bound to. */
export function resolvePublicUrl(config: Pick<Config, 'appUrl'>, boundPort: number): string {
  return config.appUrl ?? `http://localhost:${boundPort}`;
}

/**
 * Every origin people open the app at: APP_URL's and EXTRA_ORIGINS. Without APP_URL, the server
 * runs on this machine (HOST is 127.0.0.1 by default), so both loopback names of its port count:
 * people and tools open either, and neither can be a DNS-rebound name, which would arrive with
 * its own name as Host.
 */
export function resolveAllowedOrigins(config: Pick<Config, 'appUrl' | 'extraOrigins'>, boundPort: number): string[] {
  const own = config.appUrl
    ? [new URL(config.appUrl).origin]
    : [`http://localhost:${boundPort}`, `http://127.0.0.1:${boundPort}`];
  return [...own, ...config.extraOrigins];
}
