import type { learningStatements, StatementOutcome } from '../../db/schema';

/** The xAPI version every statement Sparked writes conforms to. */
export const xapiVersion = '1.0.3';

/** A stored statement with the learner's name and e-mail (and the class's name when read with it). */
export type StatementRow = {
  statement: typeof learningStatements.$inferSelect;
  name: string;
  email: string;
  className?: string;
};

/**
 * A stored statement as the class's export reads it: flat, only the columns a statement is made
 * of, with `position`, the exact stored time in UTC (`YYYY-MM-DDTHH:MI:SS.ffffffZ`).
 */
export type ExportedStatementRow = {
  id: string;
  classId: string;
  moduleId: string;
  moduleVersion: number;
  activityId: string;
  verb: string;
  outcome: StatementOutcome;
  activityType: string | null;
  activityTitle: string | null;
  moduleTitle: string | null;
  moduleDescription: string | null;
  name: string;
  email: string;
  className: string;
  position: string;
};

type LanguageMap = Record<string, string>;
type ActivityDefinition = { name?: LanguageMap; description?: LanguageMap; type: string };
type XapiActivity = { objectType: 'Activity'; id: string; definition: ActivityDefinition };

/** An xAPI 1.0.3 statement as Sparked writes it. */
export type XapiStatement = {
  id: string;
  actor: { objectType: 'Agent'; name: string; mbox: string };
  verb: { id: string; display: LanguageMap };
  object: XapiActivity;
  result?: {
    score?: StatementOutcome['score'];
    success?: boolean;
    completion?: boolean;
    duration?: string;
    extensions?: Record<string, unknown>;
  };
  context: {
    registration: string;
    contextActivities: { parent: XapiActivity[]; grouping: XapiActivity[] };
    extensions: Record<string, unknown>;
  };
  timestamp: string;
  version: typeof xapiVersion;
};

const adlActivities = 'http://adlnet.gov/expapi/activities';

/** The ADL activity type of each kind of activity: forms are assessments, iframes media, the rest lessons. */
export const activityTypeIris: Record<string, string> = {
  ebook: `${adlActivities}/lesson`,
  'multi-ebook': `${adlActivities}/lesson`,
  iframe: `${adlActivities}/media`,
  form: `${adlActivities}/assessment`,
  /** A SCORM package's SCO: a lesson, its score and success as the package reported them. */
  scorm: `${adlActivities}/lesson`,
};
export const moduleTypeIri = `${adlActivities}/module`;
export const classTypeIri = `${adlActivities}/course`;

/** The ADL verb of each stored verb. */
export const verbIri = (verb: string) => `http://adlnet.gov/expapi/verbs/${verb}`;

/** Where the IRIs of a deployment's activities, modules, classes and extensions live. */
export const xapiIris = (origin: string) => ({
  activity: (id: string) => `${origin}/activities/${id}`,
  module: (id: string) => `${origin}/modules/${id}`,
  class: (id: string) => `${origin}/classes/${id}`,
  extension: (name: string) => `${origin}/xapi/extensions/${name}`,
});

const en = (text: string | null | undefined): LanguageMap | undefined =>
  text ? { 'en-US': text } : undefined;

function definition(
  type: string,
  name: string | null | undefined,
  description?: string | null,
): ActivityDefinition {
  const named = en(name);
  const described = en(description);
  return {
    ...(named ? { name: named } : {}),
    ...(described ? { description: described } : {}),
    type,
  };
}

/** Whole seconds as an ISO 8601 duration. */
export const isoDuration = (seconds: number) => `PT${Math.max(0, Math.round(seconds))}S`;

/** The xAPI result of a stored outcome; undefined when it says nothing. */
function resultOf(outcome: StatementOutcome, origin: string): XapiStatement['result'] {
  const { score, success, completion, seconds, page } = outcome;
  const result: NonNullable<XapiStatement['result']> = {
    ...(score ? { score } : {}),
    ...(success === undefined ? {} : { success }),
    ...(completion === undefined ? {} : { completion }),
    ...(seconds === undefined ? {} : { duration: isoDuration(seconds) }),
    ...(page === undefined ? {} : { extensions: { [xapiIris(origin).extension('page')]: page } }),
  };
  return Object.keys(result).length > 0 ? result : undefined;
}

/**
 * A stored statement as an xAPI 1.0.3 statement: the learner as an Agent by e-mail, the activity
 * with its definition, the module as its parent and the class as its grouping (the class id is
 * also the registration). Built only from the statement's own facts, never from the reply the
 * learner got, so nothing internal (wallets, rewards) can leave in one. `origin` is the public
 * URL of the deployment, under which the activity and extension IRIs live.
 */
export function toXapiStatement(row: StatementRow, origin: string): XapiStatement {
  const { statement } = row;
  const iris = xapiIris(origin);
  const result = resultOf(statement.outcome ?? {}, origin);
  return {
    id: statement.id,
    actor: { objectType: 'Agent', name: row.name, mbox: `mailto:${row.email}` },
    verb: { id: verbIri(statement.verb), display: { 'en-US': statement.verb } },
    object: {
      objectType: 'Activity',
      id: iris.activity(statement.activityId),
      definition: definition(
        activityTypeIris[statement.activityType ?? ''] ?? `${adlActivities}/lesson`,
        statement.activityTitle,
      ),
    },
    ...(result ? { result } : {}),
    context: {
      registration: statement.classId,
      contextActivities: {
        parent: [
          {
            objectType: 'Activity',
            id: iris.module(statement.moduleId),
            definition: definition(
              moduleTypeIri,
              statement.moduleTitle,
              statement.moduleDescription,
            ),
          },
        ],
        grouping: [
          {
            objectType: 'Activity',
            id: iris.class(statement.classId),
            definition: definition(classTypeIri, row.className),
          },
        ],
      },
      extensions: { [iris.extension('module-version')]: statement.moduleVersion },
    },
    timestamp: statement.createdAt.toISOString(),
    version: xapiVersion,
  };
}

const json = JSON.stringify;

/** `definition(type, name, description)` as JSON text. */
function definitionJson(type: string, name: string | null, description?: string | null): string {
  const named = name ? `"name":{"en-US":${json(name)}},` : '';
  const described = description ? `"description":{"en-US":${json(description)}},` : '';
  return `{${named}${described}"type":${json(type)}}`;
}

/** `resultOf(outcome, origin)` as JSON text with its key, '' when it says nothing. */
function resultJson(outcome: StatementOutcome, pageIri: string): string {
  const { score, success, completion, seconds, page } = outcome;
  const fields = [
    score ? `"score":${json(score)}` : '',
    success === undefined ? '' : `"success":${json(success)}`,
    completion === undefined ? '' : `"completion":${json(completion)}`,
    seconds === undefined ? '' : `"duration":${json(isoDuration(seconds))}`,
    page === undefined ? '' : `"extensions":{${json(pageIri)}:${json(page)}}`,
  ].filter(Boolean);
  return fields.length > 0 ? `"result":{${fields.join(',')}},` : '';
}

/** An activity of an exported statement as JSON text, `id` given as JSON text. */
const activityJson = (id: string, type: string, name: string | null, description?: string | null) =>
  `{"objectType":"Activity","id":${id},"definition":${definitionJson(type, name, description)}}`;

/**
 * `text(row)`, written again only when `key(row)` differs from the row before's: a page's
 * statements are mostly of one class and one module.
 */
function lastOne<Row>(key: (row: Row) => unknown[], text: (row: Row) => string) {
  let keys: unknown[] = [];
  let last = '';
  return (row: Row) => {
    const now = key(row);
    if (now.length !== keys.length || now.some((value, i) => value !== keys[i])) {
      keys = now;
      last = text(row);
    }
    return last;
  };
}

/**
 * The export's statements as JSON text, exactly `JSON.stringify` of `toXapiStatement` of each
 * (the same keys in the same order; xapi-statement.test.ts checks it on arbitrary statements),
 * written straight from the flat rows: building each statement's objects and serialising them
 * again was most of a page's CPU in Node (issue 39). Ids are uuids and the stored time digits,
 * which JSON writes as they are; the timestamp is the stored time cut to milliseconds, as
 * `Date#toISOString` cuts it.
 */
export function xapiStatementsJson(rows: readonly ExportedStatementRow[], origin: string): string {
  // The origin as it reads inside a JSON string: every IRI starts with it and ends in a uuid.
  const at = json(origin).slice(1, -1);
  const pageIri = xapiIris(origin).extension('page');
  const versionIri = json(xapiIris(origin).extension('module-version'));
  const parent = lastOne(
    (row: ExportedStatementRow) => [row.moduleId, row.moduleTitle, row.moduleDescription],
    (row) =>
      activityJson(
        `"${at}/modules/${row.moduleId}"`,
        moduleTypeIri,
        row.moduleTitle,
        row.moduleDescription,
      ),
  );
  const grouping = lastOne(
    (row: ExportedStatementRow) => [row.classId, row.className],
    (row) => activityJson(`"${at}/classes/${row.classId}"`, classTypeIri, row.className),
  );
  const statements = rows.map((row) => {
    const type = activityTypeIris[row.activityType ?? ''] ?? `${adlActivities}/lesson`;
    return (
      `{"id":"${row.id}","actor":{"objectType":"Agent","name":${json(row.name)},"mbox":${json(`mailto:${row.email}`)}},` +
      `"verb":{"id":${json(verbIri(row.verb))},"display":{"en-US":${json(row.verb)}}},` +
      `"object":${activityJson(`"${at}/activities/${row.activityId}"`, type, row.activityTitle)},` +
      resultJson(row.outcome ?? {}, pageIri) +
      `"context":{"registration":"${row.classId}","contextActivities":{"parent":[${parent(row)}],"grouping":[${grouping(row)}]},` +
      `"extensions":{${versionIri}:${json(row.moduleVersion)}}},` +
      `"timestamp":"${row.position.slice(0, 23)}Z","version":"${xapiVersion}"}`
    );
  });
  return `[${statements.join(',')}]`;
}

/** A form's marks as an xAPI score: scaled 0–1 with the raw points out of the form's total. */
export function scoreOf(points: number, maxPoints: number): NonNullable<StatementOutcome['score']> {
  // A form worth nothing counts as full marks (as its percent does); raw needs max > min.
  if (maxPoints <= 0) return { scaled: 1 };
  const raw = Math.min(Math.max(points, 0), maxPoints);
  return { scaled: Math.round((raw / maxPoints) * 10_000) / 10_000, raw, min: 0, max: maxPoints };
}
