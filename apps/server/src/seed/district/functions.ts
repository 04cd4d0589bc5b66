import type { DistrictPlan } from './plan';

/**
 * Session functions the seeding SQL shares (in `pg_temp`, gone when the connection closes). The
 * pseudo-random numbers come from md5 of the seed, a name and a row number: a counter-based
 * generator, so each row's values depend on nothing but the seed and the row, and one
 * `INSERT … SELECT generate_series` makes a whole table.
 */
export function districtFunctions(plan: DistrictPlan): string {
  const { seed, classes, classSize } = plan;
  return `
-- A version 4 UUID (its version and variant bits set, as the API's id checks want) from md5.
create function pg_temp.uid(kind text, n bigint) returns uuid language sql immutable
  as $f$ select (substr(h, 1, 12) || '4' || substr(h, 14, 3)
                 || substr('89ab', 1 + ('x' || substr(h, 17, 1))::bit(4)::int % 4, 1)
                 || substr(h, 18))::uuid
           from md5('${seed}:' || kind || ':' || n) h $f$;
create function pg_temp.rnd(kind text, n bigint) returns int language sql immutable
  as $f$ select ('x' || substr(md5('${seed}:r:' || kind || ':' || n), 1, 8))::bit(32)::int & 2147483647 $f$;
create function pg_temp.pick(options text[], kind text, n bigint) returns text language sql immutable
  as $f$ select options[1 + pg_temp.rnd(kind, n) % cardinality(options)] $f$;
create function pg_temp.anchor() returns timestamptz language sql immutable
  as $f$ select '${plan.anchor.toISOString()}'::timestamptz $f$;
-- Students fill classes ${classSize} at a time; the remainder joins the first classes, 7 each.
create function pg_temp.class_of(s bigint) returns bigint language sql immutable
  as $f$ select case when s <= ${classes * classSize} then 1 + (s - 1) / ${classSize}
                     else 1 + (s - ${classes * classSize} - 1) / 7 end $f$;
-- Every tenth module is a long one (five units of ten activities): the teacher's 40 × 50 grid.
create function pg_temp.long_module(m bigint) returns boolean language sql immutable
  as $f$ select m % 10 = 1 $f$;
-- A class's second module: one of the academy's listed modules.
create function pg_temp.second_module(c bigint) returns bigint language sql immutable
  as $f$ select ${plan.modules - plan.academyModules} + 1 + (c - 1) % ${plan.academyModules} $f$;
`;
}

export const firstNames = [
  'Ana',
  'Ben',
  'Chloe',
  'Dev',
  'Ella',
  'Finn',
  'Gia',
  'Hugo',
  'Isla',
  'Jonas',
  'Kemi',
  'Liam',
  'Maya',
  'Noah',
  'Olga',
  'Priya',
  'Quinn',
  'Rosa',
  'Sami',
  'Tariq',
  'Uma',
  'Victor',
  'Wen',
  'Xavi',
  'Yara',
  'Zoe',
  'Aarav',
  'Bea',
  'Caleb',
  'Dara',
  'Emre',
  'Fatima',
  'Gabriel',
  'Hana',
];
export const lastNames = [
  'Smith',
  'Jones',
  'Garcia',
  'Khan',
  'Okafor',
  'Tanaka',
  'Novak',
  'Müller',
  'Rossi',
  'Dubois',
  'Nguyen',
  'Kowalski',
  'Silva',
  'Andersson',
  'Haddad',
  'Mensah',
  'Ivanova',
  "O'Brien",
  'Patel',
  'Yilmaz',
  'Fernández',
  'Cohen',
  'Lindqvist',
  'Moreau',
  'Sato',
  'Adeyemi',
  'Petrov',
  'Walsh',
];
export const subjects = [
  'Astronomy',
  'Biology',
  'Chemistry',
  'Coding',
  'Earth science',
  'English',
  'French',
  'Geography',
  'History',
  'Mathematics',
  'Music',
  'Physics',
];
export const topics = [
  'Foundations',
  'In practice',
  'Investigations',
  'Revision',
  'Projects',
  'Deep dive',
  'Problem solving',
  'Skills workshop',
  'Exam preparation',
  'Field work',
];

/** A SQL text[] literal of plain words (quotes doubled). */
export const textArray = (words: readonly string[]) =>
  `array[${words.map((word) => `'${word.replaceAll("'", "''")}'`).join(', ')}]`;
