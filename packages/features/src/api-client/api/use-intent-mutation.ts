import {
  type DefaultError,
  type UseMutateAsyncFunction,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
} from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError } from '../model/api-error';
import type { ApiClient } from './create-api-client';
import { intentClient } from './intent-client';

interface Intent<TData> {
  key: string;
  /** The sending under way, which a repeat of the intent joins instead of sending again. */
  running?: Promise<TData>;
}

/** Files and forms by what they hold, so the same form sent twice is the same intent. */
const readable = (_key: string, value: unknown) => {
  if (value instanceof FormData) return [...value.entries()];
  if (value instanceof File) return [value.name, value.size, value.lastModified];
  return value;
};
const intentId = (variables: unknown) => JSON.stringify(variables, readable) ?? '';

/**
 * Whether the server gave this intent its answer (a success or a refusal, which it repeats for the
 * key); after a lost answer (network) or a server error the outcome is unknown, so a new try of
 * the same intent keeps its key and cannot do the thing twice.
 */
const answered = (error: unknown) =>
  !(error instanceof ApiError) || (error.status >= 400 && error.status < 500);

export type IntentMutationOptions<TData, TVariables, TContext> = Omit<
  UseMutationOptions<TData, DefaultError, TVariables, TContext>,
  'mutationFn'
> & {
  /** Sends the intent through `client`, which gives its idempotent calls their keys. */
  mutationFn: (variables: TVariables, client: ApiClient) => Promise<TData>;
};

/**
 * `useMutation` for what a person asks for once: a create, grant, purchase, join or submit. The
 * same variables sent again while the first sending runs (a double click, Enter pressed twice)
 * join it instead of sending again, even before the button shows it is busy; and every idempotent
 * call of one intent carries the same Idempotency-Key each time it is sent, until the server has
 * answered it, so a retry after a lost answer is done once too.
 */
export function useIntentMutation<TData, TVariables = void, TContext = unknown>(
  client: ApiClient,
  { mutationFn, ...options }: IntentMutationOptions<TData, TVariables, TContext>,
): UseMutationResult<TData, DefaultError, TVariables, TContext> {
  const intents = useRef(new Map<string, Intent<TData>>()).current;
  const intentOf = (variables: TVariables) => {
    const id = intentId(variables);
    const intent = intents.get(id) ?? { key: crypto.randomUUID() };
    intents.set(id, intent);
    return { id, intent };
  };
  const mutation = useMutation({
    ...options,
    mutationFn: (variables: TVariables) =>
      mutationFn(variables, intentClient(client, intentOf(variables).intent.key)),
  });
  type Args = Parameters<UseMutateAsyncFunction<TData, DefaultError, TVariables, TContext>>;
  const mutateAsync = (...args: Args) => {
    const { id, intent } = intentOf(args[0] as TVariables);
    if (intent.running) return intent.running;
    const running = mutation.mutateAsync(...args).then(
      (data) => {
        intents.delete(id);
        return data;
      },
      (error: unknown) => {
        if (answered(error)) intents.delete(id);
        else intent.running = undefined;
        throw error;
      },
    );
    intent.running = running;
    return running;
  };
  const mutate = (...args: Args) => {
    // The error is the mutation's state (and its callbacks'), as with useMutation's own mutate.
    mutateAsync(...args).catch(() => undefined);
  };
  return { ...mutation, mutate, mutateAsync };
}
