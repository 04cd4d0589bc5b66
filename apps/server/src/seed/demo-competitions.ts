import type { CompetitionFields } from '@sparked/contracts';
import type { Database } from '../db/database';
import { competitionRepository } from '../modules/competitions/competition-repository';
import { seededCompetitions } from '../modules/competitions/seeded-texts';

const days = (count: number) => new Date(Date.now() + count * 86_400_000).toISOString();

const podium = (points: [number, number, number], diamonds: number) =>
  [
    { place: 1, wallet: 'ACHIEVEMENT_POINTS', amount: points[0] },
    { place: 1, wallet: 'DIAMONDS', amount: diamonds },
    { place: 2, wallet: 'ACHIEVEMENT_POINTS', amount: points[1] },
    { place: 3, wallet: 'ACHIEVEMENT_POINTS', amount: points[2] },
  ] as const satisfies CompetitionFields['prizes'];

/** A seeded competition's texts in English, as the database holds them until an admin edits. */
const textsOf = (slug: keyof typeof seededCompetitions) => {
  const { title, description, rules } = seededCompetitions[slug];
  return { slug, title: title.message, description: description.message, rules: rules.message };
};

/**
 * The four competitions of spec §2, each at its own page: the spring one for the demo class, the
 * two AI ones open to anyone who registers, and the winter one (its games come with the game
 * arena) open for registration before it starts.
 */
export async function seedDemoCompetitions(db: Database, ids: { classId: string }) {
  const competitions: CompetitionFields[] = [
    {
      ...textsOf('spring-competition'),
      startsAt: days(-3),
      endsAt: days(25),
      registration: 'classes',
      classIds: [ids.classId],
      prizes: [...podium([300, 150, 75], 25)],
    },
    {
      ...textsOf('winter-competition'),
      startsAt: days(20),
      endsAt: days(80),
      registration: 'open',
      classIds: [],
      prizes: [...podium([500, 250, 100], 50)],
    },
    {
      ...textsOf('ai-competition'),
      startsAt: days(-2),
      endsAt: days(40),
      registration: 'open',
      classIds: [],
      prizes: [...podium([400, 200, 100], 40)],
    },
    {
      ...textsOf('rtu-ai-competition'),
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
