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
