import { useQueryClient } from '@tanstack/react-query';
import { type ApiClient, type CallResult, callEndpoint, useIntentMutation } from '../../api-client';
import { classKeys } from './class-queries';

export type Roster = CallResult<'roster'>['data'];
export type RosterImport = CallResult<'importStudents'>['data'];

/** A change to who is in a class, or to a student's progress in it. */
export type RosterChange =
  | { kind: 'add'; email: string }
  | { kind: 'remove'; userId: string }
  | { kind: 'approve'; userId: string }
  | { kind: 'reset'; userId: string };

/** Sends a change; answers the roster as it now is, or null when the roster did not change. */
async function sendChange(
  client: ApiClient,
  classId: string,
  change: RosterChange,
): Promise<Roster | null> {
  switch (change.kind) {
    case 'add':
      return (
        await callEndpoint(client, 'addStudent', {
          params: { classId },
          body: { email: change.email },
        })
      ).data;
    case 'remove':
      return (
        await callEndpoint(client, 'removeStudent', { params: { classId, userId: change.userId } })
      ).data;
    case 'approve':
      return (
        await callEndpoint(client, 'approveStudent', {
          params: { classId, userId: change.userId },
        })
      ).data;
    case 'reset':
      await callEndpoint(client, 'resetProgress', { params: { classId, userId: change.userId } });
      return null;
  }
}

/** Roster changes: the answer is the roster; counts and the progress grid are read again. */
export function useRosterChange(client: ApiClient, classId: string) {
  const queryClient = useQueryClient();
  const refresh = (roster?: Roster | null) => {
    if (roster) queryClient.setQueryData(classKeys.roster(classId), roster);
    return queryClient.invalidateQueries({
      queryKey: classKeys.all,
      predicate: (query) => !roster || query.queryKey.at(-1) !== 'roster',
    });
  };
  const change = useIntentMutation(client, {
    mutationFn: (next: RosterChange, client) => sendChange(client, classId, next),
    onSuccess: (roster) => refresh(roster),
  });
  /** A CSV of emails: a dry run answers what would happen; a real one adds all rows or none. */
  const importCsv = useIntentMutation(client, {
    mutationFn: async (
      { csv, dryRun }: { csv: string; dryRun: boolean },
      client,
    ): Promise<RosterImport> =>
      (await callEndpoint(client, 'importStudents', { params: { classId }, body: { csv, dryRun } }))
        .data,
    onSuccess: (result) => (result.applied ? refresh() : undefined),
  });
  return { change, importCsv };
}
