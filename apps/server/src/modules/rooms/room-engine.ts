import { randomInt } from 'node:crypto';
import type { AccessTokenClaims, GameCompetition, GameHistoryEntry } from '@sparked/contracts';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, notFound } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limit';
import type { ServerMessage } from '../../i18n/catalogues';
import { assertCompetitionRunning } from '../competitions';
import type { WalletBook } from '../wallets';
import { createJoinQr } from './join-qr';
import { assertPinGuessAllowed, recordWrongPin } from './pin-guesses';
import { historyLength, historyOf } from './room-history';
import { notInRoom, type RoomNews, roomViews } from './room-views';

type Caller = Pick<AccessTokenClaims, 'id' | 'user_role'>;

/** What every game's room row has: a PIN, a host, a title, and whether it has ended. */
export interface RoomRecord {
  id: string;
  pin: string;
  hostId: string;
  title: string;
  competition: GameCompetition | null;
  createdAt: Date;
  endedAt: Date | null;
}

/** A seat in a room: one user, once. */
export interface SeatRecord {
  userId: string;
  joinedAt: Date;
}

/** What every game's service is made with. */
export interface RoomDeps {
  db: Database;
  book: WalletBook;
  bus: RoomNews;
  limiter: RateLimiter;
  publicUrl: string;
  now: () => Date;
}

/** The room queries the engine runs, from the game's repository (`roomRepository` gives them). */
export interface RoomStore<Room, Seat> {
  lockRoom(db: Database, roomId: string): Promise<Room | undefined>;
  runningRoomByPin(db: Database, pin: string): Promise<Room | undefined>;
  hostedRooms(
    db: Database,
    userId: string,
    limit: number,
  ): Promise<{ room: Room; playerCount: number }[]>;
  playedSeats(
    db: Database,
    userId: string,
    limit: number,
  ): Promise<{ room: Room; seat: Seat; playerCount: number; rank: number }[]>;
  /** Running rooms to end now: left idle since `idleSince`, or past a deadline of the game's. */
  dueRooms(db: Database, now: Date, idleSince: Date): Promise<{ id: string }[]>;
}

/** One game's rules, plugged into the engine. */
export interface RoomRules<
  Room extends RoomRecord,
  Seat extends SeatRecord,
  Snapshot extends { room: Room },
  View,
> {
  /** The game as the arena's history names it. */
  game: GameHistoryEntry['game'];
  /** What a PIN with no running room of this game answers. */
  noRoomMessage: ServerMessage;
  /** The ledger's reason for experience earned here ("Game", "Password") and the table it cites. */
  reward: { label: string; table: string };
  store: RoomStore<Room, Seat>;
  /** The room with what its views are made from, read once per change. */
  snapshot(roomId: string): Promise<Snapshot | undefined>;
  /** The room as one viewer sees it, or null for someone outside it. */
  present(
    snapshot: Snapshot,
    userId: string,
    joinQrSvg: string | null,
    now: Date,
  ): View | null | undefined;
  /** The link the host's screen shows as a QR code; null where nobody joins on a phone. */
  joinPath(room: Room): string | null;
  /** Why nobody may join this room, if so. */
  joinRefusal?(room: Room): ServerMessage | undefined;
  /** Ends the room (its last phase, `endedAt`) and credits its players once. */
  end(tx: Database, room: Room): Promise<void>;
  /** A played seat's score and place, for the arena's history. */
  placeOf(played: { room: Room; seat: Seat; rank: number }): { score: number; rank: number };
}

/** Live rooms nobody has moved for this long are ended, so their PIN is free again. */
const idleHours = 3;

export const roomIsOver = () =>
  conflict(/*i18n*/ { id: 'rooms.this-game-is-over', message: 'This game is over.' });

/**
 * The PIN-room machinery both games share (decisions 0018 and 0019): PINs handed out and
 * guessed within limits, seats, the host's lock on the room, views pushed over the bus after
 * each change, experience credited on the ledger, rooms ended when idle, and the arena's history.
 * A game brings its rows, its views and its moves.
 */
export function createRoomEngine<
  Room extends RoomRecord,
  Seat extends SeatRecord,
  Snapshot extends { room: Room },
  View,
>(deps: RoomDeps, rules: RoomRules<Room, Seat, Snapshot, View>) {
  const { db, book, bus, limiter, publicUrl, now } = deps;
  const { store } = rules;
  const joinQr = createJoinQr();

  /** The room as this user sees it; 404 for someone outside it. */
  async function present(snapshot: Snapshot, userId: string): Promise<View> {
    const { room } = snapshot;
    const path = room.hostId === userId ? rules.joinPath(room) : null;
    const qr = path === null ? null : await joinQr(`${publicUrl}${path}`);
    const view = rules.present(snapshot, userId, qr, now());
    if (!view) throw notInRoom();
    return view;
  }

  const { view, change } = roomViews({ db, bus, snapshot: rules.snapshot, present });

  return {
    view,
    change,
    snapshot: rules.snapshot,
    present,

    /** Writes a new room under a free PIN (retried on a clash) and answers the host's view. */
    async open(
      caller: Caller,
      competition: GameCompetition | null,
      insert: (pin: string) => Promise<{ id: string }>,
    ): Promise<View> {
      await assertCompetitionRunning(db, competition, now());
      for (let attempt = 0; attempt < 10; attempt += 1) {
        try {
          const room = await insert(String(randomInt(100_000, 1_000_000)));
          return await view(room.id, caller.id);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      throw conflict(
        /*i18n*/ {
          id: 'rooms.every-pin-is-taken-right-now',
          message: 'Every PIN is taken right now. Try again in a moment.',
        },
      );
    },

    /**
     * Joins the running room with this PIN: wrong guesses count against the caller's limits; the
     * host just sees the room; anyone else is seated by `seat`, in the room's transaction.
     */
    async join(
      caller: Caller,
      pin: string,
      ip: string,
      seat: (tx: Database, room: Room) => Promise<unknown>,
    ): Promise<View> {
      const guess = { userId: caller.id, ip };
      await assertPinGuessAllowed(limiter, guess);
      const room = await store.runningRoomByPin(db, pin);
      if (!room) {
        await recordWrongPin(limiter, guess);
        throw notFound(rules.noRoomMessage);
      }
      if (room.hostId === caller.id) return view(room.id, caller.id);
      const refusal = rules.joinRefusal?.(room);
      if (refusal) throw conflict(refusal);
      await assertCompetitionRunning(db, room.competition, now());
      return change(room.id, caller.id, async (tx) => {
        await seat(tx, room);
      });
    },

    /**
     * Seats a player: `attempt` answers true once seated, and is tried again when another
     * player took the nickname or the seat at the same moment.
     */
    async seatWithRetry(attempt: () => Promise<boolean>) {
      for (let tries = 0; tries < 5; tries += 1) if (await attempt()) return;
      throw conflict(
        /*i18n*/ {
          id: 'rooms.too-many-players-joined-at-once',
          message: 'Too many players joined at once. Try again.',
        },
      );
    },

    /** The room locked for its host's move; 404 for anyone else. */
    async hostedRoom(tx: Database, caller: Caller, roomId: string): Promise<Room> {
      const room = await store.lockRoom(tx, roomId);
      if (!room || room.hostId !== caller.id) throw notInRoom();
      return room;
    },

    /** Credits experience earned in the room on the player's ledger, in the room's transaction. */
    async reward(tx: Database, room: Room, userId: string, experience: number) {
      if (experience <= 0) return;
      await book.apply(tx, userId, [
        {
          wallet: 'EXPERIENCE',
          delta: experience,
          kind: 'reward',
          reason: `${rules.reward.label}: ${room.title}`,
          reference: `${rules.reward.table}:${room.id}`,
        },
      ]);
    },

    /** My latest hosted and played rooms of this game; the arena merges both games'. */
    async history(caller: Caller): Promise<GameHistoryEntry[]> {
      const [hosted, played] = await Promise.all([
        store.hostedRooms(db, caller.id, historyLength),
        store.playedSeats(db, caller.id, historyLength),
      ]);
      return historyOf(
        rules.game,
        hosted,
        played.map((row) => ({
          room: row.room,
          joinedAt: row.seat.joinedAt,
          playerCount: row.playerCount,
          ...rules.placeOf(row),
        })),
      );
    },

    /** The job: ends the rooms that are due, so their PIN is free again. */
    async endDueRooms(): Promise<number> {
      const idleSince = new Date(now().getTime() - idleHours * 3600_000);
      const due = await store.dueRooms(db, now(), idleSince);
      for (const { id } of due) {
        await db.transaction(async (tx) => {
          const room = await store.lockRoom(tx, id);
          if (room && !room.endedAt) await rules.end(tx, room);
        });
        await bus.publish(id);
      }
      return due.length;
    },
  };
}
