import type {
  CreatePasswordRoomRequest,
  PasswordCardResult,
  PasswordRoom,
} from '@sparked/contracts';
import { type ApiClient, callEndpoint, useIntentMutation } from '../../api-client';
import { useKeepRoom } from './keep-room';

/** Something the host or a player does in a password game; each names the step it saw. */
export type PasswordMove =
  | { kind: 'turn'; step: number }
  | { kind: 'card'; step: number; result: PasswordCardResult }
  | { kind: 'finish' };

function send(client: ApiClient, roomId: string, move: PasswordMove) {
  const params = { roomId };
  switch (move.kind) {
    case 'turn':
      return callEndpoint(client, 'startPasswordTurn', { params, body: { step: move.step } });
    case 'card':
      return callEndpoint(client, 'playPasswordCard', {
        params,
        body: { step: move.step, result: move.result },
      });
    case 'finish':
      return callEndpoint(client, 'finishPasswordGame', { params });
  }
}

export function usePasswordMove(client: ApiClient, roomId: string) {
  const keep = useKeepRoom<PasswordRoom>();
  return useIntentMutation(client, {
    mutationFn: async (move: PasswordMove, client) => (await send(client, roomId, move)).data,
    onSuccess: keep,
  });
}

export function useJoinPasswordGame(client: ApiClient) {
  const keep = useKeepRoom<PasswordRoom>();
  return useIntentMutation(client, {
    mutationFn: async (pin: string, client): Promise<PasswordRoom> =>
      (await callEndpoint(client, 'joinPasswordGame', { body: { pin } })).data,
    onSuccess: keep,
  });
}

export function useCreatePasswordRoom(client: ApiClient) {
  const keep = useKeepRoom<PasswordRoom>();
  return useIntentMutation(client, {
    mutationFn: async (request: CreatePasswordRoomRequest, client): Promise<PasswordRoom> =>
      (await callEndpoint(client, 'createPasswordRoom', { body: request })).data,
    onSuccess: keep,
  });
}
