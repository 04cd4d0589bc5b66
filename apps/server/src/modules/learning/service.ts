import type { Database } from '../../db/database';
import type { CertificateService } from '../certificates';
import type { RewardService } from '../rewards';
import type { StudentAreaService } from '../student-area';
import type { WalletBook } from '../wallets';
import type { LearningDeps } from './activity-engine';
import { createClassProgress } from './class-progress';
import { createPlaying } from './playing';
import { createRecording } from './recording';
import { createScormRecording } from './scorm-runtime';

/**
 * The player's side of the learning loop: what a student may play, where they are,
 * marking, completion and its rewards. Every call checks the student's enrolment; every change
 * is a statement with the client's id, so a repeated call changes nothing.
 */
export function createLearningService(options: {
  db: Database;
  rewards: RewardService;
  book: WalletBook;
  certificates: CertificateService;
  /** Streaks: completing an activity makes today a day of learning. */
  area: Pick<StudentAreaService, 'learned'>;
  /** Told of each new statement inside its transaction (the learning record store's outbox). */
  statementWritten: LearningDeps['statementWritten'];
  now?: () => Date;
}) {
  const deps: LearningDeps = { ...options, now: options.now ?? (() => new Date()) };
  return {
    ...createPlaying(deps),
    ...createRecording(deps),
    ...createScormRecording(deps),
    ...createClassProgress(deps),
  };
}
export type LearningService = ReturnType<typeof createLearningService>;
