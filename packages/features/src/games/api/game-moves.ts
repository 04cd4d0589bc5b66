import type { CreateGameRoomRequest, GameRoom } from '@sparked/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';
import { gameKeys } from './game-queries';
import { keepNewerRoom } from './keep-room';

/** Something a host or a player does in a room; each answers the room as it now is. */
export type GameMove =
  | { kind: 'advance'; step: number }
  | { kind: 'answer'; questionIndex: number; optionId: string }
  | { kind: 'next' }
  | { kind: 'nickname' }
  | { kind: 'close' };

function send(client: ApiClient, roomId: string, move: GameMove) {
  const params = { roomId };
  switch (move.kind) {
    case 'advance':
      return callEndpoint(client, 'advanceGame', { params, body: { step: move.step } });
    case 'answer':
      return callEndpoint(client, 'answerGame', {
        params,
        body: { questionIndex: move.questionIndex, optionId: move.optionId },
      });
    case 'next':
      return callEndpoint(client, 'nextGameQuestion', { params });
    case 'nickname':
      return callEndpoint(client, 'newGameNickname', { params });
    case 'close':
      return callEndpoint(client, 'closeGameRoom', { params });
  }
}

function useKeepRoom() {
  const queryClient = useQueryClient();
  return (room: GameRoom) => keepNewerRoom(queryClient, room);
}

export function useGameMove(client: ApiClient, roomId: string) {
  const keep = useKeepRoom();
  return useMutation({
    mutationFn: async (move: GameMove): Promise<GameRoom> =>
      (await send(client, roomId, move)).data,
    onSuccess: keep,
  });
}

export function useJoinGame(client: ApiClient) {
  const keep = useKeepRoom();
  return useMutation({
    mutationFn: async (pin: string): Promise<GameRoom> =>
      (await callEndpoint(client, 'joinGame', { body: { pin } })).data,
    onSuccess: keep,
  });
}

export function useCreateGameRoom(client: ApiClient) {
  const keep = useKeepRoom();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateGameRoomRequest): Promise<GameRoom> =>
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
