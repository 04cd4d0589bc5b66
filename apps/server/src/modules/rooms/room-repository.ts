import { and, desc, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { moduleActivities, moduleAuthors, modules } from '../../db/schema';

/** The columns every game's room table has: a PIN, a host, and when it moved and ended. */
type RoomTable = PgTable & {
  id: PgColumn;
  pin: PgColumn;
  hostId: PgColumn;
  createdAt: PgColumn;
  movedAt: PgColumn;
  endedAt: PgColumn;
};

/** The columns every game's player table has: a seat of one user in one room. */
type PlayerTable = PgTable & {
  id: PgColumn;
  roomId: PgColumn;
  userId: PgColumn;
  joinedAt: PgColumn;
};

/** What a view of a room is made from, read once per change and shared by its viewers. */
export interface RoomRows<Room, Player> {
  room: Room;
  players: Player[];
}

/**
 * What a game can be made from: activities of these types in the modules the user authors (any
 * role), or in one of them, module by module in their order.
 */
export const authoredActivities = (
  db: Database,
  userId: string,
  types: (typeof moduleActivities.$inferSelect)['type'][],
  moduleId?: string,
) =>
  db
    .select({
      activityId: moduleActivities.id,
      moduleId: modules.id,
      moduleTitle: modules.title,
      title: moduleActivities.title,
      content: moduleActivities.content,
    })
    .from(moduleActivities)
    .innerJoin(modules, eq(modules.id, moduleActivities.moduleId))
    .innerJoin(
      moduleAuthors,
      and(eq(moduleAuthors.moduleId, modules.id), eq(moduleAuthors.userId, userId)),
    )
    .where(
      and(inArray(moduleActivities.type, types), moduleId ? eq(modules.id, moduleId) : undefined),
    )
    .orderBy(modules.title, modules.id, moduleActivities.position);

/**
 * The queries every PIN room needs, on one game's room and player tables. Drizzle cannot follow
 * a table given as a type parameter, so the answers are typed here from the tables' own rows.
 */
export function roomRepository<Rooms extends RoomTable, Players extends PlayerTable>(
  roomTable: Rooms,
  playerTable: Players,
) {
  const rooms: RoomTable = roomTable;
  const players: PlayerTable = playerTable;
  type Room = Rooms['$inferSelect'];
  type Player = Players['$inferSelect'];
  // The room is named with its table: drizzle writes a lone column of a one-table select without
  // one, and inside the count `"id"` would be the seat's own id.
  const playerCountOf = (table: RoomTable | PlayerTable, column: 'id' | 'room_id') =>
    sql<number>`(select count(*)::int from ${players} as other where other.room_id = ${table}.${sql.identifier(column)})`;

  return {
    async insertRoom(db: Database, room: Rooms['$inferInsert']): Promise<Room> {
      const [row] = await db.insert(rooms).values(room).returning();
      if (!row) throw new Error('The room was not written.');
      return row as Room;
    },

    /** The room under a lock: `update` for the host's moves, `share` for moves side by side. */
    async lockRoom(
      db: Database,
      roomId: string,
      strength: 'update' | 'share' = 'update',
    ): Promise<Room | undefined> {
      const [row] = await db.select().from(rooms).where(eq(rooms.id, roomId)).for(strength);
      return row as Room | undefined;
    },

    async room(db: Database, roomId: string): Promise<Room | undefined> {
      const [row] = await db.select().from(rooms).where(eq(rooms.id, roomId));
      return row as Room | undefined;
    },

    async runningRoomByPin(db: Database, pin: string): Promise<Room | undefined> {
      const [row] = await db
        .select()
        .from(rooms)
        .where(and(eq(rooms.pin, pin), isNull(rooms.endedAt)));
      return row as Room | undefined;
    },

    /** Changes the room and marks it moved, which keeps it from being ended as idle. */
    async updateRoom(db: Database, roomId: string, changes: Partial<Room>): Promise<Room> {
      const [row] = await db
        .update(rooms)
        .set({ ...changes, movedAt: sql`now()` })
        .where(eq(rooms.id, roomId))
        .returning();
      if (!row) throw new Error('The room was not updated.');
      return row as Room;
    },

    /** Takes a seat; undefined when the nickname or the seat was taken meanwhile. */
    async insertPlayer(db: Database, player: Players['$inferInsert']): Promise<Player | undefined> {
      const [row] = await db.insert(players).values(player).onConflictDoNothing().returning();
      return row as Player | undefined;
    },

    /** Rooms the user hosted, latest first, with how many played. */
    async hostedRooms(db: Database, userId: string, limit: number) {
      const rows = await db
        .select({ room: rooms, playerCount: playerCountOf(rooms, 'id') })
        .from(rooms)
        .where(eq(rooms.hostId, userId))
        .orderBy(desc(rooms.createdAt))
        .limit(limit);
      return rows as unknown as { room: Room; playerCount: number }[];
    },

    /** Seats the user took, latest first, with how many played; `rank` places the seat. */
    async playedSeats(db: Database, userId: string, limit: number, rank: SQL<number> = sql`0`) {
      const rows = await db
        .select({
          room: rooms,
          seat: players,
          playerCount: playerCountOf(players, 'room_id'),
          rank,
        })
        .from(players)
        .innerJoin(rooms, eq(rooms.id, players.roomId))
        .where(eq(players.userId, userId))
        .orderBy(desc(players.joinedAt))
        .limit(limit);
      return rows as unknown as { room: Room; seat: Player; playerCount: number; rank: number }[];
    },

    /**
     * Rooms to end: running ones nobody has moved since `idleSince`; a game whose rooms end on
     * their own clock too says which are due with `due`, given the idle condition.
     */
    dueRooms: (db: Database, idleSince: Date, due = (idle: SQL): SQL | undefined => idle) =>
      db
        .select({ id: rooms.id })
        .from(rooms)
        .where(and(isNull(rooms.endedAt), due(lt(rooms.movedAt, idleSince))))
        .limit(100) as Promise<{ id: string }[]>,
  };
}
