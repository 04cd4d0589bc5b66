import {
  type AccessTokenClaims,
  type AssistantKind,
  type assistantPromptRequestSchema,
  type Locale,
  parseAssistantReply,
  type Run,
  type StoredThreadMessage,
} from '@sparked/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError, conflict, notFound } from '../../http/errors';
import type { ServerMessage } from '../../i18n/catalogues';
import { inLocale } from '../../i18n/reader';
import { userRepository } from '../core/users-repository';
import type { AssistantCharges } from './charges';
import {
  type AssistantRow,
  assistantRepository as repository,
  type ThreadContext,
} from './repository';
import type { Runner } from './runner';

/** The sentences this file answers with (decision 0046). */
const said = {
  thereIsNoSuchConversationStart: /*i18n*/ {
    id: 'assistants.there-is-no-such-conversation-start',
    message: 'There is no such conversation. Start a new one.',
  },
  thisConversationIsWithAnotherAssistant: /*i18n*/ {
    id: 'assistants.this-conversation-is-with-another-assistant',
    message: 'This conversation is with another assistant.',
  },
  theAssistantIsStillAnsweringYour: /*i18n*/ {
    id: 'assistants.the-assistant-is-still-answering-your',
    message: 'The assistant is still answering your last message. Wait for it, then send again.',
  },
  thisConversationIsClosedRestartTo: /*i18n*/ {
    id: 'assistants.this-conversation-is-closed-restart-to',
    message: 'This conversation is closed. Restart to begin a new one.',
  },
  thereIsNoSuchRunIn: /*i18n*/ {
    id: 'assistants.there-is-no-such-run-in',
    message: 'There is no such run in this conversation.',
  },
} satisfies Record<string, ServerMessage>;

type Prompt = z.output<typeof assistantPromptRequestSchema>;

/** Where a prompt comes from: the page (the help desk's widget says) and the browser. */
export interface PromptRequest {
  context?: ThreadContext | null;
  /**
   * The language the browser that sent it reads (its Accept-Language): the assistant's words are
   * in it when the account has chosen none (decision 0046).
   */
  browserLocale: Locale;
}

const noThread = () => notFound(said.thereIsNoSuchConversationStart);

const textOf = (message: Pick<StoredThreadMessage, 'content'>) =>
  message.content.map((item) => item.text.value).join('\n');

/** The last assistant reply closed the conversation (a ticket was filed). */
function isClosed(messages: readonly StoredThreadMessage[]): boolean {
  const last = messages.find((message) => message.role === 'assistant');
  return last !== undefined && parseAssistantReply(textOf(last)).close_thread;
}

/** An assistant kind as an ICU select key, which may not hold a hyphen. */
const selectKey = (kind: AssistantKind) => (kind === 'help-desk' ? 'helpDesk' : kind);

/** No assistant of that kind by that slug, or for the prompt's assistantId when no slug was given. */
const noSuchAssistant = (kind: AssistantKind, slug: string | undefined) =>
  notFound(
    slug
      ? /*i18n*/ {
          id: 'assistants.there-is-no-such-assistant',
          message:
            'There is no {kind, select, helpDesk {help-desk} other {standard}} assistant "{slug}".',
          values: { kind: selectKey(kind), slug },
        }
      : /*i18n*/ {
          id: 'assistants.no-assistant-with-that-id',
          message:
            'There is no {kind, select, helpDesk {help-desk} other {standard}} assistant with that assistantId.',
          values: { kind: selectKey(kind) },
        },
  );

export function createAssistantService(deps: {
  db: Database;
  runner: Runner;
  charges: AssistantCharges;
  /** The message a new thread opens with, for the kinds that have one (a reply's text value). */
  openings: Partial<Record<AssistantKind, () => string>>;
}) {
  const { db, runner, charges, openings } = deps;

  /** The caller's own thread with an assistant of `kind`; anyone else's is "not found". */
  async function ownThread(
    tx: Database,
    claims: AccessTokenClaims,
    kind: AssistantKind,
    id: string,
    lock = false,
  ) {
    const thread = await repository.findThread(tx, id, lock);
    if (!thread || thread.userId !== claims.id || thread.kind !== kind) throw noThread();
    return thread;
  }

  async function resolveAssistant(kind: AssistantKind, slug: string | undefined, prompt: Prompt) {
    const assistant = await repository.findAssistant(
      db,
      slug ? { kind, slug } : { kind, id: prompt.assistantId },
    );
    if (!assistant) throw noSuchAssistant(kind, slug);
    if (assistant.id !== prompt.assistantId)
      throw new AppError(
        400,
        'validation_failed',
        /*i18n*/ {
          id: 'assistants.assistantid-is-not-the-id-of',
          message: 'assistantId is not the id of "{slug}".',
          values: { slug: slug ?? assistant.slug },
        },
      );
    return assistant;
  }

  /**
   * Continues the caller's thread, or starts one (with its kind's opening message). Also
   * returns the id of the user's last message when it is `prompt` again and got no reply (its run
   * failed; a thread never has two runs going): sending the same words again retries it.
   */
  async function threadFor(
    tx: Database,
    claims: AccessTokenClaims,
    assistant: AssistantRow,
    prompt: Prompt,
    { context, browserLocale }: PromptRequest,
  ): Promise<{ threadId: string; unanswered?: string }> {
    if (!prompt.threadId) {
      const threadId = await repository.insertThread(tx, {
        userId: claims.id,
        assistantId: assistant.id,
        saved: prompt.saveUserThread,
        context: context ?? null,
      });
      const opening = openings[assistant.kind];
      if (opening) {
        // Stored once, so written in the language its replies are (decision 0046).
        const locale = (await userRepository.localeOf(tx, claims.id)) ?? browserLocale;
        await repository.insertMessage(tx, threadId, 'assistant', inLocale(locale, opening));
      }
      return { threadId };
    }
    const thread = await ownThread(tx, claims, assistant.kind, prompt.threadId, true);
    if (thread.assistantId !== assistant.id)
      throw new AppError(400, 'validation_failed', said.thisConversationIsWithAnotherAssistant);
    if (await repository.hasUnfinishedRun(tx, thread.id))
      throw conflict(said.theAssistantIsStillAnsweringYour);
    const messages = await repository.messages(tx, thread.id);
    if (isClosed(messages)) throw conflict(said.thisConversationIsClosedRestartTo);
    await repository.updateThread(tx, thread.id, {
      ...(prompt.saveUserThread && !thread.saved ? { saved: true } : {}),
      ...(context ? { context } : {}),
    });
    const [newest] = messages;
    const unanswered =
      newest?.role === 'user' && textOf(newest) === prompt.prompt ? newest.id : undefined;
    return { threadId: thread.id, unanswered };
  }

  async function readThread(claims: AccessTokenClaims, kind: AssistantKind, threadId: string) {
    const thread = await ownThread(db, claims, kind, threadId);
    return { thread, messages: { body: { data: await repository.messages(db, threadId) } } };
  }

  return {
    list: (kind: AssistantKind) => repository.listByKind(db, kind),

    /**
     * Queues a run for a prompt: the thread, the user's message, the run and the price are
     * written in one transaction; the run executes after it commits. The price is the
     * assistant's, never the client's `cost`. The same words sent again after a failed reply
     * retry that message rather than add a copy of it.
     */
    async prompt(
      claims: AccessTokenClaims,
      kind: AssistantKind,
      slug: string | undefined,
      prompt: Prompt,
      request: PromptRequest,
    ): Promise<{ threadId: string; run: Run }> {
      const assistant = await resolveAssistant(kind, slug, prompt);
      const result = await db.transaction(async (tx) => {
        const { threadId, unanswered } = await threadFor(tx, claims, assistant, prompt, request);
        const messageId =
          unanswered ?? (await repository.insertMessage(tx, threadId, 'user', prompt.prompt));
        const run = await repository.insertRun(tx, threadId, messageId);
        await charges.charge(tx, claims.id, assistant, run.id);
        return { threadId, run };
      });
      runner.enqueue(result.run.id, request.browserLocale);
      return result;
    },

    async run(claims: AccessTokenClaims, kind: AssistantKind, threadId: string, runId: string) {
      await ownThread(db, claims, kind, threadId);
      const run = await repository.findRun(db, threadId, runId);
      if (!run) throw notFound(said.thereIsNoSuchRunIn);
      if (!(await runner.settleStale(run))) return run;
      return (await repository.findRun(db, threadId, runId)) ?? run;
    },

    async thread(claims: AccessTokenClaims, kind: AssistantKind, threadId: string) {
      const { messages } = await readThread(claims, kind, threadId);
      return { threadId, messages };
    },

    /** A thread the user chose to keep (`saveUserThread`), as the help desk reopens it. */
    async savedThread(claims: AccessTokenClaims, kind: AssistantKind, threadId: string) {
      const { thread, messages } = await readThread(claims, kind, threadId);
      if (!thread.saved) throw noThread();
      return { threadId, messages };
    },
  };
}
export type AssistantService = ReturnType<typeof createAssistantService>;
