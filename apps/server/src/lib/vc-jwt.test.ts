import { describe, expect, it } from 'vitest';
import {
  envelope,
  jwkThumbprint,
  newSigningKey,
  publishedJwk,
  signCredential,
  unwrapCredential,
  verifyCredential,
} from './vc-jwt';

const CREDENTIAL = {
  id: 'urn:uuid:0f6a3c1e-2b4d-8c7e-a910-5d2e8f7b6c01',
  type: ['VerifiableCredential', 'OpenBadgeCredential'],
  issuer: { id: 'https://alavanca.example/api/issuer' },
  validFrom: '2026-11-30T12:00:00.000Z',
  name: 'Firme no imprevisto',
};

const flip = (text: string, at: number) => `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;

describe('VC-JWT', () => {
  const key = newSigningKey();
  const keys = [publishedJwk(key)];

  it('signs a credential that verifies with the issuer’s published key, its claims repeating the credential', () => {
    const token = signCredential(CREDENTIAL, key);
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header).toEqual({ alg: 'EdDSA', typ: 'vc+jwt', kid: key.kid });
    expect(payload).toEqual({
      ...CREDENTIAL,
      iss: CREDENTIAL.issuer.id,
      jti: CREDENTIAL.id,
      nbf: Date.parse(CREDENTIAL.validFrom) / 1000,
    });
    expect(verifyCredential(token, keys)).toEqual({ valid: true, kid: key.kid, credential: CREDENTIAL });
    // Ed25519 signs deterministically: the same credential is the same token.
    expect(signCredential(CREDENTIAL, key)).toBe(token);
  });

  it('names the key by its RFC 7638 thumbprint', () => {
    // RFC 8037, appendix A.3: the thumbprint of its example Ed25519 key.
    const example = { kty: 'OKP', crv: 'Ed25519', x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo' } as const;
    expect(jwkThumbprint(example)).toBe('kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k');
    expect(key.kid).toBe(jwkThumbprint(key.publicJwk));
  });

  it('refuses a token with any one character changed, another issuer’s key, or claims that disagree', () => {
    const token = signCredential(CREDENTIAL, key);
    for (let at = 0; at < token.length; at += 7) {
      if (token[at] === '.') continue;
      expect(verifyCredential(flip(token, at), keys).valid, `character ${at}`).toBe(false);
    }
    const [header, , signature] = token.split('.');
    const tampered = Buffer.from(JSON.stringify({ ...CREDENTIAL, name: 'Outra' })).toString('base64url');
    expect(verifyCredential(`${header}.${tampered}.${signature}`, keys)).toEqual({
      valid: false,
      reason: 'bad-signature',
    });
    const stranger = newSigningKey();
    expect(verifyCredential(signCredential(CREDENTIAL, stranger), keys)).toEqual({
      valid: false,
      reason: 'unknown-key',
    });
    // A key that claims the issuer's name still has to sign with the issuer's key.
    expect(verifyCredential(signCredential(CREDENTIAL, { ...stranger, kid: key.kid }), keys)).toEqual({
      valid: false,
      reason: 'bad-signature',
    });
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', kid: key.kid })).toString('base64url')}.${tampered}.`;
    expect(verifyCredential(unsigned, keys)).toEqual({ valid: false, reason: 'malformed' });
    expect(verifyCredential('not a token', keys)).toEqual({ valid: false, reason: 'malformed' });
  });

  it('wraps the token as enveloped JSON and reads it back, or a bare token', () => {
    const token = signCredential(CREDENTIAL, key);
    const wrapped = JSON.stringify(envelope(token));
    expect(JSON.parse(wrapped)).toEqual({
      '@context': ['https://www.w3.org/ns/credentials/v2'],
      id: `data:application/vc+jwt,${token}`,
      type: 'EnvelopedVerifiableCredential',
    });
    expect(unwrapCredential(wrapped)).toBe(token);
    expect(unwrapCredential(`  ${token}\n`)).toBe(token);
    expect(unwrapCredential('{"type":"VerifiableCredential"}')).toBeNull();
    expect(unwrapCredential('{ not json')).toBeNull();
  });
});
