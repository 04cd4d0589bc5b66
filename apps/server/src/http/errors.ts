import {
  type ApiError,
  type ApiErrorIssue,
  type ApiErrorMessage,
  type ErrorCode,
  issueEntry,
  type Shortfall,
} from '@sparked/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodError } from 'zod';
import { type ServerMessage, translate } from '../i18n/catalogues';
import { databaseRetryAfterSeconds, isDatabaseUnavailable } from './database-unavailable';

/**
 * An error a caller can act on; the error handler turns it into the one JSON error shape. Its
 * sentence is a message descriptor (decision 0046): the body carries the English (`error`, for
 * integrators) and the descriptor's id and values, which the web app shows in the reader's
 * language. A plain string is English only (what only operators read).
 */
export class AppError extends Error {
  /** What a refused debit lacked (`insufficient_balance`), sent beside the sentence. */
  shortfall?: Shortfall;
  /** The sentence's catalogue entry: a descriptor's id and values, or set beside plain English. */
  entry: ApiErrorMessage | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string | ServerMessage,
    readonly issues?: ApiError['issues'],
    readonly headers?: Record<string, string>,
  ) {
    super(typeof message === 'string' ? message : translate('en', message));
    this.entry = typeof message === 'string' ? undefined : entryOf(message);
  }
}

export const unauthorized = (
  message: string | ServerMessage = /*i18n*/ {
    id: 'error.sign-in-to-continue',
    message: 'Sign in to continue.',
  },
) => new AppError(401, 'unauthorized', message, undefined, { 'www-authenticate': 'Bearer' });
export const forbidden = (
  message: string | ServerMessage = /*i18n*/ {
    id: 'error.no-permission',
    message: 'You do not have permission to do that.',
  },
) => new AppError(403, 'forbidden', message);
export const notFound = (
  message: string | ServerMessage = /*i18n*/ { id: 'error.not-found', message: 'Not found.' },
) => new AppError(404, 'not_found', message);
export const conflict = (message: string | ServerMessage) => new AppError(409, 'conflict', message);

/** A descriptor as the answer carries it: its id, and its values when it has any. */
export const entryOf = ({ id, values }: ServerMessage): ApiErrorMessage =>
  values ? { id, values } : { id };

/** A sentence as an answer carries it beside its other fields: the English, and its entry. */
export type Sentence = { message: string; entry: ApiErrorMessage };

/** A descriptor as a `Sentence` (decision 0046): an import's row or item says it this way. */
export const sentenceOf = (said: ServerMessage): Sentence => ({
  message: translate('en', said),
  entry: entryOf(said),
});

/**
 * A request part its schema refused: zod's English for integrators (`error` names the first
 * field, `issues` each), and each issue's catalogue entry for people, the first one being the
 * answer's `message` (decision 0046).
 */
export function validationError(
  where: string,
  issues: ApiErrorIssue[],
  summary = firstIssue(issues),
): AppError {
  const error = new AppError(400, 'validation_failed', `Invalid ${where}. ${summary}`, issues);
  error.entry = issues[0]?.entry;
  return error;
}

function firstIssue([first]: ApiErrorIssue[]): string {
  if (!first) return 'is invalid';
  return first.path ? `${first.path}: ${first.message}` : first.message;
}

/** A field a service refused after its schema passed, as an issue: English and catalogue entry. */
export const issueOf = (path: string, message: ServerMessage): ApiErrorIssue => ({
  path,
  message: translate('en', message),
  entry: entryOf(message),
});

/** zod's issues as the answer's `issues`, each with its catalogue entry. */
export const issuesOf = (error: ZodError): ApiErrorIssue[] =>
  error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
    entry: issueEntry(issue),
  }));

const codeByStatus: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

const invalidJson: ServerMessage = /*i18n*/ {
  id: 'error.body-not-json',
  message: 'The request body is not valid JSON.',
};

/** Framework errors that carry a 4xx get a sentence of ours instead of internals. */
const friendlyMessages: Record<string, ServerMessage> = {
  FST_ERR_CTP_BODY_TOO_LARGE: /*i18n*/ {
    id: 'error.body-too-large',
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: /*i18n*/ {
    id: 'error.body-not-json-media-type',
    message: 'Send the request body as application/json.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: /*i18n*/ {
    id: 'error.body-empty',
    message: 'The request body is empty; send a JSON object.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: invalidJson,
  FST_ERR_BAD_URL: /*i18n*/ {
    id: 'error.address-badly-encoded',
    message: 'The address is not valid: a part of it is not properly encoded.',
  },
  FST_ERR_MAX_PARAM_LENGTH: /*i18n*/ {
    id: 'error.address-part-too-long',
    message: 'A part of the address is too long.',
  },
};

/** A framework error's 4xx as the error shape, with our sentence when we have one. */
const friendlyBody = (status: number, message: ServerMessage | string) =>
  typeof message === 'string'
    ? errorBody(status, codeByStatus[status] ?? 'bad_request', message)
    : appErrorBody(new AppError(status, codeByStatus[status] ?? 'bad_request', message));

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(appErrorBody(error));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        friendlyMessages[error.code] ??
        (error instanceof SyntaxError ? invalidJson : error.message);
      return reply.status(status).send(friendlyBody(status, message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(databaseRetryAfterSeconds))
        .send(
          appErrorBody(
            new AppError(
              503,
              'unavailable',
              /*i18n*/ {
                id: 'error.database-unreachable',
                message: 'Sparked cannot reach its database just now. Try again in a few seconds.',
              },
            ),
          ),
        );
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(
      appErrorBody(
        new AppError(
          500,
          'internal_error',
          /*i18n*/ {
            id: 'error.something-went-wrong',
            message: 'Something went wrong on our side. Please try again.',
          },
        ),
      ),
    );
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(
        errorBody(404, 'not_found', `No route for ${request.method} ${request.url.split('?')[0]}.`),
      );
  });
}

/**
 * The router's own refusals (a malformed or overlong path segment) happen before any route, so
 * Fastify hands them here rather than to the error handler; they get the one error shape too.
 */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  reply.status(status).send(
    friendlyBody(
      status,
      friendlyMessages[error.code] ?? /*i18n*/ {
        id: 'error.request-unreadable',
        message: 'The request could not be read.',
      },
    ),
  );
}

/** An AppError as the one error shape, with what a refused debit lacked when it says. */
export function appErrorBody(error: AppError): ApiError {
  const body: ApiError = errorBody(error.statusCode, error.code, error.message, error.issues);
  if (error.entry) body.message = error.entry;
  return error.shortfall ? { ...body, shortfall: error.shortfall } : body;
}

export function errorBody(
  statusCode: number,
  code: ErrorCode,
  error: string,
  issues?: ApiError['issues'],
): ApiError {
  return issues ? { statusCode, code, error, issues } : { statusCode, code, error };
}
