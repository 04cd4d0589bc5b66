// The table `npm run bench` ends with: each figure, what was measured, its budget, and whether it
// is within. A figure without a budget (a reference, such as the bare shell) says so.

/** `{ figure, measured, budget?, within? }`: `within` true or false when there is a budget. */
export function printSummary(rows) {
  const header = ['figure', 'measured', 'budget', ''];
  const lines = rows.map((row) => [
    row.figure,
    row.measured,
    row.budget ?? '—',
    row.within === undefined ? 'reference' : row.within ? 'within' : 'OVER',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  );
  const format = (cells) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log(`\n${format(header)}`);
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
  const over = rows.filter((row) => row.within === false).length;
  console.log(over === 0 ? '\nEvery figure is within its budget.' : `\n${over} over budget.`);
}
