import { and, count, desc, eq, isNotNull, isNull, max, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  certificates,
  credentialSubjects,
  certificateStatusEntries as entries,
  certificateStatusLists as lists,
} from '../../db/schema';

export type CertificateRow = typeof certificates.$inferSelect;

export const certificateRepository = {
  /** Undefined when the learner already holds a certificate for the module. */
  async insert(db: Database, row: typeof certificates.$inferInsert) {
    const [inserted] = await db.insert(certificates).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  async setCredential(db: Database, id: string, credential: string) {
    await db.update(certificates).set({ credential }).where(eq(certificates.id, id));
  },

  /** Replaces a credential with its re-issue, unless another instance replaced it first. */
  async reissue(db: Database, id: string, previous: string, credential: string) {
    await db
      .update(certificates)
      .set({ credential, previousCredential: previous })
      .where(and(eq(certificates.id, id), eq(certificates.credential, previous)));
  },

  async find(db: Database, id: string): Promise<CertificateRow | undefined> {
    const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
    return row;
  },

  async ofUser(db: Database, userId: string) {
    return db
      .select()
      .from(certificates)
      .where(eq(certificates.userId, userId))
      .orderBy(desc(certificates.issuedAt));
  },

  async revoke(db: Database, id: string, reason: string, at: Date) {
    const [row] = await db
      .update(certificates)
      .set({ revokedAt: at, revokedReason: reason })
      .where(eq(certificates.id, id))
      .returning();
    return row;
  },

  /** The credential most recently issued for a module: what its achievement is published as. */
  async latestCredentialOfModule(db: Database, moduleId: string) {
    const [row] = await db
      .select({ credential: certificates.credential })
      .from(certificates)
      .where(and(eq(certificates.moduleId, moduleId), ne(certificates.credential, '')))
      .orderBy(desc(certificates.issuedAt))
      .limit(1);
    return row?.credential;
  },

  /** The learner's credential subject id, made on first use; the same ever after. */
  async subjectOf(db: Database, userId: string): Promise<string> {
    await db.insert(credentialSubjects).values({ userId }).onConflictDoNothing();
    const [row] = await db
      .select({ subjectId: credentialSubjects.subjectId })
      .from(credentialSubjects)
      .where(eq(credentialSubjects.userId, userId));
    if (!row) throw new Error('The credential subject could not be made.');
    return row.subjectId;
  },

  /** Certificates issued before they carried a status entry (decision 0027). */
  async withoutStatus(db: Database) {
    return db
      .select({ certificate: certificates })
      .from(certificates)
      .leftJoin(entries, eq(entries.certificateId, certificates.id))
      .where(isNull(entries.listId))
      .then((rows) => rows.map((row) => row.certificate));
  },

  async entryOf(db: Database, certificateId: string) {
    const [row] = await db.select().from(entries).where(eq(entries.certificateId, certificateId));
    return row;
  },

  /**
   * The newest list with room left (fewer than `capacity` taken, nor more than its own); a new one
   * when it is full or there is none yet.
   */
  async openList(db: Database, capacity: number) {
    const [newest] = await db
      .select({ id: lists.id, capacity: lists.capacity, taken: count(entries.statusIndex) })
      .from(lists)
      .leftJoin(entries, eq(entries.listId, lists.id))
      .groupBy(lists.id)
      .orderBy(desc(lists.id))
      .limit(1);
    if (newest && newest.taken < Math.min(newest.capacity, capacity))
      return { id: newest.id, capacity: Math.min(newest.capacity, capacity) };
    const [created] = await db
      .insert(lists)
      .values({ capacity })
      .returning({ id: lists.id, capacity: lists.capacity });
    if (!created) throw new Error('No status list could be made.');
    return created;
  },

  /** Takes an index for a certificate; false when it was taken (the primary key says so). */
  async claim(db: Database, listId: number, statusIndex: number, certificateId: string) {
    const inserted = await db
      .insert(entries)
      .values({ listId, statusIndex, certificateId })
      .onConflictDoNothing()
      .returning({ listId: entries.listId });
    return inserted.length > 0;
  },

  /** A free index of a list chosen at random, for when random guesses keep landing on taken ones. */
  async freeIndex(db: Database, listId: number, capacity: number) {
    const [row] = await db
      .select({ index: sql<number>`candidate` })
      .from(sql`generate_series(0, ${capacity - 1}) as candidate`)
      .where(
        sql`not exists (select 1 from ${entries} where ${entries.listId} = ${listId} and ${entries.statusIndex} = candidate)`,
      )
      .orderBy(sql`random()`)
      .limit(1);
    return row?.index;
  },

  async list(db: Database, listId: number) {
    const [row] = await db.select().from(lists).where(eq(lists.id, listId));
    return row;
  },

  /**
   * The list's set bits: certificates revoked, and indexes whose certificate is gone (its
   * credential may still be held; nothing vouches for it any more). With when it last changed.
   */
  async revokedIn(db: Database, listId: number) {
    const onList = and(
      eq(entries.listId, listId),
      or(isNull(entries.certificateId), isNotNull(certificates.revokedAt)),
    );
    const [rows, [latest]] = await Promise.all([
      db
        .select({ index: entries.statusIndex })
        .from(entries)
        .leftJoin(certificates, eq(certificates.id, entries.certificateId))
        .where(onList),
      db
        .select({ at: max(certificates.revokedAt) })
        .from(entries)
        .innerJoin(certificates, eq(certificates.id, entries.certificateId))
        .where(eq(entries.listId, listId)),
    ]);
    return { indexes: rows.map((row) => row.index), latestRevocation: latest?.at ?? null };
  },
};
