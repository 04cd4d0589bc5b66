import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { createMemoryStore, createRedisStore } from './http/rate-limit';
import { drain } from './http/shutdown';
import { buildPreviewServer } from './modules/code-box';
import { createMemoryGameBus, createRedisGameBus } from './modules/core/game-bus';
import { unhandledRejectionHandler } from './modules/core/job-queue-rejections';
import { createPackageFiles, registerScormSandbox } from './modules/scorm';
import { demoAccounts } from './seed/demo-accounts';
import { prepareDatabase } from './seed/prepare';

/** Milliseconds since the process started, for the start-up figures (under 5 s, decision 0041). */
const sinceStart = () => Math.round(performance.now());

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  const opened = sinceStart();
  await prepareDatabase(database, config);
  const prepared = sinceStart();
  const rateLimitStore = config.redisUrl ? createRedisStore(config.redisUrl) : createMemoryStore();
  const gameBus = config.redisUrl ? createRedisGameBus(config.redisUrl) : createMemoryGameBus();
  // `npm run dev` checks every answer against its contract; a served product does not pay for it.
  const checkResponses = process.env.NODE_ENV === 'development';
  const app = await buildApp({
    config,
    database,
    rateLimitStore,
    gameBus,
    checkResponses,
    runJobs: true,
  });
  const built = sinceStart();
  process.on('unhandledRejection', unhandledRejectionHandler(app.log));
  const preview = buildPreviewServer(config);
  // SCORM packages play from the same sandbox origin (decision 0036).
  registerScormSandbox(preview, {
    files: createPackageFiles(app.platform.files),
    appOrigin: new URL(config.publicUrl).origin,
  });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'stopping: no longer ready, draining requests in flight');
    const { finished, ms } = await drain(app, config.shutdown);
    if (finished) app.log.info({ ms }, 'drained');
    else
      app.log.warn(
        { ms },
        'requests still running at the end of the grace period; stopping anyway',
      );
    await preview.close();
    await rateLimitStore.close();
    await gameBus.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  await preview.listen({ port: config.preview.port, host: config.host });
  // Where start-up time goes: loading the code, migrations and seeds, building the app.
  const startup = { opened, prepared, built, listening: sinceStart() };
  app.log.info(
    { address, preview: config.preview.origin, database: database.kind, startupMs: startup },
    'Sparked is listening',
  );
  // Last, after the start-up logs, so the two things a person needs are on screen.
  if (config.seedDemoData) {
    const lines = demoAccounts.map(
      (a) => `  ${a.role.padEnd(12)} ${a.email.padEnd(28)} ${a.password}`,
    );
    console.log(`\nDemo sign-ins (role, email, password):\n${lines.join('\n')}`);
  }
  console.log(`\nSparked is ready at ${address.replace('127.0.0.1', 'localhost')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Sparked failed to start:', error);
  }
  process.exit(1);
});
