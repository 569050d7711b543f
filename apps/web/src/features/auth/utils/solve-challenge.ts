import type { SignUpChallenge, SignUpProof } from '@alavanca/contracts/auth';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** Under the challenge's five minutes of life: past it the answer would be refused anyway. */
const SOLVE_TIMEOUT_MS = 4 * 60_000;

/**
 * Finds the answer to a sign-up challenge with the browser's own PBKDF2 (Web Crypto runs it off
 * the main thread, so the page stays responsive): about a second on a phone, see decision 014.
 */
export async function solveSignUpChallenge(challenge: SignUpChallenge): Promise<SignUpProof> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  if (!solution) throw new Error('The sign-up challenge was not solved in time.');
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}
