import { ISSUER_ORGANIZATION } from '@alavanca/contracts/certificate';
import type { Orm } from '../../db/client';
import {
  envelope,
  newSigningKey,
  publishedJwk,
  signCredential,
  type CredentialJson,
  type IssuerJwk,
} from '../../lib/vc-jwt';
import { findKeyInUse, listIssuerKeys, replaceKeyInUse } from './issuer-keys.repo';

/*
 * The issuer (decision 034): who signs what the product certifies — an achievement, later the
 * certificate — with the one Ed25519 key in use, and where verifiers find its public keys.
 */

/** The contexts an Open Badges 3.0 credential names (read as plain JSON here: never fetched). */
export const CREDENTIAL_CONTEXTS = [
  'https://www.w3.org/ns/credentials/v2',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
] as const;

/** Where the issuer's profile and its key set are published, under the product's address. */
export const ISSUER_PATH = '/api/issuer';
export const ISSUER_KEYS_PATH = '/.well-known/jwks.json';

/** The issuer as an Open Badges 3.0 Profile. */
export interface IssuerProfile {
  id: string;
  type: ['Profile'];
  name: string;
  url: string;
}

export interface CredentialService {
  /** The issuer that credentials name. */
  issuer(): IssuerProfile;
  /** `credential` signed with the key in use, wrapped as the JSON a holder downloads. */
  issue(credential: CredentialJson): Promise<ReturnType<typeof envelope>>;
  /** Every key that signed or signs, for verifiers. */
  publishedKeys(): Promise<{ keys: IssuerJwk[] }>;
  /**
   * Puts a new key in use and retires the old one, which stays published: what it signed still
   * verifies. Returns the new key's id.
   */
  rotate(): Promise<string>;
}

export interface CredentialServiceDeps {
  orm: Orm;
  /** The product's public address (APP_URL). */
  publicUrl: () => string;
}

export function createCredentialService({ orm, publicUrl }: CredentialServiceDeps): CredentialService {
  return {
    issuer() {
      const url = publicUrl();
      return { id: `${url}${ISSUER_PATH}`, type: ['Profile'], name: ISSUER_ORGANIZATION, url };
    },

    async issue(credential) {
      const key = await findKeyInUse(orm);
      // Made by the first start (prepareDatabase): a database without one was never prepared.
      if (!key) throw new Error('The issuer has no signing key: the database was not prepared.');
      return envelope(signCredential(credential, key));
    },

    async publishedKeys() {
      return { keys: await publishedIssuerKeys(orm) };
    },

    rotate: () => rotateIssuerKey(orm),
  };
}

/** Every key that signed or signs, as verifiers read them (also for `npm run verify-credential`). */
export async function publishedIssuerKeys(orm: Orm): Promise<IssuerJwk[]> {
  return (await listIssuerKeys(orm)).map(publishedJwk);
}

/** A new key in use, the old one retired and still published (also for `npm run admin`); returns its id. */
export async function rotateIssuerKey(orm: Orm): Promise<string> {
  const key = newSigningKey();
  await replaceKeyInUse(orm, key, new Date());
  return key.kid;
}
