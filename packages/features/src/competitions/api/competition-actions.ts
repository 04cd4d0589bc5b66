import type { CompetitionFields } from '@sparked/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ApiClient, callEndpoint, useIntentMutation } from '../../api-client';
import { competitionKeys } from './competition-queries';

/** Registers the student for an open competition; the answer goes straight into the cache. */
export function useCompetitionRegistration(client: ApiClient, slug: string) {
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: async (_, client) =>
      (await callEndpoint(client, 'registerForCompetition', { params: { slug } })).data,
    onSuccess: (competition) => {
      queryClient.setQueryData(competitionKeys.one(slug), competition);
      void queryClient.invalidateQueries({ queryKey: competitionKeys.all });
    },
  });
}

/** Creates a competition, or changes one (admins). */
export function useCompetitionSave(client: ApiClient) {
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: async (
      save:
        | { kind: 'create'; fields: CompetitionFields }
        | { kind: 'update'; slug: string; fields: Partial<CompetitionFields> },
      client,
    ) =>
      save.kind === 'create'
        ? (await callEndpoint(client, 'createCompetition', { body: save.fields })).data
        : (
            await callEndpoint(client, 'updateCompetition', {
              params: { slug: save.slug },
              body: save.fields,
            })
          ).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: competitionKeys.all }),
  });
}
