import {
  type ApiErrorIssue,
  type ApiErrorMessage,
  type ErrorCode,
  readApiError,
  type Shortfall,
  valuesIn,
} from '@sparked/contracts';
import { i18n } from '@sparked/i18n';
import { unexpectedErrorMessage } from './api-result';

/**
 * Codes the client adds to the server's: `network_error` when no readable answer arrived (status
 * 0), `invalid_response` when an answer does not match its contract.
 */
export type ApiErrorCode = ErrorCode | 'network_error' | 'invalid_response';

/** A field's problem: its path and its sentence, in the reader's language when the catalogue has it. */
export type ApiIssue = { path: string; message: string };

export interface ApiErrorFields {
  /** The HTTP status; 0 when the request never produced a readable response. */
  status: number;
  code: ApiErrorCode;
  /** A sentence a person can act on: the server's, or the spec §8 catalogue text. */
  message: string;
  /** Per-field problems (`validation_failed`), else empty. */
  issues?: readonly ApiIssue[];
  /** What a refused debit lacked (`insufficient_balance`). */
  shortfall?: Shortfall;
}

/** The one error every typed call throws: a refusal, a network failure or an answer off contract. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly issues: readonly ApiIssue[];
  readonly shortfall: Shortfall | undefined;

  constructor({ status, code, message, issues = [], shortfall }: ApiErrorFields) {
    super(message);
    this.status = status;
    this.code = code;
    this.issues = issues;
    this.shortfall = shortfall;
  }
}

/** No readable response: the network failed or the body was not JSON (spec §8). */
export const networkError = () =>
  new ApiError({ status: 0, code: 'network_error', message: unexpectedErrorMessage });

/**
 * A sentence of the server's or the contracts' in the reader's language (decision 0046): its
 * catalogue entry, by id and values, when the active language's catalogue has it; else its English.
 */
export function catalogueSentence(english: string, message: ApiErrorMessage | undefined): string {
  if (!message || !(message.id in i18n.messages)) return english;
  return i18n._(message.id, valuesIn(i18n.locale, message.values));
}

/**
 * Several sentences of the server's said as one text (an import report's note): each from the
 * active catalogue when it has them all, else the server's English as a whole, so a reader never
 * meets a text half in one language and half in another.
 */
export function catalogueSentences(
  english: string,
  entries: readonly ApiErrorMessage[] | undefined,
): string {
  if (!entries?.length || !entries.every((entry) => entry.id in i18n.messages)) return english;
  return entries.map((entry) => catalogueSentence('', entry)).join(' ');
}

const readableIssue = ({ path, message, entry }: ApiErrorIssue): ApiIssue => ({
  path,
  message: catalogueSentence(message, entry),
});

/**
 * The error a non-OK answer stands for: the server's code, sentence and issues when its body has
 * the error shape, else an answer off contract. `message` replaces the server's sentence.
 */
export function errorFromBody(status: number, body: unknown, message?: string): ApiError {
  const parsed = readApiError(body);
  if (!parsed) {
    return new ApiError({
      status,
      code: 'invalid_response',
      message: message ?? unexpectedErrorMessage,
    });
  }
  const { code, error, issues, shortfall } = parsed;
  const sentence = message ?? catalogueSentence(error, parsed.message);
  return new ApiError({
    status,
    code,
    message: sentence,
    issues: issues?.map(readableIssue),
    shortfall,
  });
}
