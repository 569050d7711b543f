import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';

/*
 * Verifiable credentials secured as VC-JWT (decision 034): the credential's JSON is the JWT's
 * payload, with the registered claims a JWT verifier reads (`iss`, `jti`, `nbf`) repeating its
 * issuer, id and start; signed with the issuer's Ed25519 key (`EdDSA`). Plain JSON and a
 * signature over its bytes: no JSON-LD processing, so no context document is ever fetched.
 */

/** An Ed25519 public key as a JWK. */
export interface PublicJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
}

/** A published public key, named by its thumbprint. */
export type IssuerJwk = PublicJwk & { kid: string; alg: 'EdDSA'; use: 'sig' };

export interface SigningKey {
  kid: string;
  publicJwk: PublicJwk;
  /** PKCS #8, PEM. */
  privateKey: string;
}

/** What a credential must carry for its registered claims. */
export interface CredentialJson {
  id: string;
  issuer: { id: string };
  validFrom: string;
  [member: string]: unknown;
}

/** The media type of a VC-JWT (W3C VC-JOSE-COSE). */
export const VC_JWT_TYPE = 'vc+jwt';

const base64url = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64url');

/** RFC 7638: the SHA-256 of the key's required members in lexical order. */
export function jwkThumbprint(jwk: PublicJwk): string {
  return base64url(
    createHash('sha256')
      .update(JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x }))
      .digest(),
  );
}

/** A new Ed25519 key pair, named by its thumbprint. */
export function newSigningKey(): SigningKey {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const { x } = publicKey.export({ format: 'jwk' });
  const publicJwk: PublicJwk = { kty: 'OKP', crv: 'Ed25519', x: x! };
  return {
    kid: jwkThumbprint(publicJwk),
    publicJwk,
    privateKey: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  };
}

/** The key as verifiers find it in the issuer's key set. */
export const publishedJwk = (key: Pick<SigningKey, 'kid' | 'publicJwk'>): IssuerJwk => ({
  ...key.publicJwk,
  kid: key.kid,
  alg: 'EdDSA',
  use: 'sig',
});

/** The compact VC-JWT of `credential`, signed with `key`. */
export function signCredential(credential: CredentialJson, key: SigningKey): string {
  const header = { alg: 'EdDSA', typ: VC_JWT_TYPE, kid: key.kid };
  const payload = {
    ...credential,
    iss: credential.issuer.id,
    jti: credential.id,
    nbf: Math.floor(Date.parse(credential.validFrom) / 1000),
  };
  const signingInput = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  const signature = sign(null, Buffer.from(signingInput), createPrivateKey(key.privateKey));
  return `${signingInput}.${base64url(signature)}`;
}

export type Verification =
  | { valid: true; kid: string; credential: CredentialJson }
  | { valid: false; reason: 'malformed' | 'unknown-key' | 'bad-signature' | 'claims-mismatch' };

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function publicKeyOf(jwk: PublicJwk): KeyObject {
  return createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, format: 'jwk' });
}

/**
 * Checks a compact VC-JWT against the issuer's published keys (never against a key the token
 * brings): the signature, and that the registered claims say what the credential says.
 */
export function verifyCredential(token: string, keys: readonly IssuerJwk[]): Verification {
  const parts = token.trim().split('.');
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]*$/.test(part))) {
    return { valid: false, reason: 'malformed' };
  }
  const [encodedHeader, encodedPayload, encodedSignature] = parts as [string, string, string];
  const header = decodeJson(encodedHeader);
  const payload = decodeJson(encodedPayload);
  if (!header || !payload || header.alg !== 'EdDSA') return { valid: false, reason: 'malformed' };
  const key = keys.find((candidate) => candidate.kid === header.kid);
  if (!key) return { valid: false, reason: 'unknown-key' };
  const signed = verify(
    null,
    Buffer.from(`${encodedHeader}.${encodedPayload}`),
    publicKeyOf(key),
    Buffer.from(encodedSignature, 'base64url'),
  );
  if (!signed) return { valid: false, reason: 'bad-signature' };
  const { iss, jti, nbf, ...credential } = payload;
  const issuer = credential.issuer as { id?: unknown } | undefined;
  const validFrom = typeof credential.validFrom === 'string' ? Date.parse(credential.validFrom) : NaN;
  if (iss !== issuer?.id || jti !== credential.id || nbf !== Math.floor(validFrom / 1000)) {
    return { valid: false, reason: 'claims-mismatch' };
  }
  return { valid: true, kid: key.kid, credential: credential as CredentialJson };
}

/**
 * A VC-JWT wrapped as JSON (W3C VC Data Model 2.0, "enveloped" credential): what a holder
 * downloads, keeps and hands on; `unwrapCredential` reads it back, or a bare token.
 */
export function envelope(token: string) {
  return {
    '@context': ['https://www.w3.org/ns/credentials/v2'],
    id: `data:application/${VC_JWT_TYPE},${token}`,
    type: 'EnvelopedVerifiableCredential',
  };
}

export function unwrapCredential(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return trimmed;
  try {
    const value = JSON.parse(trimmed) as { id?: unknown; type?: unknown };
    const prefix = `data:application/${VC_JWT_TYPE},`;
    if (value.type !== 'EnvelopedVerifiableCredential' || typeof value.id !== 'string') return null;
    return value.id.startsWith(prefix) ? value.id.slice(prefix.length) : null;
  } catch {
    return null;
  }
}
