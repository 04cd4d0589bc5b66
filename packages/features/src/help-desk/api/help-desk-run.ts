import type { Run } from '@sparked/contracts';
import { type ApiClient, callEndpoint } from '../../api-client';

/** One check of a Janus run (spec §7 GET /gpt/help-desk/assistants/thread/:threadId/run/:runId). */
export async function fetchHelpDeskRun(
  client: ApiClient,
  threadId: string,
  runId: string,
): Promise<Run> {
  const params = { kind: 'help-desk', threadId, runId } as const;
  return (await callEndpoint(client, 'assistantRun', { params })).data.run;
}
