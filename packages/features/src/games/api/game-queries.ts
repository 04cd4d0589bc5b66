import type { GameHistoryEntry, GameRoom, GameSource } from '@sparked/contracts';
import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';

export const gameKeys = {
  all: ['games'] as const,
  history: () => [...gameKeys.all, 'history'] as const,
  sources: () => [...gameKeys.all, 'sources'] as const,
  room: (roomId: string) => [...gameKeys.all, 'room', roomId] as const,
};

/** The games I hosted or played, for the arena's recent results. */
export const gameHistoryQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: gameKeys.history(),
    queryFn: async (): Promise<GameHistoryEntry[]> =>
      (await callEndpoint(client, 'gameHistory')).data.games,
  });

/** Form activities an educator can host a game from. */
export const gameSourcesQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: gameKeys.sources(),
    queryFn: async (): Promise<GameSource[]> =>
      (await callEndpoint(client, 'gameSources')).data.sources,
  });

/** A room of either game as I see it; the live socket keeps this entry current once open. */
export const roomQueryOptions = <R>(roomId: string, read: () => Promise<R>) =>
  queryOptions({
    queryKey: gameKeys.room(roomId),
    queryFn: read,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A game master room as I see it. */
export const gameRoomQueryOptions = (client: ApiClient, roomId: string) =>
  roomQueryOptions(
    roomId,
    async (): Promise<GameRoom> =>
      (await callEndpoint(client, 'gameRoom', { params: { roomId } })).data,
  );
