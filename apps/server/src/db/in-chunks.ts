/**
 * Runs a bulk statement over `rows` a chunk at a time, in order, and answers what every chunk
 * answered. A statement carries at most 65 535 parameters, and a bulk write of a district's
 * league close can have tens of thousands of rows of several columns each (decision 0042).
 */
export async function inChunks<Row, Answer>(
  rows: readonly Row[],
  write: (chunk: Row[]) => Promise<readonly Answer[]>,
  size = 1000,
): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let start = 0; start < rows.length; start += size)
    answers.push(...(await write(rows.slice(start, start + size))));
  return answers;
}
