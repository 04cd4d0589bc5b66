import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  moduleActivities,
  moduleAuthors,
  modules,
  passwordPlayers,
  passwordRooms,
} from '../../db/schema';

export type PasswordRoomRow = typeof passwordRooms.$inferSelect;
export type PasswordPlayerRow = typeof passwordPlayers.$inferSelect;

/** What a view of a room is made from, read once per change and shared by its viewers. */
export interface PasswordRoomRows {
  room: PasswordRoomRow;
  players: PasswordPlayerRow[];
}

export const passwordRepository = {
  /** E-book content of the modules the user authors, or of one of them, to find glossaries in. */
  bookContents: (db: Database, userId: string, moduleId?: string) =>
    db
      .select({
        moduleId: modules.id,
        moduleTitle: modules.title,
        content: moduleActivities.content,
      })
      .from(moduleActivities)
      .innerJoin(modules, eq(modules.id, moduleActivities.moduleId))
      .innerJoin(
        moduleAuthors,
        and(eq(moduleAuthors.moduleId, modules.id), eq(moduleAuthors.userId, userId)),
      )
      .where(
        and(
          inArray(moduleActivities.type, ['ebook', 'multi-ebook']),
          moduleId ? eq(modules.id, moduleId) : undefined,
        ),
      )
      .orderBy(modules.title, modules.id, moduleActivities.position),

  async insertRoom(db: Database, room: typeof passwordRooms.$inferInsert) {
    const [row] = await db.insert(passwordRooms).values(room).returning();
    if (!row) throw new Error('The room was not written.');
    return row;
  },

  async lockRoom(db: Database, roomId: string) {
    const [row] = await db
      .select()
      .from(passwordRooms)
      .where(eq(passwordRooms.id, roomId))
      .for('update');
    return row;
  },

  async runningRoomByPin(db: Database, pin: string) {
    const [row] = await db
      .select()
      .from(passwordRooms)
      .where(and(eq(passwordRooms.pin, pin), isNull(passwordRooms.endedAt)));
    return row;
  },

  async updateRoom(db: Database, roomId: string, changes: Partial<PasswordRoomRow>) {
    await db
      .update(passwordRooms)
      .set({ ...changes, movedAt: sql`now()` })
      .where(eq(passwordRooms.id, roomId));
  },

  players: (db: Database, roomId: string) =>
    db
      .select()
      .from(passwordPlayers)
      .where(eq(passwordPlayers.roomId, roomId))
      .orderBy(asc(passwordPlayers.joinedAt), asc(passwordPlayers.id)),

  /** Takes a seat; undefined when the nickname or the seat was taken meanwhile. */
  async insertPlayer(db: Database, player: typeof passwordPlayers.$inferInsert) {
    const [row] = await db.insert(passwordPlayers).values(player).onConflictDoNothing().returning();
    return row;
  },

  gaveClues: (db: Database, playerId: string) =>
    db
      .update(passwordPlayers)
      .set({ cluesGiven: sql`${passwordPlayers.cluesGiven} + 1` })
      .where(eq(passwordPlayers.id, playerId)),

  setExperience: (db: Database, playerId: string, experience: number) =>
    db
      .update(passwordPlayers)
      .set({ experience })
      .where(and(eq(passwordPlayers.id, playerId), isNull(passwordPlayers.experience)))
      .returning({ id: passwordPlayers.id }),

  async rows(db: Database, roomId: string): Promise<PasswordRoomRows | undefined> {
    const [room] = await db.select().from(passwordRooms).where(eq(passwordRooms.id, roomId));
    if (!room) return undefined;
    return { room, players: await passwordRepository.players(db, roomId) };
  },

  /** Rooms the user hosted, latest first, with how many played. */
  hostedRooms: (db: Database, userId: string, limit: number) =>
    db
      .select({
        room: passwordRooms,
        playerCount: sql<number>`(select count(*)::int from ${passwordPlayers} where ${passwordPlayers.roomId} = ${passwordRooms.id})`,
      })
      .from(passwordRooms)
      .where(eq(passwordRooms.hostId, userId))
      .orderBy(desc(passwordRooms.createdAt))
      .limit(limit),

  /** Seats the user took, latest first, with how many played. */
  playedSeats: (db: Database, userId: string, limit: number) =>
    db
      .select({
        room: passwordRooms,
        seat: passwordPlayers,
        playerCount: sql<number>`(select count(*)::int from ${passwordPlayers} as other where other.room_id = ${passwordPlayers.roomId})`,
      })
      .from(passwordPlayers)
      .innerJoin(passwordRooms, eq(passwordRooms.id, passwordPlayers.roomId))
      .where(eq(passwordPlayers.userId, userId))
      .orderBy(desc(passwordPlayers.joinedAt))
      .limit(limit),

  /** Rooms nobody has moved for a while: ended, so their PIN is free again. */
  idleRooms: (db: Database, idleSince: Date) =>
    db
      .select({ id: passwordRooms.id })
      .from(passwordRooms)
      .where(and(isNull(passwordRooms.endedAt), lt(passwordRooms.movedAt, idleSince)))
      .limit(100),
};
