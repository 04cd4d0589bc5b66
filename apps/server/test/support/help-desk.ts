import { helpDeskAssistantId } from '@sparked/contracts';
import { as } from './economy';
import type { TestApp } from './test-app';
import { type FormPart, multipart } from './uploads';
import type { SignedIn } from './users';

export const description = (text = 'The store page stays blank after I press Buy.') =>
  JSON.stringify({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
  });

export const ticketFields = (overrides: Record<string, string> = {}): FormPart[] =>
  Object.entries({
    title: 'Store page is blank',
    description: description(),
    issueType: 'Bug',
    pagePath: '/store',
    ...overrides,
  }).map(([name, value]) => ({ name, value }));

export function fileTicket(t: TestApp, session: SignedIn, parts: readonly FormPart[]) {
  const { payload, headers } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/tools-api/jira/user-issue',
    payload,
    headers: { ...headers, authorization: `Bearer ${session.accessToken}` },
  });
}

/** Polls a run the way the widget does (faster), until it has ended. */
export async function waitForRun(
  t: TestApp,
  session: SignedIn,
  kind: string,
  threadId: string,
  runId: string,
) {
  for (let round = 0; round < 200; round++) {
    const response = await as(t, session).get(
      `/tools-api/gpt/${kind}/assistants/thread/${threadId}/run/${runId}`,
    );
    const run = response.json().data?.run;
    if (run && (run.status === 'completed' || run.status === 'failed')) return run;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`run ${runId} did not end`);
}

/** Sends one message to Janus through push-thread. */
export async function pushToJanus(
  t: TestApp,
  session: SignedIn,
  prompt: string,
  threadId: string | null = null,
) {
  const response = await as(t, session).post('/tools-api/help-desk/threads/push', {
    threadId,
    assistantId: helpDeskAssistantId,
    prompt,
    context: { pagePath: '/store', course: 'Climate science basics' },
  });
  if (response.statusCode !== 200) throw new Error(`push failed: ${response.body}`);
  return response.json().data;
}
