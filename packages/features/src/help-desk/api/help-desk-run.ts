import { type Run, runResponseSchema } from '@sparked/contracts';
import { type ApiClient, validateResult } from '../../api-client';

/** One check of a Janus run (spec §7 GET /gpt/help-desk/assistants/thread/:threadId/run/:runId). */
export async function fetchHelpDeskRun(
  client: ApiClient,
  threadId: string,
  runId: string,
): Promise<Run> {
  const result = validateResult(
    await client.request('assistantRun', { params: { kind: 'help-desk', threadId, runId } }),
    runResponseSchema,
  );
  if (!result.success) throw new Error(result.error);
  return result.data.run;
}
