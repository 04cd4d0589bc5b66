import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Config } from '../../../config';
import { previewFramePage, previewFramePolicy, previewPermissionsPolicy } from './preview-frame';

/**
 * The one page the preview's origin serves. The app's pages may frame this address and no other
 * on that origin, so a preview navigating to any other path there is refused before it is sent.
 */
export const previewFrameUrl = (previewOrigin: string) => `${previewOrigin}/preview-frame`;

/** Anything else on the preview's origin: a page that can do nothing at all. */
const nothingPolicy = "default-src 'none'; base-uri 'none'; form-action 'none'; sandbox";

/**
 * The second listener of the same process (decision 0024): the preview's own origin, serving the
 * frame page and nothing else, so a preview that navigates itself finds no app, no API and no
 * cookies of the app's origin. Requests are not logged: a navigation's address could carry
 * what the student's code tried to send.
 */
export function buildPreviewServer(
  config: Pick<Config, 'logLevel' | 'publicUrl' | 'trustProxy'>,
): FastifyInstance {
  const appOrigin = new URL(config.publicUrl).origin;
  const app = Fastify({
    logger: { level: config.logLevel },
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
  });
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', nothingPolicy);
    reply
      .header('permissions-policy', previewPermissionsPolicy)
      .header('x-content-type-options', 'nosniff')
      .header('x-dns-prefetch-control', 'off')
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-cache');
  });
  app.get('/preview-frame', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', previewFramePolicy(appOrigin))
      .send(previewFramePage),
  );
  app.setNotFoundHandler(async (_request, reply) =>
    reply.code(404).type('text/plain; charset=utf-8').send('Not found'),
  );
  return app;
}
