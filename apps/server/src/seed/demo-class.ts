import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { generateCode } from '../modules/classes/codes';
import { classRepository } from '../modules/classes/repository';
import { learningRepository } from '../modules/learning/repository';
import { scoreOf } from '../modules/learning/xapi-statement';
import { queueForLearningRecordStore } from '../modules/learning-records';
import { moduleRepository } from '../modules/modules/repository';
import { hashPassword } from '../modules/sso/passwords';
import type { WalletBook } from '../modules/wallets/wallet-book';
import { seedDemoLeague } from './demo-league';

const weeks = (count: number) => new Date(Date.now() + count * 7 * 86_400_000);

/**
 * Classmates of the demo student, so the roster, the grid and the educator dashboard have
 * something real on first start: one through the module, one failing its form, one who has not
 * started, and one waiting for approval. They cannot sign in (their passwords are random).
 */
const classmates = [
  { firstName: 'Mia', lastName: 'Moreno', progress: 'done' },
  { firstName: 'Leo', lastName: 'Park', progress: 'failing' },
  { firstName: 'Ivy', lastName: 'Chen', progress: 'none' },
  { firstName: 'Noah', lastName: 'Reyes', progress: 'waiting' },
] as const;
type Progress = (typeof classmates)[number]['progress'] | 'reading';

/** A paid class anyone can buy a place in, so the price, checkout and orders show on first start. */
async function seedPaidClass(db: Database, ids: { teacher: string; module: string }) {
  const paid = await classRepository.insert(db, ids.teacher, {
    name: 'Summer Science Camp',
    description: 'Two weeks of plants and climate with a teacher, for any student who joins.',
    term: 'Summer',
    joinMode: 'open',
    showFirstNames: false,
    sequential: true,
    leagues: true,
    leaderboard: true,
    codeBoxFullCode: false,
    price: { amount: 1500, currency: 'usd' },
  });
  await classRepository.setModules(db, paid.id, [{ moduleId: ids.module, dueAt: null }]);
}

/**
 * The demo facilitator's class, with the published Photosynthesis module assigned, the demo
 * student enrolled (and through its e-book already), classmates at other points, a join code
 * that works for two weeks and this week's league. Answers the class's id.
 */
export async function seedDemoClass(
  db: Database,
  book: WalletBook,
  ids: { teacher: string; student: string; module: string },
): Promise<string> {
  const created = await classRepository.insert(db, ids.teacher, {
    name: 'Year 8 Science',
    description: 'Living things and our planet: plants, energy and climate.',
    term: 'Spring term',
    joinMode: 'approval',
    showFirstNames: false,
    sequential: false,
    leagues: true,
    leaderboard: true,
    codeBoxFullCode: false,
    price: null,
  });
  await classRepository.setModules(db, created.id, [{ moduleId: ids.module, dueAt: weeks(3) }]);
  await seedPaidClass(db, ids);
  await classRepository.insertCode(db, {
    code: generateCode(),
    classId: created.id,
    expiresAt: weeks(2),
    maxUses: 40,
    createdBy: ids.teacher,
  });
  const others = await db
    .insert(users)
    .values(
      await Promise.all(
        classmates.map(async ({ firstName, lastName }) => ({
          role: 'student' as const,
          email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@sparked.test`,
          firstName,
          lastName,
          passwordHash: await hashPassword(randomUUID()),
        })),
      ),
    )
    .returning({ id: users.id });
  const learners: { userId: string; progress: Progress }[] = [
    { userId: ids.student, progress: 'reading' },
    ...classmates.map(({ progress }, index) => ({ userId: others[index]?.id ?? '', progress })),
  ];
  const module = await moduleRepository.find(db, ids.module);
  const [ebook, quiz] = (await moduleRepository.outline(db, ids.module)).activities;
  for (const { userId, progress } of learners) {
    await classRepository.addMember(db, {
      classId: created.id,
      userId,
      status: progress === 'waiting' ? 'pending' : 'active',
      via: progress === 'waiting' ? 'code' : 'teacher',
    });
    if (!module?.publishedVersion || !ebook || !quiz) continue;
    const record = async (
      activity: { id: string; type: string; title: string },
      verb: 'completed' | 'passed' | 'failed',
      changes: Parameters<typeof learningRepository.updateState>[2],
    ) => {
      const place = { userId, classId: created.id, moduleId: ids.module, activityId: activity.id };
      const version = module.publishedVersion ?? 1;
      const state = await learningRepository.lockState(db, place, version, new Date());
      await learningRepository.updateState(db, state, changes);
      const percent = changes.bestScore;
      const statementId = randomUUID();
      await learningRepository.insertStatement(db, {
        id: statementId,
        ...place,
        moduleVersion: version,
        verb,
        reply: percent == null ? {} : { percent },
        outcome:
          percent == null
            ? { completion: true }
            : {
                score: scoreOf(percent, 100),
                success: verb === 'passed',
                ...(verb === 'passed' ? { completion: true } : {}),
              },
        activityType: activity.type,
        activityTitle: activity.title,
        moduleTitle: module.title,
        moduleDescription: module.description || null,
      });
      await queueForLearningRecordStore(db, statementId);
    };
    const read = { status: 'completed' as const, completedAt: new Date(), secondsSpent: 420 };
    if (progress === 'reading' || progress === 'done' || progress === 'failing')
      await record(ebook, 'completed', read);
    if (progress === 'done')
      await record(quiz, 'passed', { ...read, attempts: 1, bestScore: 80, secondsSpent: 600 });
    if (progress === 'failing')
      await record(quiz, 'failed', { attempts: 2, bestScore: 40, secondsSpent: 540 });
  }
  // The two classmates who learned this week play in the demo student's league group.
  const learnedThisWeek = { done: 160, failing: 40 } as const;
  await seedDemoLeague(db, book, {
    classId: created.id,
    student: ids.student,
    classmates: learners.flatMap(({ userId, progress }) =>
      progress === 'done' || progress === 'failing'
        ? [{ userId, experience: learnedThisWeek[progress] }]
        : [],
    ),
  });
  return created.id;
}
