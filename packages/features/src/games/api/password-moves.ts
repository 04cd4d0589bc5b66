import type {
  CreatePasswordRoomRequest,
  PasswordCardResult,
  PasswordRoom,
} from '@sparked/contracts';
import { type ApiClient, callEndpoint } from '../../api-client';
import { useRoomCall } from './keep-room';

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

export const usePasswordMove = (client: ApiClient, roomId: string) =>
  useRoomCall(
    client,
    async (move: PasswordMove, client): Promise<PasswordRoom> =>
      (await send(client, roomId, move)).data,
  );

export const useJoinPasswordGame = (client: ApiClient) =>
  useRoomCall(
    client,
    async (pin: string, client): Promise<PasswordRoom> =>
      (await callEndpoint(client, 'joinPasswordGame', { body: { pin } })).data,
  );

export const useCreatePasswordRoom = (client: ApiClient) =>
  useRoomCall(
    client,
    async (request: CreatePasswordRoomRequest, client): Promise<PasswordRoom> =>
      (await callEndpoint(client, 'createPasswordRoom', { body: request })).data,
  );
