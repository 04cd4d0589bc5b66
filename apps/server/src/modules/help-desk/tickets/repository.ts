import type { RichDocument, TicketStatus, TicketSummary, TicketType } from '@sparked/contracts';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { ticketAttachments, ticketCounters, tickets, users } from '../../../db/schema';

const keyOf = sql<string>`${tickets.project} || '-' || ${tickets.number}`;
const attachmentCount = sql<number>`(select count(*)::int from ${ticketAttachments} where ${ticketAttachments.ticketId} = ${tickets.id})`;

const summaryColumns = {
  id: tickets.id,
  key: keyOf,
  type: tickets.type,
  title: tickets.title,
  status: tickets.status,
  reporterId: users.id,
  reporterEmail: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  pagePath: tickets.pagePath,
  course: tickets.course,
  attachmentCount,
  externalKey: tickets.externalKey,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
};

type SummaryRow = {
  key: string;
  type: TicketType;
  title: string;
  status: TicketStatus;
  reporterId: string;
  reporterEmail: string;
  firstName: string;
  lastName: string;
  pagePath: string | null;
  course: string | null;
  attachmentCount: number;
  externalKey: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const toSummary = (row: SummaryRow): TicketSummary => ({
  key: row.key,
  type: row.type,
  title: row.title,
  status: row.status,
  reporter: {
    id: row.reporterId,
    email: row.reporterEmail,
    name: `${row.firstName} ${row.lastName}`,
  },
  pagePath: row.pagePath,
  course: row.course,
  attachmentCount: Number(row.attachmentCount),
  externalKey: row.externalKey,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** `HELP-42` → project and number; anything else matches no ticket. */
function byKey(key: string): SQL {
  const at = key.lastIndexOf('-');
  return and(
    eq(tickets.project, key.slice(0, at)),
    eq(tickets.number, Number(key.slice(at + 1))),
  ) as SQL;
}

export const ticketRepository = {
  /** The next number of a project; the counter row stays locked until the transaction ends. */
  async nextNumber(tx: Database, project: string): Promise<number> {
    const [row] = await tx
      .insert(ticketCounters)
      .values({ project, lastNumber: 1 })
      .onConflictDoUpdate({
        target: ticketCounters.project,
        set: { lastNumber: sql`${ticketCounters.lastNumber} + 1` },
      })
      .returning({ number: ticketCounters.lastNumber });
    if (!row) throw new Error('ticket counter was not advanced');
    return row.number;
  },

  async insert(
    tx: Database,
    ticket: {
      project: string;
      number: number;
      type: TicketType;
      title: string;
      description: RichDocument;
      reporterId: string;
      pagePath: string | null;
      course: string | null;
      threadId: string | null;
      forwardState: 'not_configured' | 'pending';
    },
  ): Promise<string> {
    const [row] = await tx.insert(tickets).values(ticket).returning({ id: tickets.id });
    if (!row) throw new Error('ticket was not inserted');
    return row.id;
  },

  async insertAttachments(
    tx: Database,
    rows: Array<Omit<typeof ticketAttachments.$inferInsert, 'id' | 'createdAt'>>,
  ) {
    if (rows.length > 0) await tx.insert(ticketAttachments).values(rows);
  },

  async setForwarding(
    db: Database,
    ticketId: string,
    outcome: { externalKey: string | null; error: string | null },
  ) {
    await db
      .update(tickets)
      .set({
        forwardState: outcome.error ? 'failed' : 'forwarded',
        externalKey: outcome.externalKey,
        forwardError: outcome.error,
      })
      .where(eq(tickets.id, ticketId));
  },

  /** Tickets still waiting to be copied to Jira. */
  async pendingForwards(db: Database): Promise<string[]> {
    const rows = await db
      .select({ id: tickets.id })
      .from(tickets)
      .where(eq(tickets.forwardState, 'pending'))
      .orderBy(tickets.createdAt);
    return rows.map((row) => row.id);
  },

  /** What a copy to Jira carries. */
  async forwardInput(db: Database, ticketId: string) {
    const [ticket] = await db
      .select({
        key: keyOf,
        type: tickets.type,
        title: tickets.title,
        description: tickets.description,
        reporterEmail: users.email,
        pagePath: tickets.pagePath,
        course: tickets.course,
      })
      .from(tickets)
      .innerJoin(users, eq(users.id, tickets.reporterId))
      .where(eq(tickets.id, ticketId))
      .limit(1);
    if (!ticket) return undefined;
    const files = await db
      .select({ fileName: ticketAttachments.fileName, path: ticketAttachments.path })
      .from(ticketAttachments)
      .where(eq(ticketAttachments.ticketId, ticketId))
      .orderBy(ticketAttachments.fileName);
    return { ...ticket, description: ticket.description as RichDocument, files };
  },

  /** A page of tickets, newest first, and how many match in all. */
  async page(
    db: Database,
    filter: { type?: TicketType; status?: TicketStatus; reporterId?: string },
    limit: number,
    offset: number,
  ) {
    const where = and(
      filter.type ? eq(tickets.type, filter.type) : undefined,
      filter.status ? eq(tickets.status, filter.status) : undefined,
      filter.reporterId ? eq(tickets.reporterId, filter.reporterId) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select(summaryColumns)
        .from(tickets)
        .innerJoin(users, eq(users.id, tickets.reporterId))
        .where(where)
        .orderBy(desc(tickets.createdAt), desc(tickets.number))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(tickets).where(where),
    ]);
    return { tickets: rows.map(toSummary), total: total?.total ?? 0 };
  },

  async find(db: Database, key: string) {
    const [row] = await db
      .select({
        ...summaryColumns,
        description: tickets.description,
        threadId: tickets.threadId,
        forwardState: tickets.forwardState,
        forwardError: tickets.forwardError,
      })
      .from(tickets)
      .innerJoin(users, eq(users.id, tickets.reporterId))
      .where(byKey(key))
      .limit(1);
    return row && { ...row, summary: toSummary(row) };
  },

  attachmentsOf: (db: Database, ticketId: string) =>
    db
      .select({
        id: ticketAttachments.id,
        size: ticketAttachments.size,
        width: ticketAttachments.width,
        height: ticketAttachments.height,
      })
      .from(ticketAttachments)
      .where(eq(ticketAttachments.ticketId, ticketId))
      .orderBy(ticketAttachments.createdAt, ticketAttachments.fileName),

  async setStatus(db: Database, key: string, status: TicketStatus): Promise<boolean> {
    const rows = await db
      .update(tickets)
      .set({ status, updatedAt: sql`now()` })
      .where(byKey(key))
      .returning({ id: tickets.id });
    return rows.length === 1;
  },

  /** An attachment with what deciding who may see it needs. */
  async attachment(db: Database, id: string) {
    const [row] = await db
      .select({
        fileName: ticketAttachments.fileName,
        path: ticketAttachments.path,
        reporterId: tickets.reporterId,
        key: keyOf,
      })
      .from(ticketAttachments)
      .innerJoin(tickets, eq(tickets.id, ticketAttachments.ticketId))
      .where(eq(ticketAttachments.id, id))
      .limit(1);
    return row;
  },
};
