import { randomUUID } from 'node:crypto';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** A request slower than this is worth a line at `info`. */
export const slowRequestMs = 1000;

/**
 * One line per request, off the hot path: server errors and slow requests at `info`, the rest
 * (and the incoming-request line) at `debug`, so a busy server's log keeps what a person needs.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    _request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const ms = reply.elapsedTime;
    const details = { res: reply, responseTime: ms };
    if (error) reply.log.error({ ...details, err: error }, 'request errored');
    else if (reply.statusCode >= 500 || ms >= slowRequestMs)
      reply.log.info(details, 'request completed');
    else reply.log.debug(details, 'request completed');
  }
}

const acceptableRequestId = /^[\w.:-]{1,64}$/;

/**
 * A request's id: the one a proxy in front sent (`X-Request-Id`, e.g. HAProxy's `unique-id`), so
 * its log and ours name the same request, when it looks like an id; a new UUID otherwise.
 */
export function newRequestId(request: { headers: Record<string, unknown> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && acceptableRequestId.test(given) ? given : randomUUID();
}
