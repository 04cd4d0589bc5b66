import type {
  AssistantKind,
  AssistantSummary,
  Run,
  RunStatus,
  StoredThreadMessage,
  ThreadMessageRole,
} from '@sparked/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  assistantMessages,
  assistantRuns,
  assistants,
  assistantThreads,
  users,
} from '../../db/schema';

const summaryColumns = {
  id: assistants.id,
  kind: assistants.kind,
  slug: assistants.slug,
  name: assistants.name,
  description: assistants.description,
  cost: assistants.cost,
  currency: assistants.currency,
};

export type AssistantRow = AssistantSummary & { instructions: string };
export type ThreadContext = { pagePath: string; course?: string };

const runColumns = {
  id: assistantRuns.id,
  threadId: assistantRuns.threadId,
  status: assistantRuns.status,
  error: assistantRuns.error,
  createdAt: assistantRuns.createdAt,
  startedAt: assistantRuns.startedAt,
  finishedAt: assistantRuns.finishedAt,
};

type RunRow = Omit<Run, 'createdAt' | 'startedAt' | 'finishedAt'> & {
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
};

const toRun = (row: RunRow): Run => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  startedAt: row.startedAt?.toISOString() ?? null,
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

const unfinished: RunStatus[] = ['queued', 'in_progress'];

export const assistantRepository = {
  listByKind: (db: Database, kind: AssistantKind): Promise<AssistantSummary[]> =>
    db
      .select(summaryColumns)
      .from(assistants)
      .where(eq(assistants.kind, kind))
      .orderBy(asc(assistants.name)),

  async findAssistant(
    db: Database,
    by: { kind: AssistantKind } & ({ id: string } | { slug: string }),
  ): Promise<AssistantRow | undefined> {
    const [row] = await db
      .select({ ...summaryColumns, instructions: assistants.instructions })
      .from(assistants)
      .where(
        and(
          eq(assistants.kind, by.kind),
          'id' in by ? eq(assistants.id, by.id) : eq(assistants.slug, by.slug),
        ),
      )
      .limit(1);
    return row;
  },

  /** With `lock`, holds the thread row until the transaction ends: one prompt at a time. */
  async findThread(db: Database, threadId: string, lock = false) {
    const query = db
      .select({
        id: assistantThreads.id,
        userId: assistantThreads.userId,
        assistantId: assistantThreads.assistantId,
        kind: assistants.kind,
        saved: assistantThreads.saved,
        context: assistantThreads.context,
      })
      .from(assistantThreads)
      .innerJoin(assistants, eq(assistants.id, assistantThreads.assistantId))
      .where(eq(assistantThreads.id, threadId))
      .limit(1);
    const [row] = await (lock ? query.for('update', { of: assistantThreads }) : query);
    return row;
  },

  async insertThread(
    db: Database,
    thread: { userId: string; assistantId: string; saved: boolean; context: ThreadContext | null },
  ): Promise<string> {
    const [row] = await db
      .insert(assistantThreads)
      .values(thread)
      .returning({ id: assistantThreads.id });
    if (!row) throw new Error('thread was not inserted');
    return row.id;
  },

  async updateThread(
    db: Database,
    threadId: string,
    changes: { saved?: true; context?: ThreadContext },
  ) {
    if (Object.keys(changes).length === 0) return;
    await db.update(assistantThreads).set(changes).where(eq(assistantThreads.id, threadId));
  },

  async insertMessage(
    db: Database,
    threadId: string,
    role: ThreadMessageRole,
    value: string,
  ): Promise<string> {
    const [row] = await db
      .insert(assistantMessages)
      .values({ threadId, role, content: [{ type: 'text', text: { value } }] })
      .returning({ id: assistantMessages.id });
    if (!row) throw new Error('message was not inserted');
    return row.id;
  },

  /** The thread's messages, newest first (spec §7 `messages.body.data`). */
  async messages(db: Database, threadId: string): Promise<StoredThreadMessage[]> {
    const rows = await db
      .select({
        id: assistantMessages.id,
        role: assistantMessages.role,
        content: assistantMessages.content,
        createdAt: assistantMessages.createdAt,
      })
      .from(assistantMessages)
      .where(eq(assistantMessages.threadId, threadId))
      .orderBy(desc(assistantMessages.seq));
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  },

  async insertRun(db: Database, threadId: string, promptMessageId: string): Promise<Run> {
    const [row] = await db
      .insert(assistantRuns)
      .values({ threadId, promptMessageId })
      .returning(runColumns);
    if (!row) throw new Error('run was not inserted');
    return toRun(row);
  },

  async findRun(db: Database, threadId: string, runId: string): Promise<Run | undefined> {
    const [row] = await db
      .select(runColumns)
      .from(assistantRuns)
      .where(and(eq(assistantRuns.id, runId), eq(assistantRuns.threadId, threadId)))
      .limit(1);
    return row && toRun(row);
  },

  async hasUnfinishedRun(db: Database, threadId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: assistantRuns.id })
      .from(assistantRuns)
      .where(and(eq(assistantRuns.threadId, threadId), inArray(assistantRuns.status, unfinished)))
      .limit(1);
    return row !== undefined;
  },

  /** Takes a queued run; false when it is no longer queued (failed by a restart). */
  async startRun(db: Database, runId: string): Promise<boolean> {
    const rows = await db
      .update(assistantRuns)
      .set({ status: 'in_progress', startedAt: sql`now()` })
      .where(and(eq(assistantRuns.id, runId), eq(assistantRuns.status, 'queued')))
      .returning({ id: assistantRuns.id });
    return rows.length === 1;
  },

  /** What a run needs to answer: its thread, its assistant and the prompt message. */
  async runInput(db: Database, runId: string) {
    const [row] = await db
      .select({
        threadId: assistantRuns.threadId,
        promptMessageId: assistantRuns.promptMessageId,
        userId: assistantThreads.userId,
        email: users.email,
        role: users.role,
        locale: users.locale,
        context: assistantThreads.context,
        assistant: {
          id: assistants.id,
          kind: assistants.kind,
          slug: assistants.slug,
          name: assistants.name,
          instructions: assistants.instructions,
          cost: assistants.cost,
          currency: assistants.currency,
        },
      })
      .from(assistantRuns)
      .innerJoin(assistantThreads, eq(assistantThreads.id, assistantRuns.threadId))
      .innerJoin(assistants, eq(assistants.id, assistantThreads.assistantId))
      .innerJoin(users, eq(users.id, assistantThreads.userId))
      .where(eq(assistantRuns.id, runId))
      .limit(1);
    return row;
  },

  /** Ends a run that is in progress; false when something else ended it first. */
  async finishRun(
    db: Database,
    runId: string,
    outcome: { status: 'completed' } | { status: 'failed'; error: string },
  ): Promise<boolean> {
    const rows = await db
      .update(assistantRuns)
      .set({
        status: outcome.status,
        error: outcome.status === 'failed' ? outcome.error : null,
        finishedAt: sql`now()`,
      })
      .where(and(eq(assistantRuns.id, runId), inArray(assistantRuns.status, unfinished)))
      .returning({ id: assistantRuns.id });
    return rows.length === 1;
  },

  /** Runs not yet ended: at start-up, what an earlier process left behind. */
  async unfinishedRuns(db: Database): Promise<string[]> {
    const rows = await db
      .select({ id: assistantRuns.id })
      .from(assistantRuns)
      .where(inArray(assistantRuns.status, unfinished));
    return rows.map((row) => row.id);
  },
};
