import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { passwordPlayers, passwordRooms } from '../../db/schema';
import { authoredActivities, type RoomRows, roomRepository } from '../rooms';

export type PasswordRoomRow = typeof passwordRooms.$inferSelect;
export type PasswordPlayerRow = typeof passwordPlayers.$inferSelect;

export type PasswordRoomRows = RoomRows<PasswordRoomRow, PasswordPlayerRow>;

const rooms = roomRepository(passwordRooms, passwordPlayers);

export const passwordRepository = {
  ...rooms,
  /** E-books of the modules the user authors, or of one of them, to find glossaries in. */
  bookContents: (db: Database, userId: string, moduleId?: string) =>
    authoredActivities(db, userId, ['ebook', 'multi-ebook'], moduleId),

  players: (db: Database, roomId: string) =>
    db
      .select()
      .from(passwordPlayers)
      .where(eq(passwordPlayers.roomId, roomId))
      .orderBy(asc(passwordPlayers.joinedAt), asc(passwordPlayers.id)),

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
    const room = await rooms.room(db, roomId);
    if (!room) return undefined;
    return { room, players: await passwordRepository.players(db, roomId) };
  },

  /** Rooms nobody has moved for a while: ended, so their PIN is free again. */
  dueRooms: (db: Database, _now: Date, idleSince: Date) => rooms.dueRooms(db, idleSince),
};
