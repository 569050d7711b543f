import { createHash } from 'node:crypto';
import type { Database } from '../db/client';
import { AppError } from './app-error';

export interface RateLimitRule {
  /** Attempts allowed per window; the next one is refused until the window ends. */
  max: number;
  windowMs: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * The production limits. Fixed windows, counted in the database so that they hold across
 * every server instance. What each counts:
 * - signInPerIp: every sign-in attempt from one address (10 a minute).
 * - signInFailuresPerAccount: failed sign-ins for one e-mail address (5 per 15 minutes),
 *   whatever address they come from; a success gives its attempt back, so a user who signs
 *   in often is never blocked, while password guessing on one account is.
 * - signUpWithoutChallengePerIp: sign-ups from one address that need no proof of work
 *   (10 per 10 minutes); past them each one must carry a solved challenge (decision 014).
 * - signUpPerIp: sign-ups from one address, with or without a challenge (60 an hour): a
 *   class behind one router fits, a script solving challenges is still stopped.
 * - signUpChallengePerIp: sign-up challenges issued to one address (120 an hour, two per
 *   sign-up the ceiling allows): each costs the server a key derivation.
 * - resetRequestPerIp / resetRequestPerEmail: password-reset e-mails asked for, from one
 *   address (5 per 15 minutes) and for one e-mail address (3 an hour), which also keeps the
 *   server from being used to flood someone's inbox.
 * - resetConfirmPerIp: attempts to use a reset token (10 per 15 minutes).
 * - replaysPerUser: simulations played again from a month by one user (30 an hour): a replay
 *   spends no unit of the plan, so this is what keeps a script from filling the database.
 * - revalidationsPerUser: new versions of idea validations by one user (60 an hour), for the same
 *   reason.
 * - mentorQuestionsPerUser: questions to the mentor by one user (120 an hour): the Pro and
 *   Enterprise plans have no limit, and a configured language model is paid per token.
 * - mentorConversationsPerUser: new mentor conversations by one user (120 an hour): an empty one
 *   spends no unit.
 * - ticketsPerUser, ticketMessagesPerUser: support tickets (10 an hour) and messages on them (60
 *   an hour) by one user: each may carry a screenshot, and a person reads them.
 */
export const DEFAULT_RATE_LIMITS = {
  signInPerIp: { max: 10, windowMs: MINUTE_MS },
  signInFailuresPerAccount: { max: 5, windowMs: 15 * MINUTE_MS },
  signUpWithoutChallengePerIp: { max: 10, windowMs: 10 * MINUTE_MS },
  signUpPerIp: { max: 60, windowMs: HOUR_MS },
  signUpChallengePerIp: { max: 120, windowMs: HOUR_MS },
  resetRequestPerIp: { max: 5, windowMs: 15 * MINUTE_MS },
  resetRequestPerEmail: { max: 3, windowMs: HOUR_MS },
  resetConfirmPerIp: { max: 10, windowMs: 15 * MINUTE_MS },
  replaysPerUser: { max: 30, windowMs: HOUR_MS },
  revalidationsPerUser: { max: 60, windowMs: HOUR_MS },
  mentorQuestionsPerUser: { max: 120, windowMs: HOUR_MS },
  mentorConversationsPerUser: { max: 120, windowMs: HOUR_MS },
  ticketsPerUser: { max: 10, windowMs: HOUR_MS },
  ticketMessagesPerUser: { max: 60, windowMs: HOUR_MS },
} satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimits = Record<RateLimitName, RateLimitRule>;

export interface RateLimiter {
  /** Counts one attempt; over the limit it throws 429 RATE_LIMITED with `Retry-After`. */
  consume(name: RateLimitName, subject: string): Promise<void>;
  /** Counts one attempt and answers whether it is within the limit (always, with limits off). */
  withinLimit(name: RateLimitName, subject: string): Promise<boolean>;
  /** Gives one attempt back (a sign-in that succeeded). */
  refund(name: RateLimitName, subject: string): Promise<void>;
}

/** Expired counters are deleted once every this many attempts, so the table stays small. */
const PRUNE_EVERY = 500;

/**
 * One statement decides: it creates the counter, or restarts an expired window at 1, or
 * adds 1, and answers the new count. Concurrent requests for one key queue on the row, so a
 * burst of N parallel attempts can never see fewer than N counted, on one server or many.
 * Time comes from the database so that instances with drifting clocks agree.
 */
const CONSUME_SQL = `
  insert into rate_limit_counters as c (key, window_start, count)
  values ($1, now(), 1)
  on conflict (key) do update set
    count = case
      when c.window_start <= now() - make_interval(secs => $2::double precision / 1000) then 1
      else c.count + 1
    end,
    window_start = case
      when c.window_start <= now() - make_interval(secs => $2::double precision / 1000) then now()
      else c.window_start
    end
  returning
    count,
    ceil(extract(epoch from
      window_start + make_interval(secs => $2::double precision / 1000) - now()
    ))::int as retry_after_seconds`;

const REFUND_SQL = `
  update rate_limit_counters
  set count = greatest(count - 1, 0)
  where key = $1 and window_start > now() - make_interval(secs => $2::double precision / 1000)`;

const PRUNE_SQL = `
  delete from rate_limit_counters
  where window_start < now() - make_interval(secs => $1::double precision / 1000)`;

/** `limits: null` turns every limit off (automated browser tests only). */
export function createRateLimiter(db: Database, limits: RateLimits | null): RateLimiter {
  let attemptsSincePrune = 0;
  const longestWindowMs = limits ? Math.max(...Object.values(limits).map((rule) => rule.windowMs)) : 0;

  /** Counts one attempt under `limits[name]`: the count so far in the window and when the window ends. */
  async function count(limits: RateLimits, name: RateLimitName, subject: string) {
    const [row] = await db.query<{ count: number; retry_after_seconds: number }>(CONSUME_SQL, [
      counterKey(name, subject),
      limits[name].windowMs,
    ]);
    attemptsSincePrune += 1;
    if (attemptsSincePrune >= PRUNE_EVERY) {
      attemptsSincePrune = 0;
      await db.query(PRUNE_SQL, [longestWindowMs]);
    }
    if (!row) throw new Error('The rate-limit statement returned no row.');
    return row;
  }

  return {
    async consume(name, subject) {
      if (!limits) return;
      const row = await count(limits, name, subject);
      if (row.count > limits[name].max) {
        throw new AppError('RATE_LIMITED', undefined, undefined, {
          headers: { 'retry-after': String(Math.max(1, row.retry_after_seconds)) },
        });
      }
    },
    async withinLimit(name, subject) {
      if (!limits) return true;
      return (await count(limits, name, subject)).count <= limits[name].max;
    },
    async refund(name, subject) {
      if (!limits) return;
      await db.query(REFUND_SQL, [counterKey(name, subject), limits[name].windowMs]);
    },
  };
}

/**
 * Subjects are IP and e-mail addresses and user ids: the table keeps only a hash of them, which
 * is all counting needs.
 */
function counterKey(name: RateLimitName, subject: string): string {
  const digest = createHash('sha256').update(subject.toLowerCase()).digest('hex').slice(0, 32);
  return `${name}:${digest}`;
}
