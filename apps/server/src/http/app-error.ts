import type { ErrorCode, FieldIssue } from '@alavanca/contracts/errors';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  CONFLICT: 409,
  SERVICE_UNAVAILABLE: 503,
  SERVER_BUSY: 503,
  INTERNAL: 500,
  INVALID_CREDENTIALS: 401,
  PASSWORD_TOO_SHORT: 400,
  EMAIL_IN_USE: 409,
  EMAIL_NOT_VERIFIED: 403,
  INVALID_TOKEN: 400,
  WRONG_PASSWORD: 400,
  OAUTH_FAILED: 400,
  QUOTA_EXCEEDED: 403,
  PAYMENT_DECLINED: 402,
  PAYMENT_PROVIDER_FAILED: 502,
  TRIAL_UNAVAILABLE: 409,
  REPLAY_UNAVAILABLE: 409,
  CHALLENGE_REQUIRED: 403,
  CHALLENGE_EXPIRED: 400,
  CHALLENGE_INVALID: 400,
  CLASS_PLAN_REQUIRED: 403,
  CLASS_LIMIT_REACHED: 403,
  EXAM_PLAN_REQUIRED: 403,
  EXAM_LIMIT_REACHED: 403,
  EXAM_IN_PROGRESS: 409,
  EXAM_CLOSED: 409,
  CLASS_FULL: 409,
  ENROLMENT_CLOSED: 409,
  TEAM_FULL: 409,
  ROUND_CLOSED: 409,
  CLASS_EMPTY: 409,
};

/**
 * Default wording, for developers reading responses and logs. People never see these:
 * the web app shows its own translated message for each code.
 */
const MESSAGE_BY_CODE: Record<ErrorCode, string> = {
  BAD_REQUEST: 'The request could not be understood.',
  VALIDATION_FAILED: 'Some fields are invalid.',
  UNAUTHENTICATED: 'Sign in to continue.',
  FORBIDDEN: 'You are not allowed to do this.',
  NOT_FOUND: 'Not found.',
  METHOD_NOT_ALLOWED: 'This method is not allowed here.',
  PAYLOAD_TOO_LARGE: 'The request body is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'Send the request body as application/json.',
  RATE_LIMITED: 'Too many requests. Try again later.',
  CONFLICT: 'This conflicts with the current state.',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable.',
  SERVER_BUSY: 'The server is answering as many requests as it can: nothing was done. Send it again after Retry-After.',
  INTERNAL: 'Something went wrong on our side.',
  INVALID_CREDENTIALS: 'Invalid login credentials',
  PASSWORD_TOO_SHORT: 'Password should be at least 8 characters',
  EMAIL_IN_USE: 'User already registered',
  EMAIL_NOT_VERIFIED: 'Confirm the e-mail address before signing in.',
  INVALID_TOKEN: 'The token is invalid, expired or already used.',
  WRONG_PASSWORD: 'The current password is incorrect.',
  OAUTH_FAILED: 'The sign-in provider did not confirm the account.',
  QUOTA_EXCEEDED: "The plan's limit for this usage type is reached for the current period.",
  PAYMENT_DECLINED: 'The card was declined.',
  PAYMENT_PROVIDER_FAILED: 'The payment provider could not be reached.',
  TRIAL_UNAVAILABLE: 'The free trial is only for accounts on Free that never had one.',
  REPLAY_UNAVAILABLE: 'The simulation’s months were played with an earlier model and cannot be replayed.',
  CHALLENGE_REQUIRED: 'Solve the challenge from GET /api/account/challenge and send it as proof.',
  CHALLENGE_EXPIRED: 'The challenge expired: ask for a new one.',
  CHALLENGE_INVALID: 'The challenge was not solved, was altered or was already used.',
  CLASS_PLAN_REQUIRED: 'Classes are created on the Pro and Enterprise plans.',
  CLASS_LIMIT_REACHED: "The plan's number of open classes is reached.",
  EXAM_PLAN_REQUIRED: 'The certificate exam is taken on the Basic, Pro and Enterprise plans.',
  EXAM_LIMIT_REACHED: "The plan's exam attempts for the last 30 days are used.",
  EXAM_IN_PROGRESS: 'An exam attempt is already in progress.',
  EXAM_CLOSED: 'This exam attempt has ended: its time ran out, or it was submitted or abandoned.',
  CLASS_FULL: 'The class has as many students as its plan allows.',
  ENROLMENT_CLOSED: 'The class closed its enrolment with its first round.',
  TEAM_FULL: 'The team has as many students as the class allows.',
  ROUND_CLOSED: 'The round has closed: the decisions are for a round that is not open.',
  CLASS_EMPTY: 'No company plays in the class yet: a round needs at least one.',
};

export interface AppErrorDetails {
  /** Field problems, sent to the client with VALIDATION_FAILED. */
  issues?: FieldIssue[];
  /** Extra response headers, such as `Allow` for METHOD_NOT_ALLOWED. */
  headers?: Record<string, string>;
  /** The underlying error, logged but never sent. */
  cause?: unknown;
}

/** An expected failure: leaves the server as `{ error: { code, message, issues? } }`. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  readonly issues: FieldIssue[] | undefined;
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    status?: number,
    message?: string,
    details: AppErrorDetails = {},
  ) {
    super(message ?? MESSAGE_BY_CODE[code], { cause: details.cause });
    this.status = status ?? STATUS_BY_CODE[code];
    this.issues = details.issues;
    this.headers = details.headers ?? {};
  }
}

/** The generic message for a code, for errors whose own message must not leave the server. */
export function describeErrorCode(code: ErrorCode): string {
  return MESSAGE_BY_CODE[code];
}

/** A request refused for one field: the field's path and its message's catalog key. */
export function fieldIssue(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', undefined, undefined, { issues: [{ path, message }] });
}

/**
 * What `read` answers, or null where it answers 404: an item of the user's another module links to
 * may have been deleted since, or never have been theirs, and either reads as none.
 */
export async function unlessNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
