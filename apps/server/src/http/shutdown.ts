import type { FastifyInstance } from 'fastify';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Stops an instance the way a load balancer expects (decision 0037): `/readyz` fails at once, the
 * instance keeps serving for `delaySeconds` while the balancer notices, then stops accepting
 * connections and waits for the requests in flight (Fastify answers 503 to new ones meanwhile),
 * closes live sockets with 1012 so players reconnect elsewhere, and hands its jobs back. Answers
 * whether everything finished within `graceSeconds` and how long the drain took.
 */
export async function drain(
  app: FastifyInstance,
  { delaySeconds, graceSeconds }: { delaySeconds: number; graceSeconds: number },
): Promise<{ finished: boolean; ms: number }> {
  const started = performance.now();
  app.platform.lifecycle.beginDrain();
  if (delaySeconds > 0) await pause(delaySeconds * 1000);
  const finished = await Promise.race([
    app.close().then(() => true),
    pause(graceSeconds * 1000).then(() => false),
  ]);
  return { finished, ms: Math.round(performance.now() - started) };
}
