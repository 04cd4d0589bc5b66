import { ledgerReasons } from '../../modules/core/ledger-reasons';
import type { SeedStep } from './people';
import type { DistrictPlan } from './plan';

/**
 * What students did: each completed the first activities of their class's first module, spread
 * over the year (one every 36 days, the last in the week before the anchor, so last week's league
 * has something to rank). From those completions follow, as the player makes them: the activity
 * states, two statements each (progressed, completed), the learning rewards and, for each reward
 * rule of a completed activity, its claim and ledger entry.
 */
export function learningSteps(plan: DistrictPlan): SeedStep[] {
  const { students, completedPerStudent: done } = plan;
  // The player's reason, with placeholders the SQL fills in per row.
  const reason = ledgerReasons.activityCompleted('\u0001', '\u0002').replaceAll("'", "''");
  return [
    {
      table: '(completions plan)',
      sql: `create temp table district_completions as
        select s, p, pg_temp.uid('student', s) as user_id,
               pg_temp.uid('class', pg_temp.class_of(s)) as class_id,
               pg_temp.uid('module', pg_temp.class_of(s)) as module_id,
               pg_temp.uid('activity', pg_temp.class_of(s) * 1000 + p) as activity_id,
               60 + pg_temp.rnd('spent', s * 100 + p) % 900 as seconds,
               pg_temp.anchor() - (${done - 1} - p) * interval '36 days'
                 - (60 + pg_temp.rnd('done', s * 100 + p) % 518400) * interval '1 second' as done_at
          from generate_series(1, ${students}) s, generate_series(0, ${done - 1}) p;
        analyze district_completions`,
    },
    {
      table: 'activity_states',
      sql: `insert into activity_states (user_id, class_id, module_id, activity_id, version, status,
                                         attempts, seconds_spent, opened_at, completed_at, updated_at)
        select user_id, class_id, module_id, activity_id, 1, 'completed', 1, seconds,
               done_at - seconds * interval '1 second', done_at, done_at
          from district_completions`,
    },
    {
      table: 'learning_statements',
      sql: `insert into learning_statements (id, user_id, class_id, module_id, module_version,
                activity_id, verb, result, outcome, activity_type, activity_title, module_title,
                module_description, created_at)
        select pg_temp.uid('statement', (c.s * 100 + c.p) * 2 + v.n), c.user_id, c.class_id,
               c.module_id, 1, c.activity_id, v.verb,
               case v.n when 0 then '{"saved":true}'::jsonb else '{"completed":true}'::jsonb end,
               case v.n when 0 then jsonb_build_object('page', 0, 'seconds', c.seconds)
                        else jsonb_build_object('completion', true, 'seconds', c.seconds) end,
               'ebook', a.title, m.title, m.description,
               c.done_at - case v.n when 0 then c.seconds * interval '1 second' else interval '0' end
          from district_completions c
          join module_activities a on a.id = c.activity_id
          join modules m on m.id = c.module_id
          cross join (values (0, 'progressed'), (1, 'completed')) v(n, verb)`,
    },
    {
      table: 'learning_rewards',
      sql: `insert into learning_rewards (user_id, reference, created_at)
        select user_id, 'activity:' || activity_id || ':v1', done_at from district_completions`,
    },
    {
      table: 'reward_claims',
      sql: `insert into reward_claims (id, user_id, rule_id, period, created_at)
        select pg_temp.uid('claim:' || r.id, c.s * 100 + c.p), c.user_id, r.id,
               pg_temp.uid('period:' || r.id, c.s * 100 + c.p)::text, c.done_at
          from district_completions c
          cross join reward_rules r
         where r.reference_table = 'module_activities' and r.reference_selector = 'completed'
           and r.active and r."limit" = 'unlimited'`,
    },
    {
      table: 'wallet_ledger',
      sql: `insert into wallet_ledger (id, user_id, wallet, delta, kind, reason, reference, created_at)
        select pg_temp.uid('ledger:' || r.id, c.s * 100 + c.p), c.user_id, r.wallet, r.amount,
               'reward', replace(replace('${reason}', chr(1), a.title), chr(2), m.title),
               'reward_rules:' || r.id, c.done_at
          from district_completions c
          join module_activities a on a.id = c.activity_id
          join modules m on m.id = c.module_id
          cross join reward_rules r
         where r.reference_table = 'module_activities' and r.reference_selector = 'completed'
           and r.active and r."limit" = 'unlimited'`,
    },
  ];
}
