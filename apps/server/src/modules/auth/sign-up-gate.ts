import { createHmac } from 'node:crypto';
import type { SignUpProof } from '@alavanca/contracts/auth';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Orm } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../http/rate-limit';
import { spendChallenge } from './auth.repo';

/**
 * How hard a challenge is (decision 014 has the measurements). Each attempt is one PBKDF2 of
 * `cost` rounds, which the browser runs natively, so a script gains little over a phone; the
 * answer is a counter drawn between the two bounds, and the solver counts up from 0 to it.
 */
export const CHALLENGE_DIFFICULTY: ChallengeDifficulty = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 5_000,
  minCounter: 100,
  maxCounter: 400,
};

export interface ChallengeDifficulty {
  algorithm: 'PBKDF2/SHA-256';
  cost: number;
  minCounter: number;
  maxCounter: number;
}

/** Long enough for a slow phone to solve and send; short enough that farmed answers go stale. */
const CHALLENGE_TTL_MS = 5 * 60_000;

export interface SignUpGate {
  /** A fresh signed challenge; issuing one costs the server a key derivation, so it is rate limited. */
  issueChallenge(address: string): Promise<Challenge>;
  /**
   * Lets one sign-up from `address` through, or throws: CHALLENGE_REQUIRED once the address has
   * used its sign-ups without a proof, CHALLENGE_EXPIRED or CHALLENGE_INVALID for a proof that
   * does not hold, RATE_LIMITED past the ceiling that holds even with proofs.
   */
  admit(address: string, proof: SignUpProof | undefined): Promise<void>;
}

export interface SignUpGateDeps {
  orm: Orm;
  rateLimiter: RateLimiter;
  /** The server's signing secret; the challenge keys are derived from it, so every instance agrees. */
  readSecret: () => Promise<string>;
  /** Default: `CHALLENGE_DIFFICULTY`. Tests of the limits, which solve many, pass an easy one. */
  difficulty?: ChallengeDifficulty;
}

export function createSignUpGate({
  orm,
  rateLimiter,
  readSecret,
  difficulty = CHALLENGE_DIFFICULTY,
}: SignUpGateDeps): SignUpGate {
  let keys: Promise<ChallengeKeys> | undefined;
  const getKeys = (): Promise<ChallengeKeys> => {
    keys ??= readSecret()
      .then(deriveChallengeKeys)
      .catch((error: unknown) => {
        // A database that was down must not keep sign-ups down once it is back.
        keys = undefined;
        throw error;
      });
    return keys;
  };

  async function redeem(proof: SignUpProof): Promise<void> {
    const { signatureKey, keySignatureKey } = await getKeys();
    const result = await verifySolution({
      challenge: proof.challenge,
      solution: proof.solution,
      deriveKey,
      hmacSignatureSecret: signatureKey,
      hmacKeySignatureSecret: keySignatureKey,
    });
    if (result.expired) throw new AppError('CHALLENGE_EXPIRED');
    if (!result.verified) throw new AppError('CHALLENGE_INVALID');
    // Every challenge we issue expires; one without a date was not made here.
    const expiresAt = proof.challenge.parameters.expiresAt;
    if (expiresAt === undefined) throw new AppError('CHALLENGE_INVALID');
    if (!(await spendChallenge(orm, proof.challenge.signature, new Date(expiresAt * 1000)))) {
      throw new AppError('CHALLENGE_INVALID');
    }
  }

  return {
    async issueChallenge(address) {
      await rateLimiter.consume('signUpChallengePerIp', address);
      const { signatureKey, keySignatureKey } = await getKeys();
      return createChallenge({
        algorithm: difficulty.algorithm,
        cost: difficulty.cost,
        counter: randomInt(difficulty.maxCounter, difficulty.minCounter),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
        hmacSignatureSecret: signatureKey,
        hmacKeySignatureSecret: keySignatureKey,
      });
    },

    async admit(address, proof) {
      if (proof) {
        await redeem(proof);
      } else if (!(await rateLimiter.withinLimit('signUpWithoutChallengePerIp', address))) {
        throw new AppError('CHALLENGE_REQUIRED');
      }
      // Refusals above count nothing here, so a visitor asked for a proof spends one sign-up, not two.
      await rateLimiter.consume('signUpPerIp', address);
    },
  };
}

interface ChallengeKeys {
  signatureKey: string;
  keySignatureKey: string;
}

/** Keys of their own, so a challenge's signature can never stand for a session's or the reverse. */
function deriveChallengeKeys(secret: string): ChallengeKeys {
  const derive = (purpose: string) => createHmac('sha256', secret).update(purpose).digest('hex');
  return {
    signatureKey: derive('sign-up challenge signature'),
    keySignatureKey: derive('sign-up challenge key signature'),
  };
}
