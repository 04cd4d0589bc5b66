import {
  lineText,
  type UserImportResult,
  type UserImportRow,
  type UserRole,
  userRoles,
} from '@sparked/contracts';
import type { Database } from '../../db/database';
import { CsvFileError, columnOf, readCsvTable, readingCsv } from '../../files/csv-table';
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
        'The first row needs columns named "email", "first name" and "last name" ("role" and "tags" may follow).',
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
      const email = line.email.toLowerCase();
      const report = (outcome: UserImportRow['outcome'], message: string) =>
        rows.push({ line: line.line, email: line.email, outcome, message });
      const unknownTag = line.tags.find((name) => !tagsByName.has(name.toLowerCase()));
      const tags = line.tags.flatMap((name) => tagsByName.get(name.toLowerCase()) ?? []);
      if (!looksLikeEmail(email)) report('error', 'This is not an email address.');
      else if (seen.has(email)) report('error', 'This email is in the file twice.');
      else if (line.role && !(userRoles as readonly string[]).includes(line.role))
        report('error', `The role must be ${userRoles.join(', ')} or empty (student).`);
      else if (unknownTag)
        report('error', `There is no tag called “${unknownTag}”; create it first.`);
      else {
        seen.add(email);
        const existing = await userRepository.findUserByEmail(tx, email);
        if (existing) {
          const carried = new Set(
            (await usersRepository.tagsOf(tx, [existing.id]))
              .get(existing.id)
              ?.map((tag) => tag.id),
          );
          const missing = tags.filter((tag) => !carried.has(tag.id));
          if (line.role && line.role !== existing.role)
            report(
              'error',
              `This account is ${existing.role}: change a role on the user's page or with a bulk change.`,
            );
          else if (missing.length === 0)
            report('unchanged', 'The account is already as the file says.');
          else {
            report('update', `Tags: + ${missing.map((tag) => tag.name).join(', ')}`);
            plans.push({ kind: 'tag', user: existing, tags: missing });
          }
        } else if (!line.firstName || !line.lastName)
          report(
            'error',
            'A new account needs a first and a last name (at most 80 characters each).',
          );
        else {
          const role = (line.role || 'student') as UserRole;
          report(
            'create',
            `New ${role}${tags.length ? `, tags: ${tags.map((tag) => tag.name).join(', ')}` : ''}`,
          );
          plans.push({
            kind: 'create',
            email,
            firstName: line.firstName,
            lastName: line.lastName,
            role,
            tags,
          });
        }
      }
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
      const tagNames = plan.tags.map((tag) => tag.name).join(', ');
      if (plan.kind === 'create') {
        created.push(user);
        audit.push({
          action: 'user.create',
          subjectId: user.id,
          target: `user:${user.id}`,
          before: null,
          after: { email: user.email, role: user.role, tags: tagNames || 'none' },
          reason: 'Imported from a CSV file',
        });
      } else
        audit.push({
          action: 'user.tag.add',
          subjectId: user.id,
          target: 'import',
          before: null,
          after: { added: tagNames },
          reason: 'Imported from a CSV file',
        });
    }
    await recordAudit(tx, actor, audit);
    return { result: { ...summary, applied: true }, created };
  });
}
