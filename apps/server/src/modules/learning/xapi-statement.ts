import type { learningStatements } from '../../db/schema';

/** A stored statement with its learner's name and email, as `learningRepository.statements` reads it. */
export interface StoredStatementRow {
  statement: typeof learningStatements.$inferSelect;
  name: string;
  email: string;
}

const percentOf = (result: Record<string, unknown>) =>
  typeof result.percent === 'number' && Number.isFinite(result.percent) ? result.percent : null;

/**
 * What we store in a statement's result is Sparked's own shape; xAPI allows only score, success,
 * completion, response and duration there, so the percent becomes a scaled score and the rest
 * travels as one extension.
 */
function xapiResult(verb: string, result: Record<string, unknown>, origin: string) {
  const percent = percentOf(result);
  return {
    ...(percent === null ? {} : { score: { scaled: Math.min(1, Math.max(0, percent / 100)) } }),
    ...(verb === 'passed' || verb === 'failed' ? { success: verb === 'passed' } : {}),
    ...(verb === 'completed' || verb === 'passed' ? { completion: true } : {}),
    extensions: { [`${origin}/xapi/result`]: result },
  };
}

/** A stored statement in xAPI 1.0.3 form; `origin` is the address activities are named under. */
export function toXapiStatement({ statement, name, email }: StoredStatementRow, origin: string) {
  return {
    id: statement.id,
    actor: { objectType: 'Agent' as const, name, mbox: `mailto:${email}` },
    verb: {
      id: `http://adlnet.gov/expapi/verbs/${statement.verb}`,
      display: { 'en-US': statement.verb },
    },
    object: {
      objectType: 'Activity' as const,
      id: `${origin}/activities/${statement.activityId}`,
    },
    result: xapiResult(statement.verb, statement.result, origin),
    context: {
      registration: statement.classId,
      extensions: {
        [`${origin}/xapi/module`]: statement.moduleId,
        [`${origin}/xapi/module-version`]: statement.moduleVersion,
      },
    },
    timestamp: statement.createdAt.toISOString(),
  };
}
export type XapiStatement = ReturnType<typeof toXapiStatement>;
