import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import type { RateLimitStore } from './http/rate-limit';
import type { GameBus } from './modules/core/game-bus';

/** What the server is built from: its settings, its database and what tests and instances share. */
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
