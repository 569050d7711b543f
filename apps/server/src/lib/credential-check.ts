import { unwrapCredential, verifyCredential, type IssuerJwk } from './vc-jwt';

/** A credential file read against the issuer's keys: whether it holds, and a sentence for the operator. */
export interface CredentialCheck {
  valid: boolean;
  said: string;
}

const REASONS = {
  malformed: 'the file is not a signed credential (a VC-JWT, bare or enveloped as JSON).',
  'unknown-key': 'it names a key this issuer never published: it was not signed by this issuer.',
  'bad-signature':
    'the signature does not match: the credential was changed after it was signed, or signed by another key.',
  'claims-mismatch': 'its signed claims contradict the credential they carry.',
} as const;

/** Checks the text of a downloaded credential (decision 034), offline, against `keys`. */
export function checkCredential(text: string, keys: readonly IssuerJwk[]): CredentialCheck {
  const token = unwrapCredential(text);
  const verified = token === null ? ({ valid: false, reason: 'malformed' } as const) : verifyCredential(token, keys);
  if (!verified.valid) return { valid: false, said: `Not valid: ${REASONS[verified.reason]}` };
  const { credential } = verified;
  const subject = credential.credentialSubject as
    { identifier?: { identityType?: string; identityHash?: string }[]; achievement?: { name?: string } } | undefined;
  const holder = subject?.identifier?.find((entry) => entry.identityType === 'name')?.identityHash ?? 'its holder';
  const issuer = credential.issuer as { id: string; name?: string };
  return {
    valid: true,
    said: [
      `Valid: "${String(credential.name ?? subject?.achievement?.name ?? credential.id)}", awarded to ${holder}`,
      `by ${issuer.name ?? issuer.id} (${issuer.id}) from ${credential.validFrom}, signed with key ${verified.kid}.`,
    ].join(' '),
  };
}
