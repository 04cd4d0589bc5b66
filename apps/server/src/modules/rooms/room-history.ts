import type { GameHistoryEntry } from '@sparked/contracts';

/** How many games the arena lists: each game reads this many of each kind, then they merge. */
export const historyLength = 20;

/** Both games' rooms of one user, latest first, as the arena lists them. */
export const latestGames = (entries: readonly GameHistoryEntry[]) =>
  [...entries]
    .sort((a, b) => Date.parse(b.playedAt) - Date.parse(a.playedAt))
    .slice(0, historyLength);

interface HistoryRoom {
  id: string;
  title: string;
  createdAt: Date;
  endedAt: Date | null;
  competition: GameHistoryEntry['competition'];
}

/** Rooms as arena entries: those hosted, and those played with the player's score and place. */
export function historyOf(
  game: GameHistoryEntry['game'],
  hosted: readonly { room: HistoryRoom; playerCount: number }[],
  played: readonly {
    room: HistoryRoom;
    joinedAt: Date;
    playerCount: number;
    score: number;
    rank: number;
  }[],
): GameHistoryEntry[] {
  const entry = (room: HistoryRoom, at: Date) => ({
    game,
    roomId: room.id,
    title: room.title,
    finished: room.endedAt !== null,
    competition: room.competition,
    playedAt: at.toISOString(),
  });
  return [
    ...hosted.map(({ room, playerCount }) => ({
      ...entry(room, room.createdAt),
      role: 'host' as const,
      score: null,
      rank: null,
      playerCount,
    })),
    ...played.map(({ room, joinedAt, playerCount, score, rank }) => ({
      ...entry(room, joinedAt),
      role: 'player' as const,
      score,
      rank,
      playerCount,
    })),
  ];
}
