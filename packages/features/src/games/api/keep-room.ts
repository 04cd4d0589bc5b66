import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { gameKeys } from './game-queries';

/**
 * Puts a room into the cache unless a later one is there: a call's answer and the socket's push
 * can arrive in either order, and the room written last by the server wins.
 */
export function keepNewerRoom<Room extends { id: string; serverTime: string }>(
  queryClient: QueryClient,
  room: Room,
) {
  const held = queryClient.getQueryData<Room>(gameKeys.room(room.id));
  if (!held || held.serverTime <= room.serverTime)
    queryClient.setQueryData(gameKeys.room(room.id), room);
}

/** `keepNewerRoom` bound to this component's query client, for a call's `onSuccess`. */
export function useKeepRoom<Room extends { id: string; serverTime: string }>() {
  const queryClient = useQueryClient();
  return (room: Room) => keepNewerRoom(queryClient, room);
}
