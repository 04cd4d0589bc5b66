import type { CreateGameRoomRequest, GameRoom, GivenGameAnswer } from '@sparked/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ApiClient, callEndpoint, useIntentMutation } from '../../api-client';
import { gameKeys } from './game-queries';
import { useKeepRoom, useRoomCall } from './keep-room';

/** Something a host or a player does in a room. */
export type GameMove =
  | { kind: 'advance'; step: number }
  | { kind: 'answer'; questionIndex: number; given: GivenGameAnswer }
  | { kind: 'next' }
  | { kind: 'nickname' }
  | { kind: 'close' };

/** The moves that answer the room as it now is. */
function send(client: ApiClient, roomId: string, move: Exclude<GameMove, { kind: 'answer' }>) {
  const params = { roomId };
  switch (move.kind) {
    case 'advance':
      return callEndpoint(client, 'advanceGame', { params, body: { step: move.step } });
    case 'next':
      return callEndpoint(client, 'nextGameQuestion', { params });
    case 'nickname':
      return callEndpoint(client, 'newGameNickname', { params });
    case 'close':
      return callEndpoint(client, 'closeGameRoom', { params });
  }
}

/**
 * A move in a room. An answer is only acknowledged (what it scored comes over the socket), so
 * the room held here shows it locked in meanwhile.
 */
export function useGameMove(client: ApiClient, roomId: string) {
  const queryClient = useQueryClient();
  const keep = useKeepRoom<GameRoom>();
  return useIntentMutation(client, {
    mutationFn: async (move: GameMove, client): Promise<GameRoom | undefined> => {
      if (move.kind !== 'answer') return (await send(client, roomId, move)).data;
      const { questionIndex, given } = move;
      const body = { questionIndex, ...given };
      await callEndpoint(client, 'answerGame', { params: { roomId }, body });
      const held = queryClient.getQueryData<GameRoom>(gameKeys.room(roomId));
      if (!held?.seat || held.seat.answer || held.question?.index !== questionIndex) return;
      const answer = {
        optionIds: given.optionIds ?? (given.optionId === undefined ? [] : [given.optionId]),
        text: given.text?.trim() ?? null,
        correct: null,
        points: null,
      };
      return { ...held, seat: { ...held.seat, answer } };
    },
    onSuccess: (room) => {
      if (room) keep(room);
    },
  });
}

export const useJoinGame = (client: ApiClient) =>
  useRoomCall(
    client,
    async (pin: string, client): Promise<GameRoom> =>
      (await callEndpoint(client, 'joinGame', { body: { pin } })).data,
  );

export function useCreateGameRoom(client: ApiClient) {
  const keep = useKeepRoom<GameRoom>();
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: async (request: CreateGameRoomRequest, client): Promise<GameRoom> =>
      (await callEndpoint(client, 'createGameRoom', { body: request })).data,
    onSuccess: (room) => {
      keep(room);
      void queryClient.invalidateQueries({ queryKey: gameKeys.history() });
    },
  });
}

/** The host's results, as the CSV file the server writes. */
export const gameResultsFile = (client: ApiClient, roomId: string) =>
  callEndpoint(client, 'gameResults', { params: { roomId } });
