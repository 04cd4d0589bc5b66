import type pg from 'pg';
import { contentSteps } from './content';
import { economySteps } from './economy';
import { districtFunctions } from './functions';
import { learningSteps } from './learning';
import { peopleSteps, type SeedStep } from './people';
import type { DistrictPlan } from './plan';

export { districtPassword, districtPlan, statementCount } from './plan';

/** Whether the district is there already (its first student). */
export async function districtSeeded(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query(`select 1 from users where email = 'student1@district.test'`);
  return rows.length > 0;
}

/**
 * Adds the district in one transaction, table by table, each one bulk `INSERT … SELECT`: a
 * failure part-way leaves nothing behind, and every constraint and index stays on (each row is
 * checked as it goes in). `passwordHash` is one hash every district account shares.
 */
export async function seedDistrict(
  client: pg.Client,
  plan: DistrictPlan,
  options: { passwordHash: string; leagueTimeZone: string; log: (line: string) => void },
): Promise<void> {
  const steps: SeedStep[] = [
    ...peopleSteps(plan),
    ...contentSteps(plan),
    ...learningSteps(plan),
    ...economySteps(plan, options.leagueTimeZone),
  ];
  await client.query('begin');
  try {
    // Only this transaction's commit waits for less; nothing is skipped or unchecked.
    await client.query(
      "set local synchronous_commit = off; set local work_mem = '256MB'; set local maintenance_work_mem = '512MB'",
    );
    await client.query(districtFunctions(plan));
    for (const step of steps) {
      const started = performance.now();
      const result = await client.query(
        step.sql,
        step.sql.includes('$1') ? [options.passwordHash] : [],
      );
      const rows = Array.isArray(result)
        ? ''
        : `${(result.rowCount ?? 0).toLocaleString('en')} rows`;
      options.log(`  ${step.table.padEnd(26)} ${rows.padStart(16)}  ${seconds(started)}`);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  const started = performance.now();
  // As autovacuum would, at once: the trigram indexes' pending lists go into the indexes, and
  // the visibility map lets index-only scans skip the heap.
  await client.query('vacuum analyze');
  options.log(`  ${'(vacuum analyze)'.padEnd(26)} ${''.padStart(16)}  ${seconds(started)}`);
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
