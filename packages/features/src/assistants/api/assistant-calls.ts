import type { AssistantKind, AssistantSummary, Run, StoredThreadMessage } from '@sparked/contracts';
import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';

export const assistantKeys = {
  all: ['assistants'] as const,
  list: (kind: AssistantKind) => [...assistantKeys.all, kind] as const,
};

/** The assistants of a kind (spec §7 GET /gpt/standard/assistants). */
export const assistantsQueryOptions = (client: ApiClient, kind: AssistantKind = 'standard') =>
  queryOptions({
    queryKey: assistantKeys.list(kind),
    queryFn: async (): Promise<AssistantSummary[]> =>
      (await callEndpoint(client, 'assistants', { params: { kind } })).data,
  });

/** Sends a prompt; starts a run on the thread, or on a new saved one (spec §3 payload). */
export async function sendPrompt(
  client: ApiClient,
  assistant: Pick<AssistantSummary, 'id' | 'kind' | 'slug'>,
  prompt: string,
  threadId: string | null,
) {
  return (
    await callEndpoint(client, 'assistantPromptBySlug', {
      params: { kind: assistant.kind, assistantSlug: assistant.slug },
      body: {
        prompt,
        assistantId: assistant.id,
        saveUserThread: true,
        ...(threadId ? { threadId } : {}),
      },
    })
  ).data;
}

/** One check of a run (spec §7 GET /gpt/{kind}/assistants/thread/{threadId}/run/{runId}). */
export async function fetchRun(
  client: ApiClient,
  kind: AssistantKind,
  threadId: string,
  runId: string,
): Promise<Run> {
  return (await callEndpoint(client, 'assistantRun', { params: { kind, threadId, runId } })).data
    .run;
}

/** A thread's messages, newest first (spec §7 GET /gpt/{kind}/assistants/thread/{threadId}). */
export async function fetchThread(
  client: ApiClient,
  kind: AssistantKind,
  threadId: string,
): Promise<StoredThreadMessage[]> {
  return (await callEndpoint(client, 'assistantThread', { params: { kind, threadId } })).data
    .messages.body.data;
}
