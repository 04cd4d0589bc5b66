import { maxLeagueGroupSize } from '@sparked/contracts';
import { statusListLength } from '../../modules/certificates/status-list';
import { weekOf } from '../../modules/core/calendar';
import type { SeedStep } from './people';
import type { DistrictPlan } from './plan';

/** One new status list (the shortest a list may be) holding every certificate without a bit. */
export const certificateStatusEntries = `
  with list as (insert into certificate_status_lists (capacity) values (${statusListLength}) returning id)
  insert into certificate_status_entries (list_id, status_index, certificate_id)
  select list.id, (row_number() over (order by c.id) - 1)::int, c.id
    from list, certificates c
   where not exists (select 1 from certificate_status_entries e where e.certificate_id = c.id)`;

/**
 * What follows from the ledger and the year: every district wallet is the sum of its ledger (the
 * invariant the purchase path keeps), certificates of the classes' second modules, and last week's
 * league for every class, ended and waiting for the weekly close.
 */
export function economySteps(plan: DistrictPlan, leagueTimeZone: string): SeedStep[] {
  const lastWeek = weekOf(new Date(plan.anchor.getTime() - 1), leagueTimeZone);
  return [
    {
      table: 'wallets',
      sql: `insert into wallets (user_id, wallet, balance, refill_anchor, updated_at)
        select user_id, wallet, sum(delta)::int, pg_temp.anchor(), max(created_at)
          from wallet_ledger
         where user_id in (select pg_temp.uid('student', s) from generate_series(1, ${plan.students}) s)
         group by user_id, wallet`,
    },
    {
      table: 'certificates',
      sql: `insert into certificates (id, user_id, module_id, module_version, class_id,
                                      learner_name, module_title, created_at)
        select pg_temp.uid('certificate', s), u.id, m.id, 1, pg_temp.uid('class', pg_temp.class_of(s)),
               u.first_name || ' ' || u.last_name, m.title,
               pg_temp.anchor() - interval '300 days' + (pg_temp.rnd('issued', s) % 20000000) * interval '1 second'
          from generate_series(1, ${plan.certificates}) s
          join users u on u.id = pg_temp.uid('student', s * ${Math.floor(plan.students / plan.certificates)})
          join modules m on m.id = pg_temp.uid('module', pg_temp.second_module(pg_temp.class_of(s * ${Math.floor(plan.students / plan.certificates)})))`,
    },
    {
      // Each certificate's revocation bit, as issuing gives one; without it the server would
      // re-issue every one of them when it starts (decision 0027).
      table: 'certificate_status_entries',
      sql: certificateStatusEntries,
    },
    {
      table: 'league_weeks',
      sql: `insert into league_weeks (class_id, week_start, starts_at, ends_at)
        select pg_temp.uid('class', c), '${lastWeek.start}', '${lastWeek.startsAt.toISOString()}',
               '${lastWeek.endsAt.toISOString()}'
          from generate_series(1, ${plan.classes}) c`,
    },
    {
      table: 'league_members',
      sql: `insert into league_members (class_id, week_start, user_id, tier, group_no, created_at)
        select class_id, '${lastWeek.start}', user_id, 0,
               1 + (row_number() over (partition by class_id order by s) - 1) / ${maxLeagueGroupSize},
               done_at
          from district_completions
         where p = ${plan.completedPerStudent - 1}
           and done_at >= '${lastWeek.startsAt.toISOString()}'`,
    },
  ];
}
