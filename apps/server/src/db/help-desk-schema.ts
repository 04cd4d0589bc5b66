import {
  assistantKinds,
  runStatuses,
  type ThreadMessageContentItem,
  threadMessageRoles,
  ticketForwardStates,
  ticketStatuses,
  ticketTypes,
  walletNames,
} from '@sparked/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users-schema';

/** Janus and the AI tools; `instructions` are the system prompt the `openai` provider sends. */
export const assistants = pgTable(
  'assistants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: assistantKinds }).notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    instructions: text('instructions').notNull(),
    cost: integer('cost').notNull().default(0),
    currency: text('currency', { enum: walletNames }).notNull().default('ENERGY'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('assistants_kind_slug_unique').on(table.kind, table.slug),
    check('assistants_cost_not_negative', sql`${table.cost} >= 0`),
  ],
);

/** One conversation of one user with one assistant; `context` is where the widget was opened. */
export const assistantThreads = pgTable(
  'assistant_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assistantId: uuid('assistant_id')
      .notNull()
      .references(() => assistants.id, { onDelete: 'cascade' }),
    saved: boolean('saved').notNull().default(false),
    context: jsonb('context').$type<{ pagePath: string; course?: string }>(),
    createdAt: createdAt(),
  },
  (table) => [index('assistant_threads_user_idx').on(table.userId)],
);

/** `seq` orders a thread's messages even when two share a timestamp. */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => assistantThreads.id, { onDelete: 'cascade' }),
    role: text('role', { enum: threadMessageRoles }).notNull(),
    content: jsonb('content').$type<ThreadMessageContentItem[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('assistant_messages_thread_seq_idx').on(table.threadId, table.seq)],
);

/** A run answers one user message (`prompt_message_id`). */
export const assistantRuns = pgTable(
  'assistant_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => assistantThreads.id, { onDelete: 'cascade' }),
    promptMessageId: uuid('prompt_message_id')
      .notNull()
      .references(() => assistantMessages.id, { onDelete: 'cascade' }),
    status: text('status', { enum: runStatuses }).notNull().default('queued'),
    error: text('error'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('assistant_runs_thread_idx').on(table.threadId),
    index('assistant_runs_status_idx').on(table.status),
  ],
);

/** Janus's FAQ, seeded from the engine's list; edits here reach Janus without a deploy. */
export const knowledgeBaseEntries = pgTable('knowledge_base_entries', {
  id: text('id').primaryKey(),
  question: text('question').notNull(),
  phrasings: jsonb('phrasings').$type<string[]>().notNull(),
  answer: text('answer').notNull(),
  link: jsonb('link').$type<{ label: string; href: string }>(),
  updatedAt: updatedAt(),
});

/** The last ticket number given out per project; incremented under its row lock. */
export const ticketCounters = pgTable('ticket_counters', {
  project: text('project').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    project: text('project').notNull(),
    number: integer('number').notNull(),
    type: text('type', { enum: ticketTypes }).notNull(),
    title: text('title').notNull(),
    description: jsonb('description').notNull(),
    status: text('status', { enum: ticketStatuses }).notNull().default('open'),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pagePath: text('page_path'),
    course: text('course'),
    threadId: uuid('thread_id').references(() => assistantThreads.id, { onDelete: 'set null' }),
    externalKey: text('external_key'),
    forwardState: text('forward_state', { enum: ticketForwardStates })
      .notNull()
      .default('not_configured'),
    forwardError: text('forward_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('tickets_project_number_unique').on(table.project, table.number),
    index('tickets_created_idx').on(table.createdAt),
    index('tickets_reporter_idx').on(table.reporterId),
  ],
);

/** Re-encoded PNG screenshots; `path` is relative to DATA_DIR and its name is ours. */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    path: text('path').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('ticket_attachments_ticket_idx').on(table.ticketId)],
);
