import { type WalletName, walletNames } from '../wallets/constants';
import { isRecord } from './is-record';

// The API's error shape without its schema: the web app reads an error body on every page, and a
// guard of a few lines keeps zod out of its entry chunk (decision 0006). `apiErrorSchema` in
// error.ts describes the same shape for the OpenAPI document and the server.

/** Machine-readable error codes; every 4xx/5xx body carries one. */
export const errorCodes = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'insufficient_balance',
  'out_of_stock',
  'limit_reached',
  'not_owned',
  'idempotency_key_reused',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
  'unavailable',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/**
 * What a refused debit (`insufficient_balance`) lacked, so a client can say when the balance will
 * be there and where to get it instead of offering to try again.
 */
export type Shortfall = {
  wallet: WalletName;
  needed: number;
  balance: number;
  /** When refills alone bring the balance to `needed` (ISO time); absent when they never will. */
  enoughAt?: string;
  /** The store sells something that adds to this wallet. */
  inStore: boolean;
};

/** A value of a sentence's argument; a list is formatted in the reader's language (`a, b and c`). */
export type ApiErrorValue = string | number | string[];

/**
 * The sentence as a catalogue entry (decision 0046): its id in the product's catalogue and the
 * values of its arguments, so a client shows it in the reader's language.
 */
export type ApiErrorMessage = { id: string; values?: Record<string, ApiErrorValue> };

/**
 * A field's problem (`validation_failed`): its path, zod's English for integrators and, when the
 * server sends it, the same problem as a catalogue entry for people (decision 0046).
 */
export type ApiErrorIssue = { path: string; message: string; entry?: ApiErrorMessage };

/**
 * The one JSON error shape of every API: `error` is a sentence a person can act on, in English
 * (for integrators); `message`, when present, is the same sentence for translation.
 */
export type ApiError = {
  statusCode: number;
  code: ErrorCode;
  error: string;
  message?: ApiErrorMessage;
  issues?: ApiErrorIssue[];
  shortfall?: Shortfall;
};

type IssueRead = { path: string; message: string; entry?: unknown };

const isIssue = (value: unknown): value is IssueRead =>
  isRecord(value) && typeof value.path === 'string' && typeof value.message === 'string';

const isShortfall = (value: unknown): value is Shortfall =>
  isRecord(value) &&
  (walletNames as readonly unknown[]).includes(value.wallet) &&
  Number.isInteger(value.needed) &&
  Number.isInteger(value.balance) &&
  (value.enoughAt === undefined || typeof value.enoughAt === 'string') &&
  typeof value.inStore === 'boolean';

const isMessageValue = (value: unknown) =>
  typeof value === 'string' ||
  typeof value === 'number' ||
  (Array.isArray(value) && value.every((item) => typeof item === 'string'));

/** The error's catalogue entry, when the body has a well-formed one (else it is ignored). */
function readErrorMessage(message: unknown): ApiErrorMessage | undefined {
  if (!isRecord(message) || typeof message.id !== 'string') return undefined;
  const { id, values } = message;
  if (values === undefined) return { id };
  if (!isRecord(values) || !Object.values(values).every(isMessageValue)) return undefined;
  return { id, values: values as Record<string, ApiErrorValue> };
}

/** An issue as the client keeps it: a malformed catalogue entry is left out, not refused. */
function readIssue({ path, message, entry }: IssueRead): ApiErrorIssue {
  const readable = readErrorMessage(entry);
  return readable ? { path, message, entry: readable } : { path, message };
}

/** The body as the error shape, or undefined when it is not one (a proxy's page, a bug). */
export function readApiError(body: unknown): ApiError | undefined {
  if (!isRecord(body)) return undefined;
  const { statusCode, code, error, issues, shortfall } = body;
  if (!Number.isInteger(statusCode) || typeof error !== 'string') return undefined;
  if (!(errorCodes as readonly unknown[]).includes(code)) return undefined;
  if (issues !== undefined && !(Array.isArray(issues) && issues.every(isIssue))) return undefined;
  if (shortfall !== undefined && !isShortfall(shortfall)) return undefined;
  const parsed: ApiError = {
    statusCode: statusCode as number,
    code: code as ErrorCode,
    error,
    issues: issues?.map(readIssue),
  };
  const message = readErrorMessage(body.message);
  if (message) parsed.message = message;
  return shortfall === undefined ? parsed : { ...parsed, shortfall };
}
