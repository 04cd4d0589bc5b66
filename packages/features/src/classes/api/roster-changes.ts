import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, type CallResult, callEndpoint } from '../../api-client';
import { classKeys } from './class-queries';

export type Roster = CallResult<'roster'>['data'];
export type RosterImport = CallResult<'importStudents'>['data'];

/** A change to who is in a class: each answers the roster as it now is. */
export type RosterChange =
  | { kind: 'add'; email: string }
  | { kind: 'remove'; userId: string }
  | { kind: 'approve'; userId: string };

async function sendChange(client: ApiClient, classId: string, change: RosterChange) {
  switch (change.kind) {
    case 'add':
      return callEndpoint(client, 'addStudent', {
        params: { classId },
        body: { email: change.email },
      });
    case 'remove':
      return callEndpoint(client, 'removeStudent', { params: { classId, userId: change.userId } });
    case 'approve':
      return callEndpoint(client, 'approveStudent', { params: { classId, userId: change.userId } });
  }
}

/** Roster changes: the answer is the roster; counts and the progress grid are read again. */
export function useRosterChange(client: ApiClient, classId: string) {
  const queryClient = useQueryClient();
  const refresh = (roster?: Roster) => {
    if (roster) queryClient.setQueryData(classKeys.roster(classId), roster);
    return queryClient.invalidateQueries({
      queryKey: classKeys.all,
      predicate: (query) => !roster || query.queryKey.at(-1) !== 'roster',
    });
  };
  const change = useMutation({
    mutationFn: async (next: RosterChange): Promise<Roster> =>
      (await sendChange(client, classId, next)).data,
    onSuccess: (roster) => refresh(roster),
  });
  /** A CSV of emails: a dry run answers what would happen; a real one adds all rows or none. */
  const importCsv = useMutation({
    mutationFn: async ({ csv, dryRun }: { csv: string; dryRun: boolean }): Promise<RosterImport> =>
      (await callEndpoint(client, 'importStudents', { params: { classId }, body: { csv, dryRun } }))
        .data,
    onSuccess: (result) => (result.applied ? refresh() : undefined),
  });
  return { change, importCsv };
}
