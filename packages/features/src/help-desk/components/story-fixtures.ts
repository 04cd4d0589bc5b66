import type {
  AssistantReply,
  Run,
  RunStatus,
  StoredThreadMessage,
  ThreadMessage,
} from '@sparked/contracts';
import { imagesUploadedMessage, threadMessageText } from '@sparked/contracts';
import { failure, type MockReply, ok } from '../../story-support/mock-api-client';

export const threadId = '6a616e75-7300-4000-8000-0000000000aa';
export const runId = '6a616e75-7300-4000-8000-0000000000bb';
export const studentEmail = 'ada@sparked.test';

const value = (reply: AssistantReply | string) =>
  typeof reply === 'string' ? reply : JSON.stringify(reply);

export const greetingMessage: ThreadMessage = {
  role: 'assistant',
  content: [
    {
      type: 'text',
      text: {
        value: value({
          type: 'text',
          message:
            "Hi, I'm Janus, the Sparked help desk. I can:\n- troubleshoot a problem with you, step by step\n- file a bug ticket when something is broken\n- answer questions about Sparked\n\nWhat can I do for you?",
          close_thread: false,
        }),
      },
    },
  ],
};

const text = (message: string): AssistantReply => ({ type: 'text', message, close_thread: false });

export const screenshotRequest: AssistantReply = {
  type: 'screenshot_upload',
  message: 'Sorry about that. Could you add a screenshot of the page, then press Attach Images?',
  close_thread: false,
};

export const bugTicket: AssistantReply = {
  type: 'ticket_bug',
  message: 'Thanks! I have filed a bug ticket so the team can fix it.',
  close_thread: true,
  ticket: {
    title: 'Quiz will not submit',
    description: {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'My quiz will not submit' }] },
      ],
    },
  },
};

/** What the scripted Janus says to a message. */
export function janusReplyTo(prompt: string): AssistantReply | string {
  if (prompt === imagesUploadedMessage) return bugTicket;
  if (/will not|broken|error/i.test(prompt)) return screenshotRequest;
  if (/certificate/i.test(prompt)) {
    return text(
      'Certificates appear on your profile once you finish every activity of a course:\n- open `Profile`\n- choose Certificates',
    );
  }
  // A provider that answered with broken JSON: shown as it is (spec §8).
  return '{"type": "text", "message": "half a reply';
}

const run = (status: RunStatus, error: string | null = null): Run => ({
  id: runId,
  threadId,
  status,
  error,
  createdAt: '2026-03-07T14:30:00.000Z',
  startedAt: '2026-03-07T14:30:00.000Z',
  finishedAt: status === 'completed' || status === 'failed' ? '2026-03-07T14:30:01.000Z' : null,
});

type PushBody = { prompt: string };

/**
 * A small in-memory Janus for stories: each message is answered by `janusReplyTo`, or the run is
 * left going (`runStatus: 'in_progress'`) or failed, as the story needs.
 */
export function janusBackend(
  options: {
    runStatus?: RunStatus;
    saved?: Array<['user' | 'assistant', AssistantReply | string]>;
    ticket?: MockReply;
  } = {},
) {
  const thread: StoredThreadMessage[] = [];
  let status: RunStatus = options.runStatus ?? 'completed';
  const add = (role: 'user' | 'assistant', content: AssistantReply | string) => {
    thread.unshift({
      id: `message-${thread.length}`,
      role,
      content: [{ type: 'text', text: { value: value(content) } }],
      createdAt: '2026-03-07T14:30:00.000Z',
    });
  };
  // Like the server, a thread opens with the greeting.
  const start = () => {
    if (thread.length === 0) add('assistant', threadMessageText(greetingMessage));
  };
  if (options.saved) start();
  for (const [role, content] of options.saved ?? []) add(role, content);
  let lastPrompt = '';
  const answer = () => add('assistant', janusReplyTo(lastPrompt));
  const messages = () => ({ body: { data: [...thread] } });

  return {
    /** Lets a run that was left going finish, as Janus eventually would. */
    finishRun: () => {
      status = 'completed';
    },
    handlers: {
      helpDeskGreeting: ok({ message: greetingMessage }),
      helpDeskPushThread: ({ body }: { body?: unknown }) => {
        lastPrompt = (body as PushBody).prompt;
        start();
        add('user', lastPrompt);
        if (status === 'completed') answer();
        return ok({
          threadId,
          run: run(status, status === 'failed' ? 'Janus could not answer just now.' : null),
          lastResponse: status === 'completed' ? thread[0] : null,
          messages: messages(),
        });
      },
      assistantRun: () => {
        if (status === 'completed' && thread[0]?.role === 'user') answer();
        return ok({ run: run(status) });
      },
      helpDeskSavedThread: () => ok({ threadId, messages: messages() }),
      createTicket: options.ticket ?? {
        status: 201,
        // The first ticket earns a reward (decision 0005).
        body: {
          data: { key: 'HELP-42', status: 'open', rewards: [{ wallet: 'DIAMONDS', amount: 5 }] },
        },
      },
    },
  };
}

export const ticketRefused = failure(
  400,
  'bad_request',
  'files must be PNG, JPEG, WebP or GIF images.',
);

/** Storage of its own per story, so one story's saved thread never leaks into another's. */
export function memoryStorage(initial: Record<string, string> = {}): Storage {
  const entries = new Map(Object.entries(initial));
  return {
    get length() {
      return entries.size;
    },
    clear: () => entries.clear(),
    getItem: (key) => entries.get(key) ?? null,
    key: (index) => [...entries.keys()][index] ?? null,
    removeItem: (key) => {
      entries.delete(key);
    },
    setItem: (key, item) => {
      entries.set(key, String(item));
    },
  };
}

/** A decodable PNG, as a screenshot would be. */
export async function screenshotFile(name = 'quiz.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 200;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser.');
  context.fillStyle = 'steelblue';
  context.fillRect(0, 0, 320, 200);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The canvas could not be encoded.');
  return new File([blob], name, { type: 'image/png' });
}

/** Quick polling for stories: the spec's rhythm, shortened. */
export const quickPoll = { intervalMs: 20, maxPolls: 3 };
