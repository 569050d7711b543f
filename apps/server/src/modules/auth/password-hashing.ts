import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): about 50 ms a hash
 * on a small server. The parameters travel inside each hash, so raising them later only
 * affects new passwords.
 */
const ARGON2_OPTIONS = {
  // The package's `Algorithm` is a const enum, which isolated modules cannot read: 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False, never an exception, for a wrong password or a hash this library cannot read. */
export async function verifyPassword(input: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(input.hash, input.password);
  } catch {
    return false;
  }
}
