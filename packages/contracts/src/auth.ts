import { LANGUAGES, PASSWORD_MIN_LENGTH, TEXT_LIMITS } from '@alavanca/domain/constants';
import { z } from 'zod';
import { SessionUser } from './session';
import { text } from './text';
import { V } from './validation-messages';

export const Email = text()
  .trim()
  .toLowerCase()
  .min(1, V.required)
  .max(TEXT_LIMITS.email, V.tooLong)
  .pipe(z.email(V.email));

export const NewPassword = text()
  .min(PASSWORD_MIN_LENGTH, V.passwordTooShort)
  .max(TEXT_LIMITS.password, V.passwordTooLong);

const hex = (maxLength: number) =>
  text()
    .max(maxLength)
    .regex(/^[0-9a-f]*$/);

/**
 * `GET /api/account/challenge`: a proof-of-work puzzle (ALTCHA's format), signed by the server
 * and valid for a few minutes. Its signature covers every parameter, so none can be eased.
 */
export const SignUpChallenge = z.object({
  parameters: z.object({
    algorithm: text().max(32),
    nonce: hex(128),
    salt: hex(128),
    cost: z.number().int().positive(),
    keyLength: z.number().int().positive().max(64),
    keyPrefix: hex(128),
    keySignature: hex(128).optional(),
    expiresAt: z.number().int().positive().optional(),
  }),
  signature: hex(128),
});
export type SignUpChallenge = z.infer<typeof SignUpChallenge>;

/** A solved challenge: the counter found and the key it derives. */
export const SignUpProof = z.object({
  challenge: SignUpChallenge,
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: hex(128) }),
});
export type SignUpProof = z.infer<typeof SignUpProof>;

/** `POST /api/account`: create an account with e-mail and password. */
export const SignUpRequest = z.object({
  name: text().trim().min(1, V.required).max(TEXT_LIMITS.name, V.tooLong),
  email: Email,
  password: NewPassword,
  /** The language the visitor used while signing up: their first preference and their e-mails' language. */
  language: z.enum(LANGUAGES).optional(),
  /** Needed once the address has used its sign-ups without one (`CHALLENGE_REQUIRED`). */
  proof: SignUpProof.optional(),
});
export type SignUpRequest = z.infer<typeof SignUpRequest>;

/** The sign-up form adds the terms checkbox, which never reaches the server unchecked. */
export const SignUpForm = SignUpRequest.omit({ language: true, proof: true }).extend({
  agreeTerms: z.boolean().refine((agreed) => agreed, V.termsRequired),
});
export type SignUpForm = z.infer<typeof SignUpForm>;

export const SignUpResponse = z.object({
  /** Null when the e-mail must be confirmed before the first sign-in. */
  user: SessionUser.nullable(),
  verificationRequired: z.boolean(),
});
export type SignUpResponse = z.infer<typeof SignUpResponse>;

/** `POST /api/session`: sign in. */
export const SignInRequest = z.object({
  email: Email,
  password: text().min(1, V.required).max(TEXT_LIMITS.password, V.passwordTooLong),
  rememberMe: z.boolean().default(true),
});
export type SignInRequest = z.input<typeof SignInRequest>;

/** `POST /api/account/password-reset-request`: always answers 202, whether the e-mail exists or not. */
export const PasswordResetRequest = z.object({
  email: Email,
  /** The page's language: the e-mail is written in it. */
  language: z.enum(LANGUAGES).optional(),
});
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

/** `POST /api/account/password-reset`: a new password with the token from the e-mail. */
export const PasswordResetConfirm = z.object({
  token: text().min(1, V.required).max(512, V.tooLong),
  newPassword: NewPassword,
});
export type PasswordResetConfirm = z.infer<typeof PasswordResetConfirm>;

/** `PUT /api/account/password`: change the password; every other session is signed out. */
export const ChangePasswordRequest = z.object({
  currentPassword: text().min(1, V.required).max(TEXT_LIMITS.password, V.passwordTooLong),
  newPassword: NewPassword,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

export const OAuthProvider = z.enum(['google', 'github']);
export type OAuthProvider = z.infer<typeof OAuthProvider>;

/** `GET /api/auth-config`: what the sign-in pages may offer on this installation. */
export const AuthConfigResponse = z.object({
  oauthProviders: z.array(OAuthProvider),
  emailVerificationRequired: z.boolean(),
});
export type AuthConfigResponse = z.infer<typeof AuthConfigResponse>;
