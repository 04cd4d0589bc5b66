import { createHash } from 'node:crypto';
import { idempotencyKeyHeader, idempotencyKeySchema } from '@sparked/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { isDatabaseUnavailable } from './database-unavailable';
import { AppError, appErrorBody } from './errors';
import { idempotencyRepository as repository } from './idempotency-repository';
import { parseWith } from './validation';

/**
 * A key in progress is marked alive this often while its request runs (most requests end before
 * the first mark), so one left unmarked for `abandonedAfterSeconds` belonged to an instance that
 * died (killed, crashed; its transaction rolled back) and a retry takes it over. Without the
 * marks the window had to outlast the longest request: a write in flight on a killed instance
 * then held its client to "still being processed" for a minute.
 */
export const keyHeartbeatSeconds = 5;
export const abandonedAfterSeconds = 20;

/** How often a key whose request failed with the database away is offered back until it is. */
const releaseRetryMs = 1000;

/**
 * Frees the key of a request that failed without an answer. When the database is away (it is
 * restarting: what failed the request fails the release too), the release is tried again each
 * second in the background, so the client's retry after Retry-After runs instead of being told
 * for a minute that the key is still being processed; past the abandoned window a retry retakes
 * the key anyway, so the tries stop there.
 */
async function releaseKey(db: Database, userId: string, key: string) {
  const deadline = Date.now() + abandonedAfterSeconds * 1000;
  const tryRelease = async (): Promise<void> => {
    try {
      await repository.release(db, userId, key);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      if (Date.now() < deadline)
        setTimeout(() => void tryRelease().catch(() => undefined), releaseRetryMs).unref();
    }
  };
  await tryRelease();
}

/** Marks the key alive every `keyHeartbeatSeconds` while its request runs; answers the stop. */
function keepAlive(db: Database, userId: string, key: string) {
  const mark = () => void repository.markAlive(db, userId, key).catch(() => undefined);
  const timer = setInterval(mark, keyHeartbeatSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}

/** How long an answer is kept for repeats; after that the key is forgotten and may run again. */
export const idempotencyKeyRetentionHours = 24;

export interface Answer {
  status: number;
  /** The JSON text of the answer. */
  body: string;
  /** True when this is the stored answer to an earlier request with the same key. */
  replayed: boolean;
}

/** Objects with their keys sorted, so the same body hashes the same whatever the key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([key, inner]) => [key, canonical(inner)]),
    );
  return value;
}

const fingerprint = (request: FastifyRequest) =>
  createHash('sha256')
    .update(
      JSON.stringify([request.method, request.url.split('?')[0], canonical(request.body ?? null)]),
    )
    .digest('hex');

/** Runs `work` in one transaction; with a held key, the answer it returns is stored in it too. */
export type IdempotentTransaction = <T>(
  work: (tx: Database, key: string | null) => Promise<T>,
) => Promise<T>;

/** The JSON text sent for a success body (none for 204). */
const serialise = (status: number, result: unknown) =>
  status === 204 ? '' : JSON.stringify(result);

/**
 * Answers a request of an entry marked `idempotent`, honouring an optional Idempotency-Key: the
 * same key and request repeat the first answer, the same key with another request is 422, and a
 * key whose first request is still running is 409. `handle` does the work and returns the success
 * body; a handler that moves value does it inside the `transaction` it is given, so its answer is
 * stored in the same transaction as its effects and no crash can leave one without the other.
 * Other handlers' answers are stored right after they return.
 */
export function createIdempotency(db: Database) {
  /** Takes the key for this request, or returns the stored answer to repeat. */
  async function claim(userId: string, key: string, requestHash: string) {
    // The user's expired answers go first, so the table holds a day of keys per user at most.
    await repository.deleteExpired(db, userId, idempotencyKeyRetentionHours);
    if (await repository.insertInProgress(db, userId, key, requestHash)) return null;
    const row = await repository.find(db, userId, key);
    if (row && row.requestHash !== requestHash)
      throw new AppError(
        422,
        'idempotency_key_reused',
        /*i18n*/ {
          id: 'http.this-idempotency-key-was-already-used',
          message:
            'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
        },
      );
    if (row?.state === 'done' && row.status !== null && row.body !== null)
      return { status: row.status, body: row.body, replayed: true } satisfies Answer;
    if (await repository.retakeAbandoned(db, userId, key, abandonedAfterSeconds)) return null;
    throw new AppError(
      409,
      'conflict',
      /*i18n*/ {
        id: 'http.a-request-with-this-idempotency-key',
        message:
          'A request with this Idempotency-Key is still being processed. Repeat it in a moment to read its answer.',
      },
    );
  }

  return async function answerOnce(
    request: FastifyRequest,
    userId: string,
    status: number,
    handle: (transaction: IdempotentTransaction) => Promise<unknown>,
  ): Promise<Answer> {
    const header = request.headers[idempotencyKeyHeader];
    if (header === undefined) {
      const result = await handle((work) => db.transaction((tx) => work(tx, null)));
      return { status, body: serialise(status, result), replayed: false };
    }
    const key = parseWith(idempotencyKeySchema, header, 'request headers');
    const stored = await claim(userId, key, fingerprint(request));
    if (stored) return stored;
    let storedWithEffects: string | null = null;
    const transaction: IdempotentTransaction = (work) =>
      db.transaction(async (tx) => {
        const result = await work(tx, key);
        storedWithEffects = serialise(status, result);
        await repository.saveAnswer(tx, userId, key, status, storedWithEffects);
        return result;
      });
    const stopMarking = keepAlive(db, userId, key);
    try {
      const result = await handle(transaction);
      // What the transaction stored is the answer, so a repeat gets these very bytes.
      const body = storedWithEffects ?? serialise(status, result);
      if (storedWithEffects === null) await repository.saveAnswer(db, userId, key, status, body);
      return { status, body, replayed: false };
    } catch (error) {
      if (error instanceof AppError && error.statusCode < 500) {
        // A refusal (not enough points, sold out) is the answer to this request, like a success.
        const body = appErrorBody(error);
        await repository.saveAnswer(db, userId, key, error.statusCode, JSON.stringify(body));
      } else {
        // Nothing was done and nothing was answered: free the key so a retry runs again.
        await releaseKey(db, userId, key);
      }
      throw error;
    } finally {
      stopMarking();
    }
  };
}

/** Sends an answer, marking a replay so a client (or a person reading logs) can tell. */
export function sendAnswer(reply: FastifyReply, answer: Answer) {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  if (answer.status === 204) return reply.status(204).send();
  return reply
    .status(answer.status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(answer.body);
}
