import { z } from 'zod';

/**
 * Every error code the server may send. The web app maps each one to a translated
 * message under `errors.<CODE>` in the catalogs, so adding a code here means adding
 * its message in all five languages.
 */
export const ErrorCode = z.enum([
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'CONFLICT',
  'SERVICE_UNAVAILABLE',
  /** The instance is at its limit of requests in flight: nothing was done, send it again after Retry-After. */
  'SERVER_BUSY',
  'INTERNAL',
  'INVALID_CREDENTIALS',
  'PASSWORD_TOO_SHORT',
  'EMAIL_IN_USE',
  'EMAIL_NOT_VERIFIED',
  'INVALID_TOKEN',
  'WRONG_PASSWORD',
  'OAUTH_FAILED',
  'QUOTA_EXCEEDED',
  'PAYMENT_DECLINED',
  'PAYMENT_PROVIDER_FAILED',
  'TRIAL_UNAVAILABLE',
  'REPLAY_UNAVAILABLE',
  'CHALLENGE_REQUIRED',
  'CHALLENGE_EXPIRED',
  'CHALLENGE_INVALID',
  'CLASS_PLAN_REQUIRED',
  'CLASS_LIMIT_REACHED',
  'CLASS_FULL',
  'ENROLMENT_CLOSED',
  'TEAM_FULL',
  'ROUND_CLOSED',
  'CLASS_EMPTY',
  'EXAM_PLAN_REQUIRED',
  'EXAM_LIMIT_REACHED',
  'EXAM_IN_PROGRESS',
  'EXAM_CLOSED',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** One problem with one field of a request, as found by its zod schema. */
export const FieldIssue = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof FieldIssue>;

/** The only shape in which errors leave the server. */
export const ErrorResponse = z.object({
  error: z.object({
    code: ErrorCode,
    message: z.string(),
    issues: z.array(FieldIssue).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;
