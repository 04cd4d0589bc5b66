import { z } from 'zod';
import type { Endpoint } from '../shared/endpoint';
import {
  assistantKindSchema,
  assistantPromptRequestSchema,
  assistantPromptResponseSchema,
  assistantSlugSchema,
  assistantsResponseSchema,
  runIdSchema,
  runResponseSchema,
  threadIdSchema,
  threadResponseSchema,
} from './schemas';

const kindParams = z.strictObject({ kind: assistantKindSchema });
const threadParams = kindParams.extend({ threadId: threadIdSchema });

/**
 * Assistants (spec §7 `gpt` calls, decision 0005). A 401/403 is answered before a run starts,
 * so the retry after a refresh is safe.
 */
export const assistantEndpoints = {
  assistants: {
    api: 'tools',
    method: 'GET',
    path: '/gpt/{kind}/assistants',
    auth: 'user',
    params: kindParams,
    response: assistantsResponseSchema,
    summary: 'Assistants of a kind',
    tags: ['Assistants'],
  },
  assistantPrompt: {
    api: 'tools',
    method: 'POST',
    path: '/gpt/{kind}/assistants',
    auth: 'user',
    idempotent: true,
    params: kindParams,
    body: assistantPromptRequestSchema,
    status: 201,
    response: assistantPromptResponseSchema,
    summary: 'Send a prompt; starts a run on a new or saved thread',
    tags: ['Assistants'],
  },
  assistantPromptBySlug: {
    api: 'tools',
    method: 'POST',
    path: '/gpt/{kind}/assistants/{assistantSlug}',
    auth: 'user',
    idempotent: true,
    params: kindParams.extend({ assistantSlug: assistantSlugSchema }),
    body: assistantPromptRequestSchema,
    status: 201,
    response: assistantPromptResponseSchema,
    summary: 'Send a prompt to an assistant named by its slug',
    tags: ['Assistants'],
  },
  assistantRun: {
    api: 'tools',
    method: 'GET',
    path: '/gpt/{kind}/assistants/thread/{threadId}/run/{runId}',
    auth: 'user',
    params: threadParams.extend({ runId: runIdSchema }),
    response: runResponseSchema,
    summary: 'The status of a run (polled every 1500 ms)',
    tags: ['Assistants'],
  },
  assistantThread: {
    api: 'tools',
    method: 'GET',
    path: '/gpt/{kind}/assistants/thread/{threadId}',
    auth: 'user',
    params: threadParams,
    response: threadResponseSchema,
    summary: "The messages of one of the signed-in user's threads, newest first",
    tags: ['Assistants'],
  },
} as const satisfies Record<string, Endpoint>;
