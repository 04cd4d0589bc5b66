import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDependencies } from './app-dependencies';
import { registerPlatform } from './app-platform';
import type { Config } from './config';
import { registerCompression } from './http/compression';
import { logError } from './http/error-log';
import { frameworkError, registerErrorHandling } from './http/errors';
import { newRequestId, QuietRequestLog } from './http/request-log';
import { registerSecurityHeaders } from './http/security-headers';
import { academyPlugin } from './modules/academy';
import { adminPlugin } from './modules/admin';
import { analyticsPlugin } from './modules/analytics';
import { apiDocsPlugin } from './modules/api-docs';
import { assistantsPlugin } from './modules/assistants';
import { avatarsPlugin } from './modules/avatars';
import { certificatesPlugin } from './modules/certificates';
import { classesPlugin } from './modules/classes';
import { clipboardPlugin } from './modules/clipboard';
import { codeBoxPlugin, previewFrameUrl } from './modules/code-box';
import { competitionsPlugin } from './modules/competitions';
import { startJobQueue } from './modules/core/job-queue';
import { gamesPlugin } from './modules/games';
import { healthPlugin } from './modules/health';
import { helpDeskPlugin } from './modules/help-desk';
import { leaguesPlugin } from './modules/leagues';
import { learningPlugin } from './modules/learning';
import { learningRecordsPlugin } from './modules/learning-records';
import { createFrameAncestors, ltiPlugin } from './modules/lti';
import { moduleAuthorsPlugin } from './modules/module-authors';
import { createFrameSources, modulesPlugin } from './modules/modules';
import { passwordGamePlugin } from './modules/password-game';
import { paymentsPlugin } from './modules/payments';
import { puzzlesPlugin } from './modules/puzzles';
import { rewardsPlugin } from './modules/rewards';
import { scormPlugin } from './modules/scorm';
import { ssoPlugin } from './modules/sso';
import { storePlugin } from './modules/store';
import { studentAreaPlugin } from './modules/student-area';
import { themesPlugin } from './modules/themes';
import { walletsPlugin } from './modules/wallets';
import { serveWebApp } from './web/serve-web-app';

/**
 * Every domain, registered in this order (decision 0026). A domain comes after the ones it
 * declares as dependencies; Fastify refuses to start otherwise. API docs come last: they describe
 * the whole table.
 */
const domains = [
  healthPlugin,
  ssoPlugin,
  themesPlugin,
  analyticsPlugin,
  moduleAuthorsPlugin,
  clipboardPlugin,
  modulesPlugin,
  walletsPlugin,
  rewardsPlugin,
  storePlugin,
  avatarsPlugin,
  classesPlugin,
  academyPlugin,
  paymentsPlugin,
  certificatesPlugin,
  leaguesPlugin,
  studentAreaPlugin,
  competitionsPlugin,
  learningPlugin,
  learningRecordsPlugin,
  assistantsPlugin,
  helpDeskPlugin,
  adminPlugin,
  codeBoxPlugin,
  passwordGamePlugin,
  gamesPlugin,
  puzzlesPlugin,
  ltiPlugin,
  scormPlugin,
  apiDocsPlugin,
];

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = await createServer(config);
  const frameSources = createFrameSources({
    db: database.db,
    // The code box's preview page and SCORM launchers (decision 0036), both on the sandbox origin.
    previewFrame: `${previewFrameUrl(config.preview.origin)} ${config.preview.origin}/scorm-launch/`,
  });
  await frameSources.read();
  registerSecurityHeaders(app, frameSources);
  const frameAncestors = createFrameAncestors({ db: database.db });
  await frameAncestors.read();
  const jobs = await registerPlatform(app, deps, frameSources, frameAncestors);
  for (const domain of domains) await app.register(domain);
  if (deps.runJobs) {
    const queue = await startJobQueue(database, jobs, app.log, {
      metrics: app.platform.metrics,
      // Hands a job still running back a second before the grace ends and the process exits.
      stopTimeoutMs: Math.max(1, config.shutdown.graceSeconds - 1) * 1000,
    });
    app.platform.jobs.attach(queue);
    app.addHook('onClose', () => queue.stop());
  }
  if (deps.serveWeb !== false) await serveWebApp(app, config.webDistDir, frameAncestors);
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
    // Read by newRequestId, which keeps a proxy's id only when it looks like one.
    requestIdHeader: false,
    genReqId: newRequestId,
  });
  // Every answer names its request, so a person reporting an error can quote the id the logs carry.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
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
