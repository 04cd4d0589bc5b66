#!/usr/bin/env node
// `npm run test:budgets`: prints the JavaScript each route sends against apps/web/budgets.json
// (scripts/web-budgets.mjs) and exits 1 naming each route over its budget (`maxKiB`) and each
// student route that can reach an editor without a lazy import. `goalKiB` is where the budgets
// are headed; routes above it are listed, not failed.
import { measureWebBudgets } from './web-budgets.mjs';

const { rows, failures } = measureWebBudgets();
const kib = (bytes) => (bytes / 1024).toFixed(1);
const verdict = ({ bytes, maxKiB, goalKiB }) =>
  bytes > maxKiB * 1024 ? 'OVER' : bytes > goalKiB * 1024 ? 'above goal' : 'ok';
const cells = rows.map((row) => [
  row.group,
  row.route,
  row.files,
  kib(row.bytes),
  row.maxKiB,
  row.goalKiB,
  verdict(row),
]);

const header = ['group', 'route file (src/routes/)', 'files', 'KiB', 'max', 'goal', ''];
const widths = header.map((title, column) =>
  Math.max(title.length, ...cells.map((row) => String(row[column]).length)),
);
const line = (cells) =>
  cells
    .map((cell, column) =>
      typeof cell === 'number' || column === 3
        ? String(cell).padStart(widths[column])
        : String(cell).padEnd(widths[column]),
    )
    .join('  ')
    .trimEnd();
console.log('JavaScript per route over the wire, brotli, KiB (apps/web/budgets.json)');
console.log(line(header));
for (const row of cells) console.log(line(row));
if (failures.length > 0) {
  console.error(`\nOver budget:\n${failures.map((failure) => `- ${failure}`).join('\n')}`);
  process.exit(1);
}
const aboveGoal = rows.filter((row) => verdict(row) === 'above goal').length;
console.log(
  `\nEvery route is within its budget${aboveGoal ? `; ${aboveGoal} still above the goal` : ''}.`,
);
