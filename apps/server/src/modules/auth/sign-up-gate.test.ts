import { SignUpChallenge, type SignUpProof } from '@alavanca/contracts/auth';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { countUsers, PASSWORD, readError, startAccountsApp, uniqueEmail } from '../../test/accounts';
import { describeEachDatabase } from '../../test/databases';
import type { TestApp } from '../../test/test-app';
import { callApi } from '../../test/users';
import { CHALLENGE_DIFFICULTY, type ChallengeDifficulty } from './sign-up-gate';

const EASY_CHALLENGE: ChallengeDifficulty = { ...CHALLENGE_DIFFICULTY, cost: 1, minCounter: 1, maxCounter: 5 };

async function fetchChallenge(baseUrl: string): Promise<SignUpChallenge> {
  const response = await callApi(baseUrl, 'GET', '/api/account/challenge');
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return SignUpChallenge.parse(await response.json());
}

/** What the sign-up form does when asked: fetch a challenge and solve it. */
async function solve(baseUrl: string): Promise<SignUpProof> {
  const challenge = await fetchChallenge(baseUrl);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The challenge was not solved in time.');
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}

function signUp(baseUrl: string, proof?: SignUpProof): Promise<Response> {
  return callApi(baseUrl, 'POST', '/api/account', {
    body: { name: 'Aluna', email: uniqueEmail('class'), password: PASSWORD, ...(proof ? { proof } : {}) },
  });
}

async function expectRefused(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect((await readError(response)).code).toBe(code);
}

describeEachDatabase('sign-up gate', (getDb) => {
  beforeEach(async () => {
    await getDb().query('delete from rate_limit_counters');
  });

  describe('with the production limits', () => {
    let app: TestApp;
    beforeAll(async () => {
      // What these tests check is the limits: a class's 30 challenges at the production
      // difficulty would take a minute of CPU (decision 014 has how long a solve takes).
      app = await startAccountsApp(getDb(), { rateLimits: {}, challengeDifficulty: EASY_CHALLENGE });
    });
    afterAll(async () => {
      await app.close();
    });

    it('lets a class of 40 sign up from one address, the last 30 solving a challenge', async () => {
      const before = await countUsers(getDb());
      for (let index = 0; index < 10; index++) expect((await signUp(app.baseUrl)).status).toBe(201);
      for (let index = 0; index < 30; index++) {
        await expectRefused(await signUp(app.baseUrl), 403, 'CHALLENGE_REQUIRED');
        expect((await signUp(app.baseUrl, await solve(app.baseUrl))).status).toBe(201);
      }
      expect(await countUsers(getDb())).toBe(before + 40);
    });

    it('stops a script that does not solve after 10 sign-ups, creating nothing more', async () => {
      const before = await countUsers(getDb());
      const statuses = [];
      for (let index = 0; index < 15; index++) statuses.push((await signUp(app.baseUrl)).status);
      expect(statuses).toEqual([...Array<number>(10).fill(201), ...Array<number>(5).fill(403)]);
      expect(await countUsers(getDb())).toBe(before + 10);
    });
  });

  describe('with a proof', () => {
    let app: TestApp;
    let other: TestApp;
    beforeAll(async () => {
      // Two instances on one database: what one issues the other accepts, and spends for both.
      const rateLimits = { signUpWithoutChallengePerIp: { max: 0, windowMs: 60_000 } };
      app = await startAccountsApp(getDb(), { rateLimits });
      other = await startAccountsApp(getDb(), { rateLimits });
    });
    afterAll(async () => {
      await app.close();
      await other.close();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('issues challenges of the documented difficulty that expire within minutes', async () => {
      const { parameters } = await fetchChallenge(app.baseUrl);
      expect(parameters).toMatchObject({ algorithm: CHALLENGE_DIFFICULTY.algorithm, cost: CHALLENGE_DIFFICULTY.cost });
      const secondsLeft = (parameters.expiresAt ?? 0) - Date.now() / 1000;
      expect(secondsLeft).toBeGreaterThan(4 * 60);
      expect(secondsLeft).toBeLessThanOrEqual(5 * 60);
    });

    it('accepts a challenge issued by another instance once, and refuses its replay on either', async () => {
      const proof = await solve(app.baseUrl);
      expect((await signUp(other.baseUrl, proof)).status).toBe(201);
      const before = await countUsers(getDb());
      await expectRefused(await signUp(other.baseUrl, proof), 400, 'CHALLENGE_INVALID');
      await expectRefused(await signUp(app.baseUrl, proof), 400, 'CHALLENGE_INVALID');
      expect(await countUsers(getDb())).toBe(before);
    });

    it('refuses a wrong solution and an eased challenge, and accepts the right one after', async () => {
      const proof = await solve(app.baseUrl);
      const before = await countUsers(getDb());
      const wrongKey = { ...proof, solution: { ...proof.solution, derivedKey: '00'.repeat(32) } };
      await expectRefused(await signUp(app.baseUrl, wrongKey), 400, 'CHALLENGE_INVALID');
      const eased = {
        ...proof,
        challenge: { ...proof.challenge, parameters: { ...proof.challenge.parameters, cost: 1 } },
      };
      await expectRefused(await signUp(app.baseUrl, eased), 400, 'CHALLENGE_INVALID');
      expect(await countUsers(getDb())).toBe(before);
      // Refusals spend nothing: the genuine solution still counts.
      expect((await signUp(app.baseUrl, proof)).status).toBe(201);
    });

    it('refuses an expired challenge', async () => {
      const proof = await solve(app.baseUrl);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 5 * 60_000 + 1_000);
      const before = await countUsers(getDb());
      await expectRefused(await signUp(app.baseUrl, proof), 400, 'CHALLENGE_EXPIRED');
      expect(await countUsers(getDb())).toBe(before);
    });

    it('refuses a malformed proof as invalid input', async () => {
      const proof = await solve(app.baseUrl);
      const malformed = { ...proof, solution: { counter: -1, derivedKey: 'not hex' } };
      const response = await callApi(app.baseUrl, 'POST', '/api/account', {
        body: { name: 'Aluna', email: uniqueEmail('bad'), password: PASSWORD, proof: malformed },
      });
      await expectRefused(response, 400, 'VALIDATION_FAILED');
    });

    it('forgets spent challenges an hour after they expired', async () => {
      await getDb().query(
        `insert into spent_challenges (signature, expires_at) values ('old', now() - interval '61 minutes'),
         ('recent', now() - interval '59 minutes')`,
      );
      expect((await signUp(app.baseUrl, await solve(app.baseUrl))).status).toBe(201);
      const rows = await getDb().query<{ signature: string }>(
        `select signature from spent_challenges where signature in ('old', 'recent')`,
      );
      expect(rows).toEqual([{ signature: 'recent' }]);
    });
  });

  it('holds a ceiling per address that solved challenges do not lift', async () => {
    const app = await startAccountsApp(getDb(), {
      rateLimits: {
        signUpWithoutChallengePerIp: { max: 2, windowMs: 60_000 },
        signUpPerIp: { max: 4, windowMs: 60_000 },
      },
      challengeDifficulty: EASY_CHALLENGE,
    });
    try {
      const before = await countUsers(getDb());
      for (let index = 0; index < 2; index++) expect((await signUp(app.baseUrl)).status).toBe(201);
      await expectRefused(await signUp(app.baseUrl), 403, 'CHALLENGE_REQUIRED');
      for (let index = 0; index < 2; index++) {
        expect((await signUp(app.baseUrl, await solve(app.baseUrl))).status).toBe(201);
      }
      const refused = await signUp(app.baseUrl, await solve(app.baseUrl));
      await expectRefused(refused, 429, 'RATE_LIMITED');
      expect(await countUsers(getDb())).toBe(before + 4);
    } finally {
      await app.close();
    }
  });

  it('limits the challenges issued to one address, each costing the server a key derivation', async () => {
    const app = await startAccountsApp(getDb(), { rateLimits: { signUpChallengePerIp: { max: 2, windowMs: 60_000 } } });
    try {
      await fetchChallenge(app.baseUrl);
      await fetchChallenge(app.baseUrl);
      await expectRefused(await callApi(app.baseUrl, 'GET', '/api/account/challenge'), 429, 'RATE_LIMITED');
    } finally {
      await app.close();
    }
  });

  it('asks for no challenge with the limits off', async () => {
    const app = await startAccountsApp(getDb(), { rateLimits: null });
    try {
      for (let index = 0; index < 12; index++) expect((await signUp(app.baseUrl)).status).toBe(201);
    } finally {
      await app.close();
    }
  });
});
