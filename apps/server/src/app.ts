import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAccounts } from './app-accounts';
import type { AppDependencies } from './app-dependencies';
import { registerDomains } from './app-domains';
import { registerGameDomains } from './app-games';

import type { Config } from './config';
import { registerCompression } from './http/compression';
import { logError } from './http/error-log';
import { frameworkError, registerErrorHandling } from './http/errors';
import { QuietRequestLog } from './http/request-log';
import { registerSecurityHeaders } from './http/security-headers';
import { startJobQueue } from './jobs/job-queue';
import { registerApiDocs } from './modules/api-docs';
import { previewFrameUrl } from './modules/code-box/preview/preview-server';
import { createFrameSources } from './modules/modules/frame-sources';
import { serveWebApp } from './web/serve-web-app';

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = await createServer(config);
  const frameSources = createFrameSources({
    db: database.db,
    previewFrame: previewFrameUrl(config.preview.origin),
  });
  await frameSources.read();
  registerSecurityHeaders(app, frameSources);
  const platform = await registerAccounts(app, deps, frameSources);
  const { economy, leagues, competitions, learningRecords } = await registerDomains(app, platform);
  const { games, passwordGames } = await registerGameDomains(app, platform, economy, deps.gameBus);
  registerApiDocs(app);
  if (deps.runJobs) {
    const queue = await startJobQueue(
      database,
      [
        { name: 'leagues/close-weeks', cron: '* * * * *', run: () => leagues.closeDueWeeks() },
        {
          name: 'competitions/close-ended',
          cron: '* * * * *',
          run: () => competitions.closeEnded(),
        },
        { name: 'games/end-due-rooms', cron: '* * * * *', run: () => games.endDueRooms() },
        {
          name: 'learning-records/deliver',
          cron: '* * * * *',
          run: () => learningRecords.delivery.run(),
        },
        {
          name: 'password-games/end-idle-rooms',
          cron: '*/5 * * * *',
          run: () => passwordGames.endIdleRooms(),
        },
      ],
      app.log,
    );
    app.addHook('onClose', () => {
      learningRecords.delivery.stop();
      return queue.stop();
    });
  }
  if (deps.serveWeb !== false) await serveWebApp(app, config.webDistDir);
  return app;
}

/** Fastify with what every request goes through: logging, errors, compression, cookies, uploads. */
async function createServer(config: Config) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Written as logged (pino's own destination buffers), so `npm start`'s closing lines, the
      // address and the demo sign-ins, come after the start-up log rather than before it.
      stream: process.stdout,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: { err: logError },
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    logController: new QuietRequestLog(),
    frameworkErrors: frameworkError,
  });
  registerErrorHandling(app);
  acceptEmptyJsonBodies(app);
  await registerCompression(app);
  await app.register(fastifyCookie);
  // Multipart bodies are read only by the handlers that call `request.file()`/`parts()`.
  await app.register(fastifyMultipart);
  return app;
}

/** The web client sends a JSON content type on every call, including body-less DELETEs (spec §7). */
function acceptEmptyJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
