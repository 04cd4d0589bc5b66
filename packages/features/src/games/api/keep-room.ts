import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, useIntentMutation } from '../../api-client';
import { walletKeys } from '../../wallet';
import { gameKeys } from './game-queries';

type Room = {
  id: string;
  serverTime: string;
  /** The password game's: what the game gave this player when it finished. */
  experience?: number | null;
  /** Game master's seat carries what the game gave them when it ended for them. */
  seat?: object | null;
};

function earned(room: Room | undefined): number | null {
  const seat = room?.seat;
  if (seat && 'experience' in seat && typeof seat.experience === 'number') return seat.experience;
  return room?.experience ?? null;
}

/**
 * Puts a room into the cache unless a later one is there: a call's answer and the socket's push
 * can arrive in either order, and the room written last by the server wins. The room that first
 * shows what the game gave re-reads the wallets, so the header's experience follows at once.
 */
export function keepNewerRoom<R extends Room>(queryClient: QueryClient, room: R) {
  const held = queryClient.getQueryData<R>(gameKeys.room(room.id));
  if (held && held.serverTime > room.serverTime) return;
  queryClient.setQueryData(gameKeys.room(room.id), room);
  if (earned(room) && !earned(held))
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
}

/** `keepNewerRoom` bound to this component's query client, for a call's `onSuccess`. */
export function useKeepRoom<R extends Room>() {
  const queryClient = useQueryClient();
  return (room: R) => keepNewerRoom(queryClient, room);
}

/** A call that answers a room (join, open, a move): the room it answers is kept. */
export function useRoomCall<Input, R extends Room>(
  client: ApiClient,
  call: (input: Input, client: ApiClient) => Promise<R>,
) {
  return useIntentMutation(client, { mutationFn: call, onSuccess: useKeepRoom<R>() });
}
