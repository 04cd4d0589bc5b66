import type { Locale, Run } from '@sparked/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { AssistantCharges } from './charges';
import { type AssistantProvider, ProviderError } from './providers';
import { assistantRepository as repository } from './repository';

export const restartedError =
  'The server restarted before the assistant answered. Send your message again.';
export const staleError = 'The assistant stopped before answering. Send your message again.';
const unexpectedError = 'The assistant could not answer this time. Send your message again.';

/**
 * Executes runs in this process, one task per run, after the request that queued it has answered:
 * queued → in_progress → completed (with the assistant's message) or failed (with a sentence for
 * the user, and the price given back). Runs left unfinished by an earlier process are failed at
 * start-up and, if a process dies later, when read after `staleAfterMs`.
 */
export function createRunner(deps: {
  db: Database;
  provider: AssistantProvider;
  charges: AssistantCharges;
  log: FastifyBaseLogger;
  staleAfterMs: number;
}) {
  const { db, provider, charges, log } = deps;
  const inFlight = new Map<string, Promise<void>>();

  async function fail(runId: string, error: string) {
    const input = await repository.runInput(db, runId);
    await db.transaction(async (tx) => {
      if (!(await repository.finishRun(tx, runId, { status: 'failed', error }))) return;
      if (input) await charges.refund(tx, input.userId, input.assistant, runId);
    });
  }

  /** Answers in the account's language, else that of the browser that sent the prompt (0046). */
  async function execute(runId: string, browserLocale: Locale) {
    if (!(await repository.startRun(db, runId))) return;
    const input = await repository.runInput(db, runId);
    if (!input) return;
    const messages = await repository.messages(db, input.threadId);
    const at = messages.findIndex((message) => message.id === input.promptMessageId);
    const prompt = messages[at];
    if (!prompt) throw new Error(`run ${runId} has lost its prompt message`);
    const history = messages
      .slice(at + 1)
      .reverse()
      .map(({ role, content }) => ({ role, content }));
    const value = await provider.reply({
      assistant: input.assistant,
      history,
      prompt: prompt.content.map((item) => item.text.value).join('\n'),
      user: {
        email: input.email,
        role: input.role,
        pagePath: input.context?.pagePath,
        course: input.context?.course,
        locale: input.locale ?? browserLocale,
      },
    });
    await db.transaction(async (tx) => {
      if (!(await repository.finishRun(tx, runId, { status: 'completed' }))) return;
      await repository.insertMessage(tx, input.threadId, 'assistant', value);
    });
  }

  async function settle(runId: string, browserLocale: Locale) {
    try {
      await execute(runId, browserLocale);
    } catch (error) {
      if (!(error instanceof ProviderError))
        log.error({ err: error, runId }, 'assistant run failed');
      else log.warn({ err: error, runId }, 'assistant provider failed');
      await fail(runId, error instanceof ProviderError ? error.message : unexpectedError).catch(
        (failure: unknown) => log.error({ err: failure, runId }, 'could not fail a run'),
      );
    }
  }

  return {
    /** Starts the run once the current request's work is done. */
    enqueue(runId: string, browserLocale: Locale) {
      const task = new Promise((resolve) => setImmediate(resolve))
        .then(() => settle(runId, browserLocale))
        .finally(() => inFlight.delete(runId));
      inFlight.set(runId, task);
    },
    /** Waits for a run of this process to end, at most `ms`. */
    async waitFor(runId: string, ms: number) {
      const task = inFlight.get(runId);
      if (!task) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([task, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
      clearTimeout(timer);
    },
    /** A run read while unfinished is failed when no process can still be working on it. */
    async settleStale(run: Run): Promise<boolean> {
      if (run.status === 'completed' || run.status === 'failed' || inFlight.has(run.id))
        return false;
      if (Date.now() - Date.parse(run.createdAt) < deps.staleAfterMs) return false;
      await fail(run.id, staleError);
      return true;
    },
    /** At start-up: nothing of an earlier process is still running. */
    async recover() {
      const ids = await repository.unfinishedRuns(db);
      for (const id of ids) await fail(id, restartedError);
      if (ids.length > 0) log.warn({ runs: ids.length }, 'failed assistant runs left by a restart');
    },
    /** On shutdown: lets running tasks end before the database closes. */
    async drain() {
      await Promise.allSettled([...inFlight.values()]);
    },
  };
}
export type Runner = ReturnType<typeof createRunner>;
