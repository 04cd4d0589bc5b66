import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { endpoints } from '@sparked/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { createStoredFiles } from './files/stored-files';
import { createAuthorize, createTokenCheck } from './http/authenticate';
import { registerCompression } from './http/compression';
import { logError } from './http/error-log';
import { frameworkError, registerErrorHandling } from './http/errors';
import { RateLimiter, type RateLimitStore } from './http/rate-limit';
import { QuietRequestLog } from './http/request-log';
import { registerEndpoints } from './http/route';
import { registerSecurityHeaders } from './http/security-headers';
import { startJobQueue } from './jobs/job-queue';
import { createMailer } from './mail/mailer';
import { registerAcademy } from './modules/academy';
import { createAcademyService } from './modules/academy/service';
import { registerAdmin } from './modules/admin';
import { createTagsService } from './modules/admin/tags-service';
import { createUsersService } from './modules/admin/users-service';
import { registerAnalytics } from './modules/analytics';
import { registerApiDocs } from './modules/api-docs';
import { registerCertificates } from './modules/certificates';
import { createCertificateService } from './modules/certificates/service';
import { registerClasses } from './modules/classes';
import { createClassService } from './modules/classes/service';
import { registerClipboard } from './modules/clipboard';
import { createClipboardService } from './modules/clipboard/service';
import { registerCodeBox } from './modules/code-box';
import { previewFrameUrl } from './modules/code-box/preview/preview-server';
import { createCodeBoxProvider } from './modules/code-box/providers';
import { createCodeBoxService } from './modules/code-box/service';
import { registerCompetitions } from './modules/competitions';
import { createCompetitionService } from './modules/competitions/competition-service';
import { createAccountStanding } from './modules/core/account-standing';
import { registerEconomy } from './modules/economy';
import { registerGames } from './modules/games';
import { createMemoryGameBus, type GameBus } from './modules/games/game-bus';
import { registerLiveSocket, registerWebSockets } from './modules/games/live-socket';
import { createGameService } from './modules/games/service';
import { registerHealth } from './modules/health';
import { registerHelpDesk } from './modules/help-desk';
import { registerLeagues } from './modules/leagues';
import { createBoardService } from './modules/leagues/board-service';
import { createLeagueService } from './modules/leagues/league-service';
import { registerLearning } from './modules/learning';
import { createEducatorOverview } from './modules/learning/overview';
import { createLearningService } from './modules/learning/service';
import { registerModuleAuthors } from './modules/module-authors';
import { createModuleAuthorService } from './modules/module-authors/service';
import { registerModules } from './modules/modules';
import { createEmbeddableHosts } from './modules/modules/embeddable-hosts';
import { createFrameSources } from './modules/modules/frame-sources';
import { createModuleImages } from './modules/modules/images';
import { createModuleService } from './modules/modules/service';
import { registerPasswordGame } from './modules/password-game';
import { createPasswordGameService } from './modules/password-game/service';
import { registerPayments } from './modules/payments/register';
import { createPaymentService } from './modules/payments/service';
import { createStripeProvider } from './modules/payments/stripe';
import { registerPuzzles } from './modules/puzzles';
import { createPuzzleService } from './modules/puzzles/service';
import { createAccessTokens } from './modules/sso/access-tokens';
import { createPasswordResets } from './modules/sso/password-resets';
import { registerSso } from './modules/sso/register';
import { createSsoService } from './modules/sso/service';
import { loadSigningKeys } from './modules/sso/signing-keys';
import { createTakenEmailNotice } from './modules/sso/taken-email-notice';
import { registerStudentArea } from './modules/student-area';
import { registerEvents } from './modules/student-area/events-register';
import { createEventService } from './modules/student-area/events-service';
import { createStudentAreaService } from './modules/student-area/service';
import { registerThemes } from './modules/themes';
import { serveWebApp } from './web/serve-web-app';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  rateLimitStore: RateLimitStore;
  /** Carries "a game room changed" between instances; in memory when there is one instance. */
  gameBus?: GameBus;
  /** Off in API tests that need no web build. */
  serveWeb?: boolean;
  /** The time refills and daily rewards are computed from; tests move it. */
  now?: () => Date;
  /** Parse every success body with its response schema: on in development and tests. */
  checkResponses?: boolean;
  /** Run the scheduled jobs (league weeks); off in tests, which run them when they choose. */
  runJobs?: boolean;
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
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
  const frameSources = createFrameSources({
    db: database.db,
    previewFrame: previewFrameUrl(config.preview.origin),
  });
  await frameSources.read();
  registerSecurityHeaders(app, frameSources);

  const keys = await loadSigningKeys(database.db);
  const accessTokens = createAccessTokens(keys, {
    audience: config.auth.audience,
    ttlSeconds: config.auth.accessTokenTtlSeconds,
  });
  const standing = createAccountStanding(database.db, {
    ttlSeconds: config.auth.accountCheckSeconds,
  });
  const checkToken = createTokenCheck(accessTokens, standing);
  const db = database.db;
  const rateLimiter = new RateLimiter(deps.rateLimitStore, config.rateLimit.windowSeconds * 1000);
  registerEndpoints(app, {
    authorize: createAuthorize(checkToken),
    checkResponses: deps.checkResponses ?? false,
    db,
    admitSocket: (ip) =>
      rateLimiter.consume(
        [{ key: `socket:ip:${ip}`, max: config.rateLimit.socketsMax }],
        'Too many live connections from your network.',
      ),
  });

  registerHealth(app, { database });
  const mailer = createMailer(config.mail, app.log);
  const resets = createPasswordResets({
    db,
    mailer,
    rateLimiter,
    standing,
    config,
    log: app.log,
    now: deps.now,
  });
  registerSso(app, {
    keys,
    config,
    service: createSsoService({
      db,
      accessTokens,
      rateLimiter,
      config,
      notifyTakenEmail: createTakenEmailNotice({
        db,
        mailer,
        log: app.log,
        publicUrl: config.publicUrl,
      }),
    }),
    resets,
  });
  registerThemes(app, { db });
  registerAnalytics(app, { db });
  registerModuleAuthors(app, { authors: createModuleAuthorService({ db }) });
  registerClipboard(app, { clipboard: createClipboardService({ db, now: deps.now }) });
  const hosts = createEmbeddableHosts({ db, onChange: frameSources.read });
  registerModules(app, {
    hosts,
    modules: createModuleService({ db, hosts }),
    images: createModuleImages({ db, files: createStoredFiles(config.moduleImagesDir, 'webp') }),
  });
  const economy = registerEconomy(app, { db, config, now: deps.now });
  const paymentsEnabled = config.stripe !== null;
  const classes = createClassService({ db, limiter: rateLimiter, paymentsEnabled, now: deps.now });
  registerClasses(app, { classes });
  const academy = createAcademyService({ db, paymentsEnabled });
  registerAcademy(app, { academy });
  registerPayments(app, {
    payments: createPaymentService({
      db,
      academy,
      classes,
      provider: config.stripe ? createStripeProvider(config.stripe) : null,
      publicUrl: config.publicUrl,
      now: deps.now,
    }),
  });
  const certificates = createCertificateService({
    db,
    keys,
    issuer: { url: config.publicUrl, name: 'Sparked' },
    now: deps.now,
  });
  registerCertificates(app, { certificates });
  const leagues = createLeagueService({ db, rewards: economy.rewards, now: deps.now });
  registerLeagues(app, { leagues, boards: createBoardService({ db }) });
  const area = createStudentAreaService({
    db,
    rewards: economy.rewards,
    leagues,
    now: deps.now,
  });
  registerStudentArea(app, { area });
  const competitions = createCompetitionService({ db, book: economy.book, now: deps.now });
  registerCompetitions(app, { competitions });
  registerEvents(app, {
    events: createEventService({ db, book: economy.book, now: deps.now }),
  });
  registerLearning(app, {
    classes,
    learning: createLearningService({ db, ...economy, certificates, area, now: deps.now }),
    overview: createEducatorOverview({ db, classes }),
  });
  await registerHelpDesk(app, { db, config, rateLimiter, ...economy });
  const users = createUsersService({ db, book: economy.book, standing });
  registerAdmin(app, { db, users, tags: createTagsService({ db, users }), resets });
  registerCodeBox(app, {
    codeBoxes: createCodeBoxService({ db, provider: createCodeBoxProvider(config.llm) }),
    previewFrameUrl: previewFrameUrl(config.preview.origin),
  });
  const now = deps.now ?? (() => new Date());
  const gameBus = deps.gameBus ?? createMemoryGameBus();
  const games = createGameService({
    db,
    book: economy.book,
    bus: gameBus,
    limiter: rateLimiter,
    publicUrl: config.publicUrl,
    now,
  });
  const passwordGames = createPasswordGameService({
    db,
    book: economy.book,
    bus: gameBus,
    limiter: rateLimiter,
    publicUrl: config.publicUrl,
    now,
  });
  registerGames(app, { games, passwordGames });
  registerPasswordGame(app, { passwordGames });
  await registerWebSockets(app);
  registerLiveSocket(app, endpoints.gameLive, { rooms: games, bus: gameBus, checkToken });
  registerLiveSocket(app, endpoints.passwordLive, {
    rooms: passwordGames,
    bus: gameBus,
    checkToken,
  });
  registerPuzzles(app, { puzzles: createPuzzleService({ db, ...economy, now }) });
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
          name: 'password-games/end-idle-rooms',
          cron: '*/5 * * * *',
          run: () => passwordGames.endIdleRooms(),
        },
      ],
      app.log,
    );
    app.addHook('onClose', () => queue.stop());
  }
  if (deps.serveWeb !== false) await serveWebApp(app, config.webDistDir);
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
