import {
  lineText,
  type UserImportResult,
  type UserImportRow,
  type UserRole,
  userRoles,
} from '@sparked/contracts';
import type { Database } from '../../db/database';
import {
  CsvFileError,
  columnOf,
  csvRowSaid,
  readCsvTable,
  readingCsv,
} from '../../files/csv-table';
import { sentenceOf } from '../../http/errors';
import type { ServerMessage } from '../../i18n/catalogues';
import { emailHeaders } from '../classes';
import { type AuditActor, type AuditRecord, recordAudit } from '../core/audit-log';
import { type PublicUser, userRepository } from '../core/users-repository';
import { createAccount, noPasswordYet } from '../sso';
import { tagsRepository } from './tags-repository';
import { usersRepository } from './users-repository';

const maxRows = 1000;
/** A name as registration takes it (bidi controls stripped, one line, visible); '' if it is not one. */
const personName = lineText({ empty: 'A name is required.', max: 80 });
const nameOf = (text: string) => {
  const parsed = personName.safeParse(text);
  return parsed.success ? parsed.data : '';
};
const columns = {
  email: emailHeaders,
  firstName: ['first name', 'firstname', 'first_name', 'given name'],
  lastName: ['last name', 'lastname', 'last_name', 'family name', 'surname'],
  role: ['role'],
  tags: ['tags', 'tag'],
};
const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

type Tag = { id: string; name: string };
type Plan =
  | {
      kind: 'create';
      email: string;
      firstName: string;
      lastName: string;
      role: UserRole;
      tags: Tag[];
    }
  | { kind: 'tag'; user: PublicUser; tags: Tag[] };

/** The file's rows with each column's cell, or a 400 naming the columns it needs. */
function readUsersCsv(csv: string) {
  return readingCsv(() => {
    const table = readCsvTable(csv, maxRows, 'users');
    const at = Object.fromEntries(
      Object.entries(columns).map(([key, names]) => [key, columnOf(table, names)]),
    ) as Record<keyof typeof columns, number>;
    if (at.email < 0 || at.firstName < 0 || at.lastName < 0)
      throw new CsvFileError(
        /*i18n*/ {
          id: 'admin.user-import.needs-columns',
          message:
            'The first row needs columns named "email", "first name" and "last name" ("role" and "tags" may follow).',
        },
      );
    const cell = (cells: string[], column: number) => (column < 0 ? '' : (cells[column] ?? ''));
    return table.rows.map(({ line, cells }) => ({
      line,
      email: cell(cells, at.email),
      firstName: nameOf(cell(cells, at.firstName)),
      lastName: nameOf(cell(cells, at.lastName)),
      role: cell(cells, at.role).toLowerCase(),
      tags: cell(cells, at.tags)
        .split(/[;|]/)
        .map((name) => name.trim())
        .filter(Boolean),
    }));
  });
}

/** What a row does or why it cannot, as the admin reads it (decision 0046). */
const said = {
  roleMustBe: (roles: string) => /*i18n*/ ({
    id: 'admin.user-import.role-must-be',
    message: 'The role must be {roles} or empty (student).',
    values: { roles },
  }),
  noSuchTag: (tag: string) => /*i18n*/ ({
    id: 'admin.user-import.no-such-tag',
    message: 'There is no tag called “{tag}”; create it first.',
    values: { tag },
  }),
  otherRole: (role: UserRole) => /*i18n*/ ({
    id: 'admin.user-import.account-has-another-role',
    message: "This account is {role}: change a role on the user's page or with a bulk change.",
    values: { role },
  }),
  unchanged: /*i18n*/ {
    id: 'admin.user-import.already-as-the-file-says',
    message: 'The account is already as the file says.',
  },
  tagsAdded: (tags: Tag[]) => /*i18n*/ ({
    id: 'admin.user-import.tags-added',
    message: 'Tags: + {tags}',
    values: { tags: tagNames(tags) },
  }),
  needsNames: /*i18n*/ {
    id: 'admin.user-import.new-account-needs-names',
    message: 'A new account needs a first and a last name (at most 80 characters each).',
  },
  newAccount: (role: UserRole) => /*i18n*/ ({
    id: 'admin.user-import.new-account',
    message:
      '{role, select, student {New student} facilitator {New facilitator} admin {New admin} other {New {role}}}',
    values: { role },
  }),
  newAccountWithTags: (role: UserRole, tags: Tag[]) => /*i18n*/ ({
    id: 'admin.user-import.new-account-with-tags',
    message:
      '{role, select, student {New student} facilitator {New facilitator} admin {New admin} other {New {role}}}, tags: {tags}',
    values: { role, tags: tagNames(tags) },
  }),
} satisfies Record<string, ServerMessage | ((...args: never[]) => ServerMessage)>;

const tagNames = (tags: Tag[]) => tags.map((tag) => tag.name).join(', ');

type Line = ReturnType<typeof readUsersCsv>[number];
type Judged = { outcome: UserImportRow['outcome']; said: ServerMessage; plan?: Plan };

/** What an account the file names already has to become: its tags, or an error for its role. */
async function judgeExisting(tx: Database, line: Line, existing: PublicUser, tags: Tag[]) {
  const carried = new Set(
    (await usersRepository.tagsOf(tx, [existing.id])).get(existing.id)?.map((tag) => tag.id),
  );
  const missing = tags.filter((tag) => !carried.has(tag.id));
  if (line.role && line.role !== existing.role)
    return { outcome: 'error', said: said.otherRole(existing.role) } satisfies Judged;
  if (missing.length === 0) return { outcome: 'unchanged', said: said.unchanged } satisfies Judged;
  return {
    outcome: 'update',
    said: said.tagsAdded(missing),
    plan: { kind: 'tag', user: existing, tags: missing },
  } satisfies Judged;
}

/** A new account's row: made with its role and tags, or an error without both names. */
function judgeNew(line: Line, email: string, tags: Tag[]): Judged {
  if (!line.firstName || !line.lastName) return { outcome: 'error', said: said.needsNames };
  const role = (line.role || 'student') as UserRole;
  const { firstName, lastName } = line;
  return {
    outcome: 'create',
    said: tags.length ? said.newAccountWithTags(role, tags) : said.newAccount(role),
    plan: { kind: 'create', email, firstName, lastName, role, tags },
  };
}

/** One row of the file checked against the others before it and the accounts there are. */
async function judgeLine(
  tx: Database,
  line: Line,
  seen: Set<string>,
  tagsByName: Map<string, Tag>,
): Promise<Judged> {
  const email = line.email.toLowerCase();
  const unknownTag = line.tags.find((name) => !tagsByName.has(name.toLowerCase()));
  const tags = line.tags.flatMap((name) => tagsByName.get(name.toLowerCase()) ?? []);
  if (!looksLikeEmail(email)) return { outcome: 'error', said: csvRowSaid.notAnEmail };
  if (seen.has(email)) return { outcome: 'error', said: csvRowSaid.emailTwice };
  if (line.role && !(userRoles as readonly string[]).includes(line.role))
    return { outcome: 'error', said: said.roleMustBe(userRoles.join(', ')) };
  if (unknownTag) return { outcome: 'error', said: said.noSuchTag(unknownTag) };
  seen.add(email);
  const existing = await userRepository.findUserByEmail(tx, email);
  return existing ? judgeExisting(tx, line, existing, tags) : judgeNew(line, email, tags);
}

/**
 * A users CSV, checked row by row: a new account, tags for an existing one, nothing to do, or an
 * error. A dry run only reports; otherwise every row is saved with its audit row, or none when any
 * row has an error. Answers the result and the accounts made, to be sent their set-password link.
 */
export async function importUsers(
  db: Database,
  actor: AuditActor,
  request: { csv: string; dryRun: boolean },
): Promise<{ result: UserImportResult; created: PublicUser[] }> {
  const lines = readUsersCsv(request.csv);
  return db.transaction(async (tx) => {
    const tagsByName = new Map(
      (await tagsRepository.list(tx)).map((tag) => [tag.name.toLowerCase(), tag] as const),
    );
    const seen = new Set<string>();
    const rows: UserImportRow[] = [];
    const plans: Plan[] = [];
    for (const line of lines) {
      const judged = await judgeLine(tx, line, seen, tagsByName);
      rows.push({
        line: line.line,
        email: line.email,
        outcome: judged.outcome,
        ...sentenceOf(judged.said),
      });
      if (judged.plan) plans.push(judged.plan);
    }
    const count = (outcome: UserImportRow['outcome']) =>
      rows.filter((row) => row.outcome === outcome).length;
    const summary = {
      rows,
      created: count('create'),
      updated: count('update'),
      errors: count('error'),
    };
    if (request.dryRun || summary.errors > 0)
      return { result: { ...summary, applied: false }, created: [] };

    const created: PublicUser[] = [];
    const audit: AuditRecord[] = [];
    for (const plan of plans) {
      const user =
        plan.kind === 'tag'
          ? plan.user
          : await createAccount(tx, {
              email: plan.email,
              firstName: plan.firstName,
              lastName: plan.lastName,
              role: plan.role,
              passwordHash: noPasswordYet,
            });
      if (!user) throw new Error('an imported account was not inserted');
      for (const tag of plan.tags) await tagsRepository.assign(tx, tag.id, [user.id]);
      const added = tagNames(plan.tags);
      if (plan.kind === 'create') {
        created.push(user);
        audit.push({
          action: 'user.create',
          subjectId: user.id,
          target: `user:${user.id}`,
          before: null,
          after: { email: user.email, role: user.role, tags: added || 'none' },
          reason: 'Imported from a CSV file',
        });
      } else
        audit.push({
          action: 'user.tag.add',
          subjectId: user.id,
          target: 'import',
          before: null,
          after: { added },
          reason: 'Imported from a CSV file',
        });
    }
    await recordAudit(tx, actor, audit);
    return { result: { ...summary, applied: true }, created };
  });
}
