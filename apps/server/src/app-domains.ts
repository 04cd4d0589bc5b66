import type { FastifyInstance } from 'fastify';
import type { Platform } from './app-accounts';
import { createStoredFiles } from './files/stored-files';
import { registerAcademy } from './modules/academy';
import { createAcademyService } from './modules/academy/service';
import { registerAdmin } from './modules/admin';
import { createTagsService } from './modules/admin/tags-service';
import { createUsersService } from './modules/admin/users-service';
import { registerAnalytics } from './modules/analytics';
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
import { registerEconomy } from './modules/economy';
import { registerHelpDesk } from './modules/help-desk';
import { registerLeagues } from './modules/leagues';
import { createBoardService } from './modules/leagues/board-service';
import { createLeagueService } from './modules/leagues/league-service';
import { registerLearning } from './modules/learning';
import { createEducatorOverview } from './modules/learning/overview';
import { createLearningService } from './modules/learning/service';
import {
  createLearningRecords,
  queueForLearningRecordStore,
  registerLearningRecords,
} from './modules/learning-records';
import { registerModuleAuthors } from './modules/module-authors';
import { createModuleAuthorService } from './modules/module-authors/service';
import { registerModules } from './modules/modules';
import { createEmbeddableHosts } from './modules/modules/embeddable-hosts';
import { createModuleImages } from './modules/modules/images';
import { createModuleService } from './modules/modules/service';
import { registerPayments } from './modules/payments/register';
import { createPaymentService } from './modules/payments/service';
import { createStripeProvider } from './modules/payments/stripe';
import { registerStudentArea } from './modules/student-area';
import { registerEvents } from './modules/student-area/events-register';
import { createEventService } from './modules/student-area/events-service';
import { createStudentAreaService } from './modules/student-area/service';
import { registerThemes } from './modules/themes';

/** Authoring: themes, analytics, module authors, the clipboard, modules and their images. */
function registerAuthoring(app: FastifyInstance, { db, config, now, frameSources }: Platform) {
  registerThemes(app, { db });
  registerAnalytics(app, { db });
  registerModuleAuthors(app, { authors: createModuleAuthorService({ db }) });
  registerClipboard(app, { clipboard: createClipboardService({ db, now }) });
  const hosts = createEmbeddableHosts({ db, onChange: frameSources.read });
  registerModules(app, {
    hosts,
    modules: createModuleService({ db, hosts }),
    images: createModuleImages({ db, files: createStoredFiles(config.moduleImagesDir, 'webp') }),
  });
}

/** Classes, the academy and payments for them, built on one class service. */
function registerTeaching(app: FastifyInstance, { db, config, now, rateLimiter }: Platform) {
  const paymentsEnabled = config.stripe !== null;
  const classes = createClassService({ db, limiter: rateLimiter, paymentsEnabled, now });
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
      now,
    }),
  });
  return classes;
}

/**
 * Every domain but the games, in the order they build on each other: authoring, the economy,
 * teaching, certificates, the student area, learning, the help desk, admin, the learning record
 * store and the code box.
 * Answers what the games and the scheduled jobs need.
 */
export async function registerDomains(app: FastifyInstance, platform: Platform) {
  const { db, config, now, keys, standing, rateLimiter, resets } = platform;
  registerAuthoring(app, platform);
  const economy = registerEconomy(app, { db, config, now });
  const classes = registerTeaching(app, platform);
  const certificates = createCertificateService({
    db,
    keys,
    issuer: { url: config.publicUrl, name: 'Sparked' },
    now,
  });
  registerCertificates(app, { certificates });
  const leagues = createLeagueService({ db, rewards: economy.rewards, now });
  registerLeagues(app, { leagues, boards: createBoardService({ db }) });
  const area = createStudentAreaService({ db, rewards: economy.rewards, leagues, now });
  registerStudentArea(app, { area });
  const competitions = createCompetitionService({ db, book: economy.book, now });
  registerCompetitions(app, { competitions });
  registerEvents(app, { events: createEventService({ db, book: economy.book, now }) });
  registerLearning(app, {
    classes,
    learning: createLearningService({
      db,
      ...economy,
      certificates,
      area,
      statementWritten: queueForLearningRecordStore,
      now,
    }),
    overview: createEducatorOverview({ db, classes }),
  });
  await registerHelpDesk(app, { db, config, rateLimiter, ...economy });
  const users = createUsersService({ db, book: economy.book, standing });
  registerAdmin(app, { db, users, tags: createTagsService({ db, users }), resets });
  const clock = now ?? (() => new Date());
  const learningRecords = createLearningRecords({ db, config, now: clock, log: app.log });
  registerLearningRecords(app, learningRecords);
  registerCodeBox(app, {
    codeBoxes: createCodeBoxService({ db, provider: createCodeBoxProvider(config.llm) }),
    previewFrameUrl: previewFrameUrl(config.preview.origin),
  });
  return { economy, leagues, competitions, learningRecords };
}
