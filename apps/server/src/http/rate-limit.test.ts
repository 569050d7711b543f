import { beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/databases';
import { AppError } from './app-error';
import { createRateLimiter, DEFAULT_RATE_LIMITS, type RateLimits } from './rate-limit';

const SMALL: RateLimits = {
  ...DEFAULT_RATE_LIMITS,
  signInPerIp: { max: 3, windowMs: 60_000 },
  signUpPerIp: { max: 5, windowMs: 60_000 },
};

async function outcome(attempt: Promise<void>): Promise<'allowed' | number> {
  try {
    await attempt;
    return 'allowed';
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'RATE_LIMITED') throw error;
    return Number(error.headers['retry-after']);
  }
}

describeEachDatabase('rate limiter', (getDb) => {
  beforeEach(async () => {
    await getDb().query('delete from rate_limit_counters');
  });

  it('allows `max` attempts per window, then refuses with the seconds left', async () => {
    const limiter = createRateLimiter(getDb(), SMALL);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await outcome(limiter.consume('signInPerIp', '203.0.113.7'))).toBe('allowed');
    }
    const refused = await outcome(limiter.consume('signInPerIp', '203.0.113.7'));
    expect(refused).toBeGreaterThanOrEqual(59);
    expect(refused).toBeLessThanOrEqual(60);
    // Another subject, and another limit for the same subject, count on their own.
    expect(await outcome(limiter.consume('signInPerIp', '203.0.113.8'))).toBe('allowed');
    expect(await outcome(limiter.consume('signUpPerIp', '203.0.113.7'))).toBe('allowed');
  });

  it('starts a new window once the old one is over', async () => {
    const limiter = createRateLimiter(getDb(), SMALL);
    for (let attempt = 1; attempt <= 4; attempt++) {
      await outcome(limiter.consume('signInPerIp', '198.51.100.1'));
    }
    await getDb().query("update rate_limit_counters set window_start = now() - interval '61 seconds'");
    expect(await outcome(limiter.consume('signInPerIp', '198.51.100.1'))).toBe('allowed');
    const [row] = await getDb().query<{ count: number }>('select count from rate_limit_counters');
    expect(row?.count).toBe(1);
  });

  it('answers whether an attempt is within the limit without refusing it, and always yes with limits off', async () => {
    const limiter = createRateLimiter(getDb(), { ...SMALL, signUpWithoutChallengePerIp: { max: 2, windowMs: 60_000 } });
    const answers = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      answers.push(await limiter.withinLimit('signUpWithoutChallengePerIp', '203.0.113.9'));
    }
    expect(answers).toEqual([true, true, false, false]);
    expect(await createRateLimiter(getDb(), null).withinLimit('signUpWithoutChallengePerIp', '203.0.113.9')).toBe(true);
  });

  it('never lets a concurrent burst past the limit', async () => {
    const limiter = createRateLimiter(getDb(), SMALL);
    const results = await Promise.all(
      Array.from({ length: 25 }, () => outcome(limiter.consume('signUpPerIp', '192.0.2.50'))),
    );
    expect(results.filter((result) => result === 'allowed')).toHaveLength(5);
  });

  it('gives attempts back on refund, and stores no address in clear', async () => {
    const limiter = createRateLimiter(getDb(), SMALL);
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect(await outcome(limiter.consume('signInPerIp', 'ana@example.com'))).toBe('allowed');
      await limiter.refund('signInPerIp', 'ana@example.com');
    }
    const keys = await getDb().query<{ key: string }>('select key from rate_limit_counters');
    expect(keys).toHaveLength(1);
    expect(keys[0]?.key).toMatch(/^signInPerIp:[0-9a-f]{32}$/);
  });

  it('counts nothing when limits are off', async () => {
    const limiter = createRateLimiter(getDb(), null);
    for (let attempt = 1; attempt <= 20; attempt++) {
      await limiter.consume('signInPerIp', '203.0.113.7');
    }
    expect(await getDb().query('select * from rate_limit_counters')).toEqual([]);
  });
});
