import { type classStatementsQuerySchema, maxStatementsPage } from '@sparked/contracts';
import type { z } from 'zod';
import { AppError } from '../../http/errors';
import type { ServerMessage } from '../../i18n/catalogues';
import type { StatementFilters } from './repository';
import { verbIri, xapiIris } from './xapi-statement';

export type StatementQuery = z.output<typeof classStatementsQuerySchema>;

const defaultPage = 100;
const storedVerbs = ['progressed', 'answered', 'passed', 'failed', 'completed'] as const;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const cursorTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const badFilter = (message: ServerMessage) => new AppError(400, 'validation_failed', message);

/** An agent as the statements API takes it, for its refusals (a value: ICU reads braces). */
const agentExample = '{"mbox":"mailto:learner@example.com"}';

/** The position after a statement, opaque to the caller: its exact stored time and its id. */
export const encodeCursor = (at: string, id: string) =>
  Buffer.from(`${at}|${id}`, 'utf8').toString('base64url');

function decodeCursor(cursor: string): StatementFilters['after'] {
  const [at, id, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (extra !== undefined || !at || !id || !cursorTime.test(at) || !uuidPattern.test(id))
    throw badFilter(
      /*i18n*/ {
        id: 'learning.cursor-not-a-page',
        message:
          'cursor is not a page of this record. Start again without it, or use the more URL as given.',
      },
    );
  return { at, id };
}

/** The learner's e-mail of a JSON Agent, as an LRS takes `agent`: an object with an mbox. */
function agentEmail(agent: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(agent);
  } catch {
    throw badFilter(
      /*i18n*/ {
        id: 'learning.agent-must-be-json',
        message: 'agent must be a JSON Agent, such as {example}.',
        values: { example: agentExample },
      },
    );
  }
  const mbox =
    parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as { mbox?: unknown }).mbox
      : undefined;
  if (typeof mbox !== 'string' || !/^mailto:[^@\s]+@[^@\s]+$/i.test(mbox))
    throw badFilter(
      /*i18n*/ {
        id: 'learning.agent-needs-an-mbox',
        message: 'agent must be a JSON Agent with an mbox, such as {example}.',
        values: { example: agentExample },
      },
    );
  return mbox.slice('mailto:'.length).toLowerCase();
}

/**
 * The repository's filters for a query, or null when a filter names something Sparked never
 * writes (another verb, an IRI that is no activity of ours): such a query matches nothing, as it
 * would in an LRS. Malformed filters are a 400.
 */
export function statementFilters(query: StatementQuery, origin: string): StatementFilters | null {
  const since = query.since ? new Date(query.since) : undefined;
  const until = query.until ? new Date(query.until) : undefined;
  if (since && until && since >= until)
    throw badFilter(
      /*i18n*/ { id: 'learning.since-before-until', message: 'since must be before until.' },
    );
  const email = query.agent === undefined ? undefined : agentEmail(query.agent);
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const limit = query.limit === undefined ? defaultPage : query.limit || maxStatementsPage;
  const verb = query.verb
    ? storedVerbs.find((candidate) => verbIri(candidate) === query.verb)
    : undefined;
  if (query.verb && !verb) return null;
  const activityId = query.activity?.match(/\/activities\/([^/?#]+)$/)?.[1];
  if (
    query.activity &&
    !(
      activityId &&
      uuidPattern.test(activityId) &&
      xapiIris(origin).activity(activityId) === query.activity
    )
  )
    return null;
  return { since, until, verb, email, activityId: activityId?.toLowerCase(), after, limit };
}

/** The query of the next page: the same filters with the cursor after this page's last. */
export function nextPageQuery(query: StatementQuery, cursor: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, cursor }))
    if (value !== undefined) params.set(key, String(value));
  return params.toString();
}
