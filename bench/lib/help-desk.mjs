import { percentiles } from './percentiles.mjs';

// Janus on the local engine: time from sending a message to its completed run, over sequential
// conversation turns (FAQ answers, a troubleshooting flow, a bug report to its ticket reply), as
// the help-desk widget sends them: push-thread (the server waits for the run), and prompt + run
// polling (polled every 5 ms here, so the figure is the server's, not the widget's 1500 ms).

const janusId = '6a616e75-7300-4000-8000-000000000001';
const conversations = [
  ['Hello', 'How do I get more energy?', 'How do I join a class with a code?', 'thanks'],
  ['My video will not play', 'no', 'no', 'yes'],
  [
    'I want to report a bug',
    'I pressed Buy on the store page',
    'To get the energy refill',
    'The page went blank',
    'Images uploaded',
  ],
];

async function call(url, session, method, body) {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
    body: body && JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

/** One turn through push-thread; answers the thread to continue, or null once Janus closed it. */
async function pushTurn(url, session, threadId, prompt) {
  const data = await call(`${url}/tools-api/help-desk/threads/push`, session, 'POST', {
    threadId,
    assistantId: janusId,
    prompt,
    context: { pagePath: '/store' },
  });
  if (data.run.status !== 'completed') throw new Error(`run ${data.run.id} is ${data.run.status}`);
  return data.threadId;
}

/** One turn through the gpt calls, polling the run until it has completed. */
async function pollTurn(url, session, threadId, prompt) {
  const base = `${url}/tools-api/gpt/help-desk/assistants`;
  const started = await call(`${base}/janus`, session, 'POST', {
    prompt,
    assistantId: janusId,
    saveUserThread: true,
    ...(threadId ? { threadId } : {}),
  });
  for (;;) {
    const { run } = await call(
      `${base}/thread/${started.threadId}/run/${started.runId}`,
      session,
      'GET',
    );
    if (run.status === 'completed') return started.threadId;
    if (run.status === 'failed') throw new Error(`run failed: ${run.error}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function timeTurns(turn, url, session, turns) {
  const times = [];
  let conversation = 0;
  while (times.length < turns) {
    let threadId = null;
    for (const prompt of conversations[conversation % conversations.length]) {
      if (times.length >= turns) break;
      const start = performance.now();
      threadId = await turn(url, session, threadId, prompt);
      times.push(performance.now() - start);
    }
    conversation += 1;
  }
  return percentiles(times);
}

export async function measureJanusTurns(url, session, turns = 200) {
  return {
    push: await timeTurns(pushTurn, url, session, turns),
    poll: await timeTurns(pollTurn, url, session, turns),
  };
}
