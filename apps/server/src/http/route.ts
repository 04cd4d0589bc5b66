import { Readable } from 'node:stream';
import {
  type AccessTokenClaims,
  type Endpoint,
  type EndpointInput,
  type EndpointResponseInput,
  mountedPath,
} from '@sparked/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Database } from '../db/database';
import type { Authorize } from './authenticate';
import { AppError } from './errors';
import { createIdempotency, type IdempotentTransaction, sendAnswer } from './idempotency';
import { readingChanges } from './reading-changes';
import { parseWith } from './validation';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's exact text, on routes whose entry asks for it (`rawBody`). */
    rawBody?: string;
  }
  interface FastifyContextConfig {
    /** The endpoint-table entry a route was registered from (read by the OpenAPI parity test). */
    endpoint?: Endpoint;
  }
  interface FastifyInstance {
    /** Registers the handler of one endpoint-table entry; the only way a route is added. */
    endpoint: RegisterEndpoint;
    /** Registers an entry that is a WebSocket: its GET upgrades; a plain GET answers 426. */
    socketEndpoint: (endpoint: Endpoint, onSocket: (socket: WebSocket) => void) => void;
  }
}

export type RouteUser<E extends Endpoint> = E['auth'] extends 'public'
  ? AccessTokenClaims | null
  : AccessTokenClaims;

export type RouteContext<E extends Endpoint> = EndpointInput<E> & {
  user: RouteUser<E>;
  request: FastifyRequest;
  reply: FastifyReply;
} & (E extends { idempotent: true }
    ? {
        /**
         * One transaction that also stores the answer under the request's Idempotency-Key: a
         * handler that moves value does its work in it and returns what it returns.
         */
        transaction: IdempotentTransaction;
      }
    : unknown);

/**
 * A handler gets the parsed inputs and the authorised user and returns the success body; the
 * helper sends it with the entry's status. A handler that answers on its own (a file, a stored
 * idempotent answer) returns the reply it sent.
 */
export type RouteHandler<E extends Endpoint> = (
  context: RouteContext<E>,
) => Promise<EndpointResponseInput<E> | FastifyReply>;

export type RegisterEndpoint = <E extends Endpoint>(
  this: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
) => void;

/** `/a/{b}` → `/a/:b`, Fastify's form. */
const fastifyUrl = (endpoint: Endpoint) => mountedPath(endpoint).replace(/\{([A-Za-z]+)\}/g, ':$1');

/**
 * `app.endpoint(entry, handler)`, the one way a route is registered: method and path from the table, authorisation from its
 * `auth` (checked first, so a caller without access learns nothing from validation), params, query
 * and JSON body parsed with its schemas. With `checkResponses` (development and tests) every
 * success body is parsed with the response schema, and a mismatch, or a body that reading would
 * change (a default not filled in), is a 500 rather than a client surprise. An entry marked
 * `idempotent` honours an Idempotency-Key (decision 0003) around its handler, so no handler
 * repeats that logic.
 */
export function registerEndpoints(
  app: FastifyInstance,
  options: {
    authorize: Authorize;
    checkResponses: boolean;
    db: Database;
    /** Throws (429) to refuse a WebSocket upgrade from this address. */
    admitSocket: (ip: string) => Promise<void>;
  },
): void {
  const { authorize, checkResponses } = options;
  const answerOnce = createIdempotency(options.db);
  // Called as `instance.endpoint(...)`, so the route belongs to the domain plugin that adds it.
  const register: RegisterEndpoint = function (endpoint, handler) {
    const responseSchema = endpoint.response;
    this.route({
      method: endpoint.method,
      url: fastifyUrl(endpoint),
      config: { endpoint },
      ...(endpoint.maxBodyBytes ? { bodyLimit: endpoint.maxBodyBytes } : {}),
      // Keeps the exact bytes a signature was made over; the body is parsed as usual after.
      preParsing: endpoint.rawBody
        ? async (request, _reply, payload) => {
            const chunks: Buffer[] = [];
            for await (const chunk of payload) chunks.push(chunk as Buffer);
            const raw = Buffer.concat(chunks);
            request.rawBody = raw.toString('utf8');
            return Readable.from([raw]);
          }
        : undefined,
      onSend:
        checkResponses && responseSchema
          ? async (request, reply, payload) => {
              if (reply.statusCode >= 300 || typeof payload !== 'string') return payload;
              const sent: unknown = JSON.parse(payload);
              const result = responseSchema.safeParse(sent);
              if (!result.success) {
                request.log.error({ issues: result.error.issues }, 'response breaks its contract');
                throw new AppError(500, 'internal_error', 'The response broke its contract.');
              }
              const changed = readingChanges(sent, result.data);
              if (changed === null) return payload;
              request.log.error({ at: changed }, 'reading the response would change it');
              throw new AppError(500, 'internal_error', 'The response is not as its schema reads.');
            }
          : undefined,
      handler: async (request, reply) => {
        const user = await authorize(request, endpoint.auth);
        const input = {
          params: endpoint.params ? parseWith(endpoint.params, request.params, 'path') : {},
          query: endpoint.query ? parseWith(endpoint.query, request.query, 'query') : {},
          body:
            endpoint.body && endpoint.bodyType !== 'multipart'
              ? parseWith(endpoint.body, request.body, 'request body')
              : undefined,
        } as EndpointInput<typeof endpoint>;
        const context = { ...input, user: user as RouteUser<typeof endpoint>, request, reply };
        const status = endpoint.status ?? 200;
        if (endpoint.idempotent) {
          // Keys belong to the user who sent them; the table has no public idempotent entry.
          if (!user) throw new Error(`${endpoint.path} is idempotent but public.`);
          const answer = await answerOnce(request, user.id, status, (transaction) =>
            handler({ ...context, transaction } as RouteContext<typeof endpoint>),
          );
          return sendAnswer(reply, answer);
        }
        const result = await handler(context as RouteContext<typeof endpoint>);
        if (result === reply) return reply;
        reply.status(status);
        return endpoint.status === 204 ? reply.send() : result;
      },
    });
  };
  app.decorate('endpoint', register);
  app.decorate(
    'socketEndpoint',
    function (this: FastifyInstance, endpoint: Endpoint, onSocket: (socket: WebSocket) => void) {
      if (!endpoint.socket)
        throw new Error(`${endpoint.path} is not a socket in the endpoint table.`);
      this.route({
        method: 'GET',
        url: fastifyUrl(endpoint),
        config: { endpoint },
        // Before the upgrade, so a refused socket is an ordinary HTTP answer with Retry-After.
        preValidation: async (request) => options.admitSocket(request.ip),
        wsHandler: (socket) => onSocket(socket),
        handler: async () => {
          throw new AppError(426, 'bad_request', 'This address is a WebSocket: open it as one.');
        },
      });
    },
  );
}
