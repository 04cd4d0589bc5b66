import type {
  LtiDynamicRegistrationRequest,
  LtiPlatform,
  LtiPlatformRequest,
  LtiToolSettings,
} from '@sparked/contracts';
import { type ApiClient, callEndpoint, useIntentMutation } from '@sparked/features/api-client';
import { queryOptions, useQueryClient } from '@tanstack/react-query';

export const ltiKeys = {
  all: ['lti'] as const,
  platforms: () => [...ltiKeys.all, 'platforms'] as const,
  tool: () => [...ltiKeys.all, 'tool'] as const,
};

/** The registered LMSs, pending ones included. */
export const ltiPlatformsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ltiKeys.platforms(),
    queryFn: async (): Promise<LtiPlatform[]> =>
      (await callEndpoint(client, 'ltiPlatforms', {})).data,
  });

/** The addresses an admin pastes into an LMS; they change only with the server's PUBLIC_URL. */
export const ltiToolSettingsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ltiKeys.tool(),
    queryFn: async (): Promise<LtiToolSettings> =>
      (await callEndpoint(client, 'ltiToolSettings', {})).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export type LtiPlatformChange =
  | { kind: 'create'; platform: LtiPlatformRequest }
  | { kind: 'update'; id: string; platform: LtiPlatformRequest }
  | { kind: 'remove'; id: string }
  | { kind: 'approve'; id: string };

/** Every change to the list of platforms; the list is read again after each. */
export function useLtiPlatformChange(client: ApiClient) {
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: async (change: LtiPlatformChange, client): Promise<LtiPlatform | null> => {
      switch (change.kind) {
        case 'create':
          return (await callEndpoint(client, 'createLtiPlatform', { body: change.platform })).data;
        case 'update':
          return (
            await callEndpoint(client, 'updateLtiPlatform', {
              params: { id: change.id },
              body: change.platform,
            })
          ).data;
        case 'approve':
          return (await callEndpoint(client, 'approveLtiPlatform', { params: { id: change.id } }))
            .data;
        case 'remove':
          await callEndpoint(client, 'deleteLtiPlatform', { params: { id: change.id } });
          return null;
      }
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ltiKeys.platforms() }),
  });
}

/** LTI Dynamic Registration: Sparked registers itself with the LMS that opened the page. */
export function useLtiDynamicRegistration(client: ApiClient) {
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: async (request: LtiDynamicRegistrationRequest, client) =>
      (await callEndpoint(client, 'registerLtiPlatformDynamically', { body: request })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ltiKeys.platforms() }),
  });
}

/** What a registration form sends, from a platform as the server answers it (for edit and undo). */
export const requestOf = (platform: LtiPlatform): LtiPlatformRequest => ({
  name: platform.name,
  issuer: platform.issuer,
  clientId: platform.clientId,
  deploymentIds: platform.deploymentIds,
  authLoginUrl: platform.authLoginUrl,
  authTokenUrl: platform.authTokenUrl,
  keysetUrl: platform.keysetUrl,
});
