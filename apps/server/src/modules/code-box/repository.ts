import type {
  Hint,
  HintLevel,
  ProjectCode,
  Specification,
  VersionSource,
} from '@sparked/contracts';
import { and, desc, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  classes,
  classMembers,
  codeBoxCode,
  codeBoxes,
  codeBoxFeedback,
  codeBoxSpecifications,
} from '../../db/schema';

const versionCount = (table: typeof codeBoxSpecifications | typeof codeBoxCode) =>
  sql<number>`(select count(*)::int from ${table} where ${table.codeBoxId} = ${codeBoxes.id})`;

const summaryColumns = {
  id: codeBoxes.id,
  ownerId: codeBoxes.ownerId,
  title: codeBoxes.title,
  prompt: codeBoxes.prompt,
  specificationVersions: versionCount(codeBoxSpecifications),
  codeVersions: versionCount(codeBoxCode),
  createdAt: codeBoxes.createdAt,
  updatedAt: codeBoxes.updatedAt,
};

/** The next version number of a box's specifications or code; the box's row lock orders writers. */
async function nextVersion(
  db: Database,
  table: typeof codeBoxSpecifications | typeof codeBoxCode,
  id: string,
) {
  const [row] = await db
    .select({ latest: max(table.version) })
    .from(table)
    .where(eq(table.codeBoxId, id));
  return (row?.latest ?? 0) + 1;
}

export const codeBoxRepository = {
  summaries: (db: Database, ownerId: string) =>
    db
      .select(summaryColumns)
      .from(codeBoxes)
      .where(eq(codeBoxes.ownerId, ownerId))
      .orderBy(desc(codeBoxes.updatedAt))
      .limit(200),

  async summary(db: Database, id: string) {
    const [row] = await db.select(summaryColumns).from(codeBoxes).where(eq(codeBoxes.id, id));
    return row;
  },

  /** Locks the box so versions are numbered one after another; undefined when there is none. */
  async lock(db: Database, id: string) {
    const [row] = await db.select().from(codeBoxes).where(eq(codeBoxes.id, id)).for('update');
    return row;
  },

  async insert(db: Database, ownerId: string, title: string, prompt: string) {
    const [row] = await db.insert(codeBoxes).values({ ownerId, title, prompt }).returning();
    if (!row) throw new Error('The code box was not saved.');
    return row;
  },

  async touch(db: Database, id: string, changes: { title?: string; prompt?: string } = {}) {
    await db
      .update(codeBoxes)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(codeBoxes.id, id));
  },

  specifications: (db: Database, id: string) =>
    db
      .select()
      .from(codeBoxSpecifications)
      .where(eq(codeBoxSpecifications.codeBoxId, id))
      .orderBy(desc(codeBoxSpecifications.version)),

  code: (db: Database, id: string) =>
    db
      .select()
      .from(codeBoxCode)
      .where(eq(codeBoxCode.codeBoxId, id))
      .orderBy(desc(codeBoxCode.version)),

  feedback: (db: Database, id: string) =>
    db
      .select()
      .from(codeBoxFeedback)
      .where(eq(codeBoxFeedback.codeBoxId, id))
      .orderBy(desc(codeBoxFeedback.createdAt))
      .limit(50),

  async addSpecification(
    db: Database,
    id: string,
    entry: { source: VersionSource; template: string | null; specification: Specification },
  ) {
    const version = await nextVersion(db, codeBoxSpecifications, id);
    await db.insert(codeBoxSpecifications).values({ codeBoxId: id, version, ...entry });
    await codeBoxRepository.touch(db, id, { title: entry.specification.title });
    return version;
  },

  async addCode(
    db: Database,
    id: string,
    entry: { source: VersionSource; specificationVersion: number | null; code: ProjectCode },
  ) {
    const version = await nextVersion(db, codeBoxCode, id);
    await db.insert(codeBoxCode).values({ codeBoxId: id, version, ...entry });
    await codeBoxRepository.touch(db, id);
    return version;
  },

  async addFeedback(
    db: Database,
    id: string,
    entry: {
      codeVersion: number;
      level: HintLevel;
      summary: string;
      hints: Hint[];
      solution: ProjectCode | null;
    },
  ) {
    await db.insert(codeBoxFeedback).values({ codeBoxId: id, ...entry });
  },

  /** Whether one of the student's classes lets the code box show whole projects. */
  async fullCodeAllowed(db: Database, userId: string) {
    const [row] = await db
      .select({ id: classes.id })
      .from(classMembers)
      .innerJoin(classes, eq(classes.id, classMembers.classId))
      .where(
        and(
          eq(classMembers.userId, userId),
          eq(classMembers.status, 'active'),
          eq(classes.codeBoxFullCode, true),
        ),
      )
      .limit(1);
    return row !== undefined;
  },
};
