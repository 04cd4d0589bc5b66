import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { generateCode } from '../modules/classes/codes';
import { classRepository } from '../modules/classes/repository';
import { learningRepository } from '../modules/learning/repository';
import { moduleRepository } from '../modules/modules/repository';

const weeks = (count: number) => new Date(Date.now() + count * 7 * 86_400_000);

/**
 * The demo facilitator's class, with the published Photosynthesis module assigned, the demo
 * student enrolled (and through its e-book already) and a join code that works for two weeks.
 */
export async function seedDemoClass(
  db: Database,
  ids: { teacher: string; student: string; module: string },
) {
  const created = await classRepository.insert(db, ids.teacher, {
    name: 'Year 8 Science',
    description: 'Living things and our planet: plants, energy and climate.',
    term: 'Spring term',
    joinMode: 'approval',
    showFirstNames: false,
    sequential: false,
  });
  await classRepository.setModules(db, created.id, [{ moduleId: ids.module, dueAt: weeks(3) }]);
  await classRepository.addMember(db, {
    classId: created.id,
    userId: ids.student,
    status: 'active',
    via: 'teacher',
  });
  await classRepository.insertCode(db, {
    code: generateCode(),
    classId: created.id,
    expiresAt: weeks(2),
    maxUses: 40,
    createdBy: ids.teacher,
  });
  const module = await moduleRepository.find(db, ids.module);
  const [first] = (await moduleRepository.outline(db, ids.module)).activities;
  if (!module?.publishedVersion || !first) return;
  const place = {
    userId: ids.student,
    classId: created.id,
    moduleId: ids.module,
    activityId: first.id,
  };
  const state = await learningRepository.lockState(db, place, module.publishedVersion, new Date());
  await learningRepository.updateState(db, state, {
    status: 'completed',
    completedAt: new Date(),
    secondsSpent: 420,
  });
  await learningRepository.insertStatement(db, {
    id: randomUUID(),
    ...place,
    moduleVersion: module.publishedVersion,
    verb: 'completed',
    result: { seconds: 420 },
  });
}
