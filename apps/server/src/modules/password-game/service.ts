import { randomInt } from 'node:crypto';
import {
  type AccessTokenClaims,
  type CreatePasswordRoomRequest,
  type GameHistoryEntry,
  type ModuleGlossary,
  type PasswordCardResult,
  passwordJoinPath,
  passwordLimits,
  passwordTeams,
} from '@sparked/contracts';
import type { Database } from '../../db/database';
import type { StoredPasswordCard } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, conflict, forbidden, notFound } from '../../http/errors';
import { assertCompetitionRunning } from '../competitions';
import { authorizeModule } from '../core/module-access';
import type { GameServiceDeps } from '../games';
import {
  assertPinGuessAllowed,
  createJoinQr,
  drawNickname,
  historyLength,
  historyOf,
  notInRoom,
  recordWrongPin,
  roomViews,
} from '../games';
import { forbiddenWordsFor, glossaryOf } from '../glossary';
import { type PasswordRoomRow, passwordRepository as repository } from './repository';
import { cardGraceMs, presentPasswordRoom, turnIsOn } from './room-view';

type Caller = Pick<AccessTokenClaims, 'id' | 'user_role'>;

const noRoom = () => notFound('There is no password game with that PIN running now.');
const over = () => conflict('This game is over.');
/** Rooms nobody has moved for this long are ended, so their PIN is free again. */
const idleHours = 3;

/** Cards in a fair random order (Fisher–Yates on the platform's random numbers). */
function shuffled<T>(items: readonly T[]): T[] {
  const deck = [...items];
  for (let at = deck.length - 1; at > 0; at -= 1) {
    const other = randomInt(at + 1);
    [deck[at], deck[other]] = [deck[other] as T, deck[at] as T];
  }
  return deck;
}

const experienceFor = (teamScore: number) =>
  Math.min(passwordLimits.maxExperience, Math.max(0, teamScore) * passwordLimits.experiencePerWord);

export function createPasswordGameService(deps: GameServiceDeps) {
  const { db, book, bus, limiter, publicUrl, now } = deps;
  const joinQr = createJoinQr();

  async function glossariesOf(userId: string, moduleId?: string): Promise<ModuleGlossary[]> {
    const rows = await repository.bookContents(db, userId, moduleId);
    const byModule = new Map<string, { moduleTitle: string; contents: unknown[] }>();
    for (const row of rows) {
      const held = byModule.get(row.moduleId) ?? { moduleTitle: row.moduleTitle, contents: [] };
      held.contents.push(row.content);
      byModule.set(row.moduleId, held);
    }
    return [...byModule].map(([id, { moduleTitle, contents }]) => ({
      moduleId: id,
      moduleTitle,
      entries: glossaryOf(contents),
    }));
  }

  async function snapshot(roomId: string) {
    return repository.rows(db, roomId);
  }

  async function present(rows: NonNullable<Awaited<ReturnType<typeof snapshot>>>, userId: string) {
    const { room } = rows;
    const qr =
      room.hostId === userId && room.mode === 'phones'
        ? await joinQr(`${publicUrl}${passwordJoinPath(room.pin, room.competition)}`)
        : null;
    const view = presentPasswordRoom(rows, userId, qr, now());
    if (!view) throw notInRoom();
    return view;
  }

  const { view, change } = roomViews({ db, bus, snapshot, present });

  async function hostedRoom(tx: Database, caller: Caller, roomId: string) {
    const room = await repository.lockRoom(tx, roomId);
    if (!room || room.hostId !== caller.id) throw notInRoom();
    if (room.endedAt) throw over();
    return room;
  }

  /** Final scores; each player is credited once, by their team's score. */
  async function end(tx: Database, room: PasswordRoomRow) {
    await repository.updateRoom(tx, room.id, {
      phase: 'finished',
      step: room.step + 1,
      endedAt: now(),
    });
    for (const player of await repository.players(tx, room.id)) {
      const experience = experienceFor(room.scores[player.team] ?? 0);
      const credited = await repository.setExperience(tx, player.id, experience);
      if (credited.length === 0 || experience === 0) continue;
      await book.apply(tx, player.userId, [
        {
          wallet: 'EXPERIENCE',
          delta: experience,
          kind: 'reward',
          reason: `Password: ${room.title}`,
          reference: `password_rooms:${room.id}`,
        },
      ]);
    }
  }

  async function takeSeat(tx: Database, room: PasswordRoomRow, userId: string) {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const players = await repository.players(tx, room.id);
      if (players.some((player) => player.userId === userId)) return;
      if (players.length >= passwordLimits.maxPlayers) throw conflict('This game is full.');
      const sizes = passwordTeams.map((_, team) => players.filter((p) => p.team === team).length);
      const team = sizes.indexOf(Math.min(...sizes));
      const nickname = drawNickname(new Set(players.map((player) => player.nickname)));
      if (await repository.insertPlayer(tx, { roomId: room.id, userId, nickname, team })) return;
    }
    throw conflict('Too many players joined at once. Try again.');
  }

  /** The next turn's clue giver: the team's player who has given clues least, earliest joined. */
  async function nextClueGiver(tx: Database, room: PasswordRoomRow, team: number) {
    const players = await repository.players(tx, room.id);
    const counts = passwordTeams.map((_, at) => players.filter((p) => p.team === at).length);
    if (counts.some((count) => count === 0))
      throw conflict('Each team needs at least one player before a turn starts.');
    const mine = players.filter((player) => player.team === team);
    return mine.reduce((least, player) => (player.cluesGiven < least.cluesGiven ? player : least));
  }

  return {
    glossaries: (caller: Caller) => glossariesOf(caller.id),

    async create(caller: Caller, request: Required<CreatePasswordRoomRequest>) {
      await authorizeModule(db, caller.id, request.moduleId, 'read');
      const [glossary] = await glossariesOf(caller.id, request.moduleId);
      const entries = glossary?.entries ?? [];
      if (entries.length < passwordLimits.minTerms)
        throw new AppError(
          422,
          'validation_failed',
          `This module’s glossary has ${entries.length} terms; mark at least ${passwordLimits.minTerms} in its e-books to play.`,
        );
      await assertCompetitionRunning(db, request.competition, now());
      const deck: StoredPasswordCard[] = shuffled(entries).map(({ term, definition }) => ({
        term,
        forbidden: forbiddenWordsFor(term, definition),
      }));
      for (let attempt = 0; attempt < 10; attempt += 1) {
        try {
          const room = await repository.insertRoom(db, {
            pin: String(randomInt(100_000, 1_000_000)),
            hostId: caller.id,
            moduleId: request.moduleId,
            title: glossary?.moduleTitle ?? 'Password',
            mode: request.mode,
            phase: 'lobby',
            rounds: request.rounds,
            scores: passwordTeams.map(() => 0),
            deck,
            competition: request.competition,
          });
          return view(room.id, caller.id);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      throw conflict('Every PIN is taken right now. Try again in a moment.');
    },

    room: (caller: Caller, roomId: string) => view(roomId, caller.id),

    async join(caller: Caller, pin: string, ip: string) {
      const guess = { userId: caller.id, ip };
      await assertPinGuessAllowed(limiter, guess);
      const room = await repository.runningRoomByPin(db, pin);
      if (!room) {
        await recordWrongPin(limiter, guess);
        throw noRoom();
      }
      if (room.hostId === caller.id) return view(room.id, caller.id);
      if (room.mode === 'screen')
        throw conflict('This game is played on one shared screen: nobody joins it.');
      await assertCompetitionRunning(db, room.competition, now());
      return change(room.id, caller.id, async (tx) => {
        const locked = await repository.lockRoom(tx, room.id);
        if (!locked || locked.endedAt) throw over();
        await takeSeat(tx, locked, caller.id);
      });
    },

    /** Starts the next turn, or ends the game once every turn is played or the words ran out. */
    async startTurn(caller: Caller, roomId: string, step: number) {
      return change(roomId, caller.id, async (tx) => {
        const room = await hostedRoom(tx, caller, roomId);
        if (room.step !== step) throw conflict('The game has moved on already.');
        if (turnIsOn(room, now())) throw conflict('This turn is still running.');
        if (room.turnsPlayed >= room.rounds * passwordTeams.length || room.deck.length === 0)
          return end(tx, room);
        const team = room.turnsPlayed % passwordTeams.length;
        const clueGiver = room.mode === 'phones' ? await nextClueGiver(tx, room, team) : null;
        if (clueGiver) await repository.gaveClues(tx, clueGiver.id);
        const startedAt = now();
        const endsAt = new Date(startedAt.getTime() + passwordLimits.secondsPerTurn * 1000);
        await repository.updateRoom(tx, roomId, {
          phase: 'turn',
          step: room.step + 1,
          turnsPlayed: room.turnsPlayed + 1,
          turn: {
            team,
            clueGiverId: clueGiver?.id ?? null,
            startedAt: startedAt.toISOString(),
            endsAt: endsAt.toISOString(),
            got: [],
            passed: [],
            buzzed: [],
          },
        });
      });
    },

    /**
     * The card on screen was guessed or passed (by its clue giver, or the host as referee), or a
     * forbidden word was said (called by the other team, or the host): Taboo's rule gives the
     * other team the point.
     */
    async playCard(caller: Caller, roomId: string, step: number, result: PasswordCardResult) {
      return change(roomId, caller.id, async (tx) => {
        const room = await repository.lockRoom(tx, roomId);
        if (!room) throw notInRoom();
        const isHost = room.hostId === caller.id;
        const seat = isHost
          ? undefined
          : (await repository.players(tx, roomId)).find((player) => player.userId === caller.id);
        if (!isHost && !seat) throw notInRoom();
        if (room.endedAt) throw over();
        const turn = room.turn;
        const card = room.deck[0];
        if (!turn || !card || !turnIsOn(room, now(), cardGraceMs))
          throw conflict('This turn is over.');
        if (room.step !== step) throw conflict('That card has been played already.');
        if (seat && result === 'buzz' && seat.team === turn.team)
          throw forbidden('Only the other team can call a forbidden word.');
        if (seat && result !== 'buzz' && seat.id !== turn.clueGiverId)
          throw forbidden('Only the clue giver says whether the word was guessed.');
        const scores = [...room.scores];
        const scorer = result === 'buzz' ? 1 - turn.team : turn.team;
        if (result !== 'pass') scores[scorer] = (scores[scorer] ?? 0) + 1;
        const rest = room.deck.slice(1);
        await repository.updateRoom(tx, roomId, {
          step: room.step + 1,
          scores,
          deck: result === 'got' ? rest : [...rest, card],
          phase: result === 'got' && rest.length === 0 ? 'turn-over' : 'turn',
          turn: {
            ...turn,
            got: result === 'got' ? [...turn.got, card.term] : turn.got,
            passed: result === 'pass' ? [...turn.passed, card.term] : turn.passed,
            buzzed: result === 'buzz' ? [...turn.buzzed, card.term] : turn.buzzed,
          },
        });
      });
    },

    async finish(caller: Caller, roomId: string) {
      return change(roomId, caller.id, async (tx) => {
        await end(tx, await hostedRoom(tx, caller, roomId));
      });
    },

    /** My latest hosted and played password games, for the arena. */
    async history(caller: Caller): Promise<GameHistoryEntry[]> {
      const [hosted, played] = await Promise.all([
        repository.hostedRooms(db, caller.id, historyLength),
        repository.playedSeats(db, caller.id, historyLength),
      ]);
      return historyOf(
        'password',
        hosted,
        played.map(({ room, seat, playerCount }) => {
          const score = room.scores[seat.team] ?? 0;
          // The team's place: a draw puts both teams first.
          const rank = room.scores.filter((other) => other > score).length + 1;
          return { room, joinedAt: seat.joinedAt, playerCount, score, rank };
        }),
      );
    },

    /** The job: ends rooms left idle, so their PIN is free again. */
    async endIdleRooms(): Promise<number> {
      const idle = await repository.idleRooms(db, new Date(now().getTime() - idleHours * 3600_000));
      for (const { id } of idle) {
        await db.transaction(async (tx) => {
          const room = await repository.lockRoom(tx, id);
          if (room && !room.endedAt) await end(tx, room);
        });
        await bus.publish(id);
      }
      return idle.length;
    },

    /** For the live socket: the room read once, then shown to each viewer. */
    snapshot,
    present,
  };
}

export type PasswordGameService = ReturnType<typeof createPasswordGameService>;
