import { activityTypes } from '@sparked/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { xapiErrors } from '../../../test/support/xapi-validators';
import type { StatementOutcome } from '../../db/schema';
import {
  activityTypeIris,
  type ExportedStatementRow,
  type StatementRow,
  scoreOf,
  toXapiStatement,
  xapiStatementsJson,
  xapiVersion,
} from './xapi-statement';

const verbs = ['progressed', 'answered', 'passed', 'failed', 'completed'] as const;
const origins = ['https://sparked.example', 'http://localhost:3000', 'https://learn.example.org'];

/** A form's marks as the player writes them: points out of a total, or a percent (the seed's). */
const score = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 500 }))
    .map(([points, total]) => scoreOf(Math.min(points, total), total)),
  fc.double({ min: 0, max: 100, noNaN: true }).map((percent) => scoreOf(percent, 100)),
);

const outcome: fc.Arbitrary<StatementOutcome> = fc.record(
  {
    score,
    success: fc.boolean(),
    completion: fc.boolean(),
    seconds: fc.integer({ min: 0, max: 300 }),
    page: fc.integer({ min: 0, max: 500 }),
  },
  { requiredKeys: [] },
);

/** Titles an author may write, including none at all (statements kept from before titles). */
const title = fc.option(fc.string({ minLength: 1, maxLength: 80 }), { nil: null });

const row: fc.Arbitrary<StatementRow> = fc.record({
  statement: fc.record({
    id: fc.uuid({ version: 4 }),
    userId: fc.uuid({ version: 4 }),
    classId: fc.uuid({ version: 4 }),
    moduleId: fc.uuid({ version: 4 }),
    moduleVersion: fc.integer({ min: 1, max: 1000 }),
    activityId: fc.uuid({ version: 4 }),
    verb: fc.constantFrom(...verbs),
    reply: fc.constant({
      rewards: [{ wallet: 'EXPERIENCE', amount: 20 }],
      wallets: { EXPERIENCE: 20 },
      percent: 80,
      answers: { q1: 'co2' },
    }),
    outcome,
    activityType: fc.option(fc.constantFrom(...activityTypes), { nil: null }),
    activityTitle: title,
    moduleTitle: title,
    moduleDescription: title,
    createdAt: fc.date({
      min: new Date('2020-01-01T00:00:00Z'),
      max: new Date('2040-01-01T00:00:00Z'),
      noInvalidDate: true,
    }),
  }),
  name: fc.string({ minLength: 1, maxLength: 80 }),
  // Addresses as accounts hold them (the contracts' e-mail rule), in every case.
  email: fc.stringMatching(
    /^[A-Za-z0-9_'+-]{1,12}(\.[A-Za-z0-9_'+-]{1,8})?@([a-z0-9][a-z0-9-]{0,9}\.){1,3}[a-z]{2,8}$/,
  ),
  className: fc.option(fc.string({ minLength: 1, maxLength: 80 }), { nil: undefined }),
});

describe('toXapiStatement', () => {
  it('makes valid xAPI 1.0.3 of every verb, kind of activity and outcome', () => {
    fc.assert(
      fc.property(row, fc.constantFrom(...origins), (stored, origin) => {
        const statement = toXapiStatement(stored, origin);
        expect(xapiErrors(statement)).toEqual([]);
        // Nothing of the reply the learner got travels in a statement.
        expect(JSON.stringify(statement)).not.toMatch(/rewards|wallets|percent|answers/);
        expect(statement.version).toBe(xapiVersion);
        expect(statement.context.registration).toBe(stored.statement.classId);
        expect(statement.object.definition.type).toBe(
          activityTypeIris[stored.statement.activityType ?? 'ebook'],
        );
        expect(statement.context.contextActivities.parent[0]?.id).toBe(
          `${origin}/modules/${stored.statement.moduleId}`,
        );
        const { score: given, seconds, page } = stored.statement.outcome;
        const result = statement.result ?? {};
        if (given) {
          expect(result.score?.scaled).toBeGreaterThanOrEqual(0);
          expect(result.score?.scaled).toBeLessThanOrEqual(1);
        }
        expect(result.duration).toBe(seconds === undefined ? undefined : `PT${seconds}S`);
        expect(result.extensions?.[`${origin}/xapi/extensions/page`]).toBe(page);
        for (const key of [
          ...Object.keys(result.extensions ?? {}),
          ...Object.keys(statement.context.extensions),
        ])
          expect(key.startsWith(`${origin}/xapi/extensions/`)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it("writes the export's JSON exactly as JSON.stringify writes the statements", () => {
    // A page: some statements of the module and class of the one before (as a class's mostly
    // are), each stored with microseconds, which the timestamp cuts to milliseconds.
    const page = fc
      .array(fc.tuple(row, fc.boolean(), fc.integer({ min: 0, max: 999 })), { maxLength: 8 })
      .map((drawn) =>
        drawn.map(([stored, sameAsBefore, micros], i) => {
          const before = drawn[i - 1]?.[0];
          if (!sameAsBefore || !before) return { stored, micros };
          const { moduleId, moduleTitle, moduleDescription, classId } = before.statement;
          return {
            stored: {
              ...stored,
              statement: { ...stored.statement, moduleId, moduleTitle, moduleDescription, classId },
              className: before.className,
            },
            micros,
          };
        }),
      );
    const flat = ({ stored, micros }: { stored: StatementRow; micros: number }) => {
      const { statement } = stored;
      const exported: ExportedStatementRow = {
        id: statement.id,
        classId: statement.classId,
        moduleId: statement.moduleId,
        moduleVersion: statement.moduleVersion,
        activityId: statement.activityId,
        verb: statement.verb,
        outcome: statement.outcome,
        activityType: statement.activityType,
        activityTitle: statement.activityTitle,
        moduleTitle: statement.moduleTitle,
        moduleDescription: statement.moduleDescription,
        name: stored.name,
        email: stored.email,
        className: stored.className ?? '',
        position: `${statement.createdAt.toISOString().slice(0, 23)}${String(micros).padStart(3, '0')}Z`,
      };
      return exported;
    };
    fc.assert(
      fc.property(
        page,
        fc.constantFrom(...origins, 'https://x.example/a "quoted" path'),
        (rows, origin) => {
          expect(xapiStatementsJson(rows.map(flat), origin)).toBe(
            JSON.stringify(rows.map(({ stored }) => toXapiStatement(stored, origin))),
          );
        },
      ),
      { numRuns: 400 },
    );
  });

  it('scores a form out of its points, and one worth nothing as full marks', () => {
    expect(scoreOf(1, 2)).toEqual({ scaled: 0.5, raw: 1, min: 0, max: 2 });
    expect(scoreOf(2, 3)).toEqual({ scaled: 0.6667, raw: 2, min: 0, max: 3 });
    expect(scoreOf(0, 0)).toEqual({ scaled: 1 });
  });
});
