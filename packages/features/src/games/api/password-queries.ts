import type { ModuleGlossary, PasswordRoom } from '@sparked/contracts';
import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';
import { gameKeys, roomQueryOptions } from './game-queries';

/** The glossaries of the modules I author: what a password game or a puzzle is made from. */
export const glossariesQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: [...gameKeys.all, 'glossaries'] as const,
    queryFn: async (): Promise<ModuleGlossary[]> =>
      (await callEndpoint(client, 'glossaries')).data.glossaries,
  });

/** A password game as I see it. */
export const passwordRoomQueryOptions = (client: ApiClient, roomId: string) =>
  roomQueryOptions(
    roomId,
    async (): Promise<PasswordRoom> =>
      (await callEndpoint(client, 'passwordRoom', { params: { roomId } })).data,
  );
