import type { ErrorCode, ErrorResponse, FieldIssue } from '@alavanca/contracts/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, describeErrorCode } from './app-error';

const CODE_BY_CLIENT_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

const MESSAGE_BY_FASTIFY_CODE: Partial<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but its content type is JSON.',
};

/**
 * Every error, expected or not, leaves as the contract's ErrorResponse. Only AppError
 * messages and framework 4xx errors are described to the client; anything else is logged
 * in full and answered with a generic 500, so no stack trace or SQL ever leaks.
 */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const appError = toAppError(error);
  if (appError.status >= 500) {
    request.log.error({ err: error }, 'request failed');
  } else {
    request.log.info({ code: appError.code, status: appError.status }, appError.message);
  }
  sendAppError(reply, appError);
}

/** Writes an AppError as the wire envelope. */
export function sendAppError(reply: FastifyReply, error: AppError): void {
  const body: ErrorResponse = {
    error: {
      code: error.code,
      message: error.message,
      ...(error.issues ? { issues: error.issues } : {}),
    },
  };
  // Errors describe one moment; a cache must not replay them (nor keep a file's cache headers).
  reply.header('cache-control', 'no-store');
  reply.headers(error.headers);
  reply.status(error.status).send(body);
}

/** Maps anything thrown in a request to the AppError the client will see. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (!(error instanceof Error)) return new AppError('INTERNAL', 500, undefined, { cause: error });

  const { validation, statusCode, code: fastifyCode } = error as Partial<FastifyError>;
  if (validation) {
    return new AppError('VALIDATION_FAILED', 400, undefined, {
      issues: validation.map(toFieldIssue),
      cause: error,
    });
  }
  // Framework and plugin errors mark client mistakes with a 4xx statusCode; anything else
  // is our fault and is not described.
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode >= 500) {
    return new AppError('INTERNAL', 500, undefined, { cause: error });
  }
  const code = CODE_BY_CLIENT_STATUS[statusCode] ?? 'BAD_REQUEST';
  const message = (fastifyCode && MESSAGE_BY_FASTIFY_CODE[fastifyCode]) ?? describeErrorCode(code);
  return new AppError(code, statusCode, message, { cause: error });
}

type SchemaValidationError = NonNullable<FastifyError['validation']>[number];

function toFieldIssue(failure: SchemaValidationError): FieldIssue {
  // JSON-schema paths look like `/address/city`; a missing property is named in params.
  const segments = failure.instancePath.split('/').filter(Boolean);
  const missing = failure.params['missingProperty'];
  if (typeof missing === 'string') segments.push(missing);
  return { path: segments.join('.'), message: failure.message ?? 'is invalid' };
}
