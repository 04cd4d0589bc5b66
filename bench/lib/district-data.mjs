// What the district bench reads from and resets in the district's database (`npm run
// seed:district`): who signs in, which classes the teachers' figures use, the league week to
// close, and the check that every balance is its ledger's sum.
import pg from 'pg';

export async function withClient(url, run) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** How many district students there are (`student1@district.test` …); 0 before the seed. */
export async function districtStudents(client) {
  const { rows } = await client.query(
    `select count(*)::int as students from users where email like 'student%@district.test'`,
  );
  return rows[0].students;
}

/**
 * Opens again the last ended league week of every class, as it was before its close: the bench
 * times the weekly close, and a run before this one closed it. Its prizes are paid once whatever
 * happens (each is claimed by a key), so closing again pays nobody twice.
 */
export async function reopenLastLeagueWeek(client) {
  const { rows } = await client.query(
    `select max(week_start)::text as week from league_weeks where ends_at <= now()`,
  );
  const week = rows[0].week;
  if (!week) throw new Error('no ended league week: seed the district again');
  await client.query('begin');
  await client.query(
    `update league_members set experience = null, final_rank = null, outcome = null where week_start = $1`,
    [week],
  );
  const reopened = await client.query(
    `update league_weeks set closed_at = null where week_start = $1`,
    [week],
  );
  await client.query('commit');
  return { week, classes: reopened.rowCount };
}

/**
 * Waits for the scheduled close (each minute) to close `week` in every class, then answers how
 * long the job runs that closed them took and how many there were (pg-boss keeps each job's times).
 */
export async function timeLeagueClose(client, week, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  let open = 0;
  for (;;) {
    const { rows } = await client.query(
      `select count(*)::int as open from league_weeks where week_start = $1 and closed_at is null`,
      [week],
    );
    open = rows[0].open;
    // Still open at the deadline: the figure is what the runs so far took, and says so.
    if (open === 0 || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const { rows } = await client.query(
    `with closed as (select min(closed_at) as first, max(closed_at) as last
                       from league_weeks where week_start = $1)
     select count(*)::int as runs,
            extract(epoch from max(coalesce(j.completed_on, now())) - min(j.started_on)) as seconds
       from jobs.job j, closed
      where j.name = 'leagues/close-weeks' and j.started_on <= closed.last
        and coalesce(j.completed_on, now()) >= closed.first`,
    [week],
  );
  return { runs: rows[0].runs, seconds: Number(rows[0].seconds), open };
}

/** Classes of 40 students on one module of 50 activities, with their teacher's email. */
export async function gridClasses(client) {
  const { rows } = await client.query(
    `select c.id, u.email
       from classes c join users u on u.id = c.owner_id
      where u.email like 'teacher%@district.test'
        and (select count(*) from class_members m where m.class_id = c.id and m.status = 'active') = 40
        and (select count(*) from class_modules cm where cm.class_id = c.id) = 1
        and (select count(*) from class_modules cm join module_activities a on a.module_id = cm.module_id
              where cm.class_id = c.id) = 50
      order by c.created_at, c.id limit 50`,
  );
  return rows;
}

/** Wallets whose balance is not the sum of their ledger, across the whole database. */
export async function walletsOffTheirLedger(client) {
  const { rows } = await client.query(
    `select count(*)::int as off
       from wallets w
       left join (select user_id, wallet, sum(delta) as total from wallet_ledger group by user_id, wallet) l
         on l.user_id = w.user_id and l.wallet = w.wallet
      where w.balance <> coalesce(l.total, 0)`,
  );
  return rows[0].off;
}
