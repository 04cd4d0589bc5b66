import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { gameAnswers, gamePlayers, gameRooms, moduleActivities } from '../../db/schema';
import { authoredActivities, roomRepository, type RoomRows as SharedRoomRows } from '../rooms';

export type GameRoomRow = typeof gameRooms.$inferSelect;
export type GamePlayerRow = typeof gamePlayers.$inferSelect;

/** An answer to the question a player is on (live: the room's; self-paced: their own). */
export interface CurrentAnswer {
  playerId: string;
  optionId: string;
  correct: boolean;
  points: number;
}

/** A room's rows with the answers to the question on screen. */
export interface RoomRows extends SharedRoomRows<GameRoomRow, GamePlayerRow> {
  answers: CurrentAnswer[];
}

const rooms = roomRepository(gameRooms, gamePlayers);

export const gameRepository = {
  ...rooms,
  /** Form activities of modules the user authors, with their content to count. */
  sourcesFor: (db: Database, userId: string) => authoredActivities(db, userId, ['form']),

  async activity(db: Database, activityId: string) {
    const [row] = await db
      .select()
      .from(moduleActivities)
      .where(eq(moduleActivities.id, activityId));
    return row;
  },

  /** The room under a share lock, with the user's seat in it, in one read. */
  async seatInLockedRoom(db: Database, roomId: string, userId: string) {
    const [row] = await db
      .select({ room: gameRooms, seat: gamePlayers })
      .from(gameRooms)
      .innerJoin(
        gamePlayers,
        and(eq(gamePlayers.roomId, gameRooms.id), eq(gamePlayers.userId, userId)),
      )
      .where(eq(gameRooms.id, roomId))
      .for('share', { of: gameRooms });
    return row;
  },

  async seat(db: Database, roomId: string, userId: string) {
    const [row] = await db
      .select()
      .from(gamePlayers)
      .where(and(eq(gamePlayers.roomId, roomId), eq(gamePlayers.userId, userId)));
    return row;
  },

  async nicknames(db: Database, roomId: string) {
    const rows = await db
      .select({ nickname: gamePlayers.nickname })
      .from(gamePlayers)
      .where(eq(gamePlayers.roomId, roomId));
    return new Set(rows.map((row) => row.nickname));
  },

  playerCount: async (db: Database, roomId: string) =>
    (await db.$count(gamePlayers, eq(gamePlayers.roomId, roomId))) as number,

  async updatePlayer(db: Database, playerId: string, changes: Partial<GamePlayerRow>) {
    const [row] = await db
      .update(gamePlayers)
      .set(changes)
      .where(eq(gamePlayers.id, playerId))
      .returning();
    return row;
  },

  /** Records an answer; false when this player has answered this question already. */
  async insertAnswer(db: Database, answer: typeof gameAnswers.$inferInsert) {
    const rows = await db.insert(gameAnswers).values(answer).onConflictDoNothing().returning();
    return rows.length === 1;
  },

  async hasAnswered(db: Database, playerId: string, questionIndex: number) {
    const count = await db.$count(
      gameAnswers,
      and(eq(gameAnswers.playerId, playerId), eq(gameAnswers.questionIndex, questionIndex)),
    );
    return count > 0;
  },

  /** Adds an answer to the player's tally: points, and one more answered (and right). */
  tally: (db: Database, playerId: string, points: number, correct: boolean) =>
    db
      .update(gamePlayers)
      .set({
        score: sql`${gamePlayers.score} + ${points}`,
        answered: sql`${gamePlayers.answered} + 1`,
        correct: sql`${gamePlayers.correct} + ${correct ? 1 : 0}`,
      })
      .where(eq(gamePlayers.id, playerId)),

  /** Players not yet credited, marked as credited with the experience given; each once. */
  creditPlayers: (db: Database, roomId: string, playerIds: readonly string[] | 'all') =>
    db
      .update(gamePlayers)
      .set({ experience: sql`floor(${gamePlayers.score} / 100)::int` })
      .where(
        and(
          eq(gamePlayers.roomId, roomId),
          isNull(gamePlayers.experience),
          playerIds === 'all' ? undefined : inArray(gamePlayers.id, [...playerIds]),
        ),
      )
      .returning(),

  async rows(db: Database, roomId: string): Promise<RoomRows | undefined> {
    const room = await rooms.room(db, roomId);
    if (!room) return undefined;
    const [players, answers] = await Promise.all([
      db.select().from(gamePlayers).where(eq(gamePlayers.roomId, roomId)),
      db
        .select({
          playerId: gameAnswers.playerId,
          optionId: gameAnswers.optionId,
          correct: gameAnswers.correct,
          points: gameAnswers.points,
        })
        .from(gameAnswers)
        .innerJoin(gamePlayers, eq(gamePlayers.id, gameAnswers.playerId))
        .where(
          and(
            eq(gameAnswers.roomId, roomId),
            room.mode === 'live'
              ? eq(gameAnswers.questionIndex, room.questionIndex)
              : eq(gameAnswers.questionIndex, gamePlayers.questionIndex),
          ),
        ),
    ]);
    return { room, players, answers };
  },

  /** Every answer of a room, for its results file. */
  allAnswers: (db: Database, roomId: string) =>
    db
      .select()
      .from(gameAnswers)
      .where(eq(gameAnswers.roomId, roomId))
      .orderBy(gameAnswers.questionIndex),

  /** Seats the user took, latest first, with their rank (by score) and how many played. */
  playedSeats: (db: Database, userId: string, limit: number) =>
    rooms.playedSeats(
      db,
      userId,
      limit,
      sql<number>`(select count(*)::int + 1 from ${gamePlayers} as other where other.room_id = ${gamePlayers.roomId} and other.score > ${gamePlayers.score})`,
    ),

  /** Rooms to end: self-paced ones past their deadline, live ones left idle. */
  dueRooms: (db: Database, now: Date, idleSince: Date) =>
    rooms.dueRooms(db, idleSince, (idle) =>
      or(
        and(eq(gameRooms.mode, 'self-paced'), lt(gameRooms.closesAt, now)),
        and(eq(gameRooms.mode, 'live'), idle),
      ),
    ),
};
