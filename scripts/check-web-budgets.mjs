#!/usr/bin/env node
// `npm run test:budgets`: prints the JavaScript a first view of each page fetches against
// apps/web/budgets.json (scripts/web-budgets.mjs, decision 0043) and exits 1 naming each page over
// its budget (`maxKiB`, `maxRequests`), each student page whose first view fetches editor code, each
// page proved in Chromium whose figure is more than 5 % from the browser's, each chunk such a
// page fetched twice, and such a page whose document preloads none of its scripts or one it does
// not need. `goalKiB` is where the budgets are headed; pages above it are listed,
// not failed.
import { measureWebBudgets, requestOverheadBytes } from './web-budgets.mjs';

const started = Date.now();
const { rows, failures, seconds, perLocale } = await measureWebBudgets();
const kib = (bytes) => (bytes / 1024).toFixed(1);
const verdict = ({ bytes, requests, maxKiB, goalKiB, maxRequests, goalRequests }) =>
  bytes > maxKiB * 1024 || requests > (maxRequests ?? Infinity)
    ? 'OVER'
    : bytes > goalKiB * 1024 || requests > (goalRequests ?? Infinity)
      ? 'above goal'
      : 'ok';
const cells = rows.map((row) => [
  row.group,
  row.route,
  row.requests,
  kib(row.bytes),
  row.browser ? `${kib(row.browser.bytes)} in ${row.browser.requests}` : '',
  row.maxKiB,
  row.goalKiB,
  verdict(row),
]);

const header = [
  'group',
  'route file (src/routes/)',
  'scripts',
  'KiB',
  'browser',
  'max',
  'goal',
  '',
];
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
console.log(
  `Script a first view fetches, KiB: brotli bodies + ${requestOverheadBytes} B a request ('browser': what Chromium fetched, charged alike, for the pages proved in it), apps/web/budgets.json`,
);
console.log(line(header));
for (const row of cells) console.log(line(row));
console.log(
  `\nWhat each language adds to a first view, once (its catalogue; English, the source, adds none): ${perLocale.map(({ locale, bytes }) => `${locale} ${kib(bytes)} KiB`).join(', ')}.`,
);
console.log(
  `\nEvery page weighed from the build in ${seconds.static.toFixed(1)} s; ${rows.filter((row) => row.browser).length} proved in Chromium in ${seconds.browser.toFixed(0)} s (the server's start included).`,
);
if (failures.length > 0) {
  console.error(`\nOver budget:\n${failures.map((failure) => `- ${failure}`).join('\n')}`);
  process.exit(1);
}
const aboveGoal = rows.filter((row) => verdict(row) === 'above goal').length;
console.log(
  `\nEvery page is within its budget${aboveGoal ? `; ${aboveGoal} still above the goal` : ''} (${((Date.now() - started) / 1000).toFixed(0)} s).`,
);
