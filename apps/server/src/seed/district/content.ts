import { subjects, textArray, topics } from './functions';
import type { SeedStep } from './people';
import type { DistrictPlan } from './plan';

const units = `case when pg_temp.long_module(m) then 5 else 3 + pg_temp.rnd('units', m) % 3 end`;
const perUnit = `case when pg_temp.long_module(m) then 10 else 4 + pg_temp.rnd('per-unit', m * 10 + u) % 4 end`;

/**
 * Modules, each published once (version 1, its snapshot built from the outline as publishing
 * builds it), with their authors and outlines: sections of two units, units of 4 to 7 activities
 * (a long module: five units of ten). A class has its own module and, unless that one is long
 * (its grid is then the teacher's 40 × 50), one of the academy's.
 */
export function contentSteps(plan: DistrictPlan): SeedStep[] {
  const { modules, teachers, classes, academyModules } = plan;
  return [
    {
      table: 'modules',
      sql: `insert into modules (id, title, description, subject, level, estimated_minutes,
                                 listed_in_academy, status, draft_revision, published_revision,
                                 published_version, created_at, updated_at)
        select pg_temp.uid('module', m), subject || ': ' || pg_temp.pick(${textArray(topics)}, 'topic', m) || ' ' || m,
               'A ' || lower(subject) || ' module for the district, part ' || m || '.',
               subject, (array['beginner','intermediate','advanced'])[1 + m % 3],
               10 + pg_temp.rnd('minutes', m) % 110, m > ${modules - academyModules}, 'published', 1, 1, 1,
               pg_temp.anchor() - interval '370 days', pg_temp.anchor() - interval '365 days'
          from generate_series(1, ${modules}) m,
               lateral (select pg_temp.pick(${textArray(subjects)}, 'subject', m) as subject) s`,
    },
    {
      table: 'module_authors',
      sql: `insert into module_authors (module_id, user_id, role)
        select pg_temp.uid('module', m), pg_temp.uid('teacher', 1 + (m - 1) % ${teachers}), 'owner'
          from generate_series(1, ${modules}) m`,
    },
    {
      table: '(outline plan)',
      sql: `create temp table district_units as
          select m, u, activities, (sum(activities) over (partition by m order by u) - activities)::int as first
            from (select m, u, ${perUnit} as activities
                    from generate_series(1, ${modules}) m, lateral generate_series(0, ${units} - 1) u) units;
        create temp table district_activities as
          select m, u, k, first + k as p from district_units, lateral generate_series(0, activities - 1) k`,
    },
    {
      table: 'module_sections',
      sql: `insert into module_sections (id, module_id, title, position)
        select distinct pg_temp.uid('section', m * 10 + u / 2), pg_temp.uid('module', m),
               'Part ' || (u / 2 + 1), u / 2
          from district_units`,
    },
    {
      table: 'module_units',
      sql: `insert into module_units (id, module_id, section_id, title, position)
        select pg_temp.uid('unit', m * 10 + u), pg_temp.uid('module', m),
               pg_temp.uid('section', m * 10 + u / 2), 'Unit ' || (u + 1), u % 2
          from district_units`,
    },
    {
      table: 'module_activities',
      sql: `insert into module_activities (id, module_id, unit_id, type, title, content, position)
        select pg_temp.uid('activity', m * 1000 + p), pg_temp.uid('module', m),
               pg_temp.uid('unit', m * 10 + u), 'ebook', 'Reading ' || (p + 1),
               '{"type":"ebook","blocks":[]}'::jsonb, k
          from district_activities`,
    },
    {
      table: 'module_versions',
      sql: `with activity_lists as (
          select unit_id, jsonb_agg(jsonb_build_object('id', id, 'type', type, 'title', title,
                 'content', content) order by position) as list
            from module_activities where title like 'Reading %' group by unit_id),
        unit_lists as (
          select section_id, jsonb_agg(jsonb_build_object('id', u.id, 'title', u.title,
                 'activities', a.list) order by u.position) as list
            from module_units u join activity_lists a on a.unit_id = u.id group by section_id),
        section_lists as (
          select s.module_id, jsonb_agg(jsonb_build_object('id', s.id, 'title', s.title,
                 'units', u.list) order by s.position) as list
            from module_sections s join unit_lists u on u.section_id = s.id group by s.module_id)
        insert into module_versions (module_id, version, snapshot, published_by, created_at)
        select m.id, 1, jsonb_build_object('title', m.title, 'description', m.description,
               'sections', s.list), a.user_id, m.updated_at
          from modules m join section_lists s on s.module_id = m.id
          join module_authors a on a.module_id = m.id and a.role = 'owner'
         where m.description like 'A % module for the district, part %'`,
    },
    {
      table: 'class_modules',
      sql: `insert into class_modules (class_id, module_id, position)
        select pg_temp.uid('class', c), pg_temp.uid('module', c), 0
          from generate_series(1, ${classes}) c
        union all
        select pg_temp.uid('class', c), pg_temp.uid('module', pg_temp.second_module(c)), 1
          from generate_series(1, ${classes}) c where not pg_temp.long_module(c)`,
    },
  ];
}
