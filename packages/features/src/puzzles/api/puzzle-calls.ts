import type {
  CreatePuzzleRequest,
  Puzzle,
  PuzzleSummary,
  SolvePuzzleRequest,
  SolvePuzzleResponse,
} from '@sparked/contracts';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, callEndpoint, useIntentMutation } from '../../api-client';
import { writeBalances } from '../../wallet';

export const puzzleKeys = {
  all: ['puzzles'] as const,
  list: () => [...puzzleKeys.all, 'list'] as const,
  one: (id: string) => [...puzzleKeys.all, 'one', id] as const,
};

export const puzzlesQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: puzzleKeys.list(),
    queryFn: async (): Promise<PuzzleSummary[]> =>
      (await callEndpoint(client, 'puzzles')).data.puzzles,
  });

export const puzzleQueryOptions = (client: ApiClient, puzzleId: string) =>
  queryOptions({
    queryKey: puzzleKeys.one(puzzleId),
    queryFn: async (): Promise<Puzzle> =>
      (await callEndpoint(client, 'puzzle', { params: { puzzleId } })).data,
  });

export function useCreatePuzzle(client: ApiClient) {
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: async (request: CreatePuzzleRequest, client): Promise<Puzzle> =>
      (await callEndpoint(client, 'createPuzzle', { body: request })).data,
    onSuccess: (puzzle) => {
      queryClient.setQueryData(puzzleKeys.one(puzzle.id), puzzle);
      void queryClient.invalidateQueries({ queryKey: puzzleKeys.list() });
    },
  });
}

/** Checks a solution; a solved puzzle is marked solved in the list, and its reward in the wallets. */
export function useSolvePuzzle(client: ApiClient, puzzleId: string) {
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: async (solution: SolvePuzzleRequest, client): Promise<SolvePuzzleResponse> =>
      (await callEndpoint(client, 'solvePuzzle', { params: { puzzleId }, body: solution })).data,
    onSuccess: async (result) => {
      if (result.solved) void queryClient.invalidateQueries({ queryKey: puzzleKeys.all });
      if (result.completion?.wallets) await writeBalances(queryClient, result.completion.wallets);
    },
  });
}
