import type { EventFields } from '@sparked/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ApiClient, callEndpoint, useIntentMutation } from '../../api-client';
import { eventKeys } from './event-queries';

/** Creates an event, or changes one (admins); the lists are read again. */
export function useEventSave(client: ApiClient) {
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: async (
      save:
        | { kind: 'create'; fields: EventFields }
        | { kind: 'update'; slug: string; fields: Partial<EventFields> },
      client,
    ) =>
      save.kind === 'create'
        ? (await callEndpoint(client, 'createEvent', { body: save.fields })).data
        : (
            await callEndpoint(client, 'updateEvent', {
              params: { slug: save.slug },
              body: save.fields,
            })
          ).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
