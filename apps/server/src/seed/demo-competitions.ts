import type { CompetitionFields } from '@sparked/contracts';
import type { Database } from '../db/database';
import { competitionRepository } from '../modules/competitions/competition-repository';

const days = (count: number) => new Date(Date.now() + count * 86_400_000).toISOString();

const podium = (points: [number, number, number], diamonds: number) =>
  [
    { place: 1, wallet: 'ACHIEVEMENT_POINTS', amount: points[0] },
    { place: 1, wallet: 'DIAMONDS', amount: diamonds },
    { place: 2, wallet: 'ACHIEVEMENT_POINTS', amount: points[1] },
    { place: 3, wallet: 'ACHIEVEMENT_POINTS', amount: points[2] },
  ] as const satisfies CompetitionFields['prizes'];

/**
 * The four competitions of spec §2, each at its own page: the spring one for the demo class, the
 * two AI ones open to anyone who registers, and the winter one (its games come with the game
 * arena) open for registration before it starts.
 */
export async function seedDemoCompetitions(db: Database, ids: { classId: string }) {
  const competitions: CompetitionFields[] = [
    {
      slug: 'spring-competition',
      title: 'Spring Science Sprint',
      description: 'Year 8 Science against the clock: every activity you finish scores.',
      rules:
        'Your score is the experience you earn while the sprint runs.\nThe top three of the class win points, and the winner diamonds too.',
      startsAt: days(-3),
      endsAt: days(25),
      registration: 'classes',
      classIds: [ids.classId],
      prizes: [...podium([300, 150, 75], 25)],
    },
    {
      slug: 'winter-competition',
      title: 'Winter Games Cup',
      description: 'Password, game master and puzzle maker, played through the winter.',
      rules: 'Register before it starts.\nEvery game and activity you finish in the window scores.',
      startsAt: days(20),
      endsAt: days(80),
      registration: 'open',
      classIds: [],
      prizes: [...podium([500, 250, 100], 50)],
    },
    {
      slug: 'ai-competition',
      title: 'AI Competition',
      description:
        'Learn how artificial intelligence works, one activity at a time, and climb the board.',
      rules:
        'Open to every student who registers.\nYour score is the experience you earn while it runs.\nThe top three win points, and the winner diamonds too.',
      startsAt: days(-2),
      endsAt: days(40),
      registration: 'open',
      classIds: [],
      prizes: [...podium([400, 200, 100], 40)],
    },
    {
      slug: 'rtu-ai-competition',
      title: 'RTU AI Competition',
      description: 'The Rizal Technological University edition of the AI competition.',
      rules:
        'Open to every student who registers.\nYour score is the experience you earn while it runs.',
      startsAt: days(-1),
      endsAt: days(30),
      registration: 'open',
      classIds: [],
      prizes: [...podium([400, 200, 100], 40)],
    },
  ];
  for (const fields of competitions) {
    const row = await competitionRepository.insert(db, fields);
    await competitionRepository.setClasses(db, row.id, fields.classIds);
  }
}
