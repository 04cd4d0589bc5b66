import type { Database } from '../../db/database';
import type { RateLimiter } from '../../http/rate-limit';
import type { ClassDeps } from './class-access';
import { createClassSettings } from './class-settings';
import { createJoinCodes } from './join-codes';
import { createMembership } from './membership';
import { createReferrals } from './referrals';
import { createRoster } from './roster';

/** The classes domain as its routes and other domains use it: one object of its use cases. */
export function createClassService(options: {
  db: Database;
  limiter: RateLimiter;
  /** Whether a paid class's place can be bought here (payment provider keys are set). */
  paymentsEnabled: boolean;
  now?: () => Date;
}) {
  const deps: ClassDeps = { ...options, now: options.now ?? (() => new Date()) };
  return {
    ...createClassSettings(deps),
    ...createJoinCodes(deps),
    ...createRoster(deps),
    ...createMembership(deps),
    ...createReferrals(deps),
  };
}

export type ClassService = ReturnType<typeof createClassService>;
