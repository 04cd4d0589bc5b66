import { firstNames, lastNames, subjects, textArray } from './functions';
import type { DistrictPlan } from './plan';

/** One seeding statement: its table (for the progress line) and its SQL (`$1` the password hash). */
export interface SeedStep {
  table: string;
  sql: string;
}

const person = (kind: string, role: string, count: number): SeedStep => ({
  table: `users (${kind}s)`,
  sql: `insert into users (id, email, first_name, last_name, role, password_hash, created_at)
    select pg_temp.uid('${kind}', n), '${kind}' || n || '@district.test',
           pg_temp.pick(${textArray(firstNames)}, 'first:${kind}', n),
           pg_temp.pick(${textArray(lastNames)}, 'last:${kind}', n),
           '${role}', $1,
           pg_temp.anchor() - interval '365 days' - (pg_temp.rnd('joined:${kind}', n) % 2592000) * interval '1 second'
      from generate_series(1, ${count}) n`,
});

/** Accounts, classes, who teaches them and who is in them. */
export function peopleSteps(plan: DistrictPlan): SeedStep[] {
  const { classes, teachers, students } = plan;
  const coTaught = Math.max(0, Math.min(classes, teachers - classes));
  return [
    person('student', 'student', students),
    person('teacher', 'facilitator', teachers),
    {
      table: 'classes',
      sql: `insert into classes (id, name, term, owner_id, join_mode, created_at)
        select pg_temp.uid('class', c),
               'Year ' || (7 + c % 6) || ' ' || pg_temp.pick(${textArray(subjects)}, 'class-subject', c)
                 || ' ' || (7 + c % 6) || chr(65 + (c / 6)::int % 6) || ' #' || c,
               '2026–27', pg_temp.uid('teacher', 1 + (c - 1) % ${teachers}), 'approval',
               pg_temp.anchor() - interval '360 days'
          from generate_series(1, ${classes}) c`,
    },
    {
      table: 'class_teachers',
      sql: `insert into class_teachers (class_id, user_id)
        select pg_temp.uid('class', c), pg_temp.uid('teacher', ${classes} + c)
          from generate_series(1, ${coTaught}) c`,
    },
    {
      table: 'class_members',
      sql: `insert into class_members (class_id, user_id, status, via, created_at)
        select pg_temp.uid('class', pg_temp.class_of(s)), pg_temp.uid('student', s), 'active',
               'teacher', pg_temp.anchor() - interval '355 days'
          from generate_series(1, ${students}) s`,
    },
  ];
}
