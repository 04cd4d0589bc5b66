import type { Database } from '../../db/database';
import { conflict } from '../../http/errors';
import { statusOf } from '../core/event-status';
import { competitionRepository } from './competition-repository';

/**
 * What a competition's games need before anything is played or made for it: the competition
 * runs now. Its standings count the experience earned inside its window only.
 */
export async function assertCompetitionRunning(db: Database, slug: string | null, at: Date) {
  if (!slug) return;
  const competition = await competitionRepository.bySlug(db, slug);
  if (!competition || statusOf(competition, at) !== 'live')
    throw conflict(
      /*i18n*/ {
        id: 'competitions.the-competition-is-not-running-now',
        message: 'The competition is not running now, so its games are closed.',
      },
    );
}
