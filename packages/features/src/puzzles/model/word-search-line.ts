export type Point = readonly [number, number];

/** The cells from `start` to `end` if they lie on one of the eight straight lines, else null. */
export function lineBetween(start: Point, end: Point): Point[] | null {
  const [dr, dc] = [end[0] - start[0], end[1] - start[1]];
  const length = Math.max(Math.abs(dr), Math.abs(dc));
  if (dr !== 0 && dc !== 0 && Math.abs(dr) !== Math.abs(dc)) return null;
  const [sr, sc] = [Math.sign(dr), Math.sign(dc)];
  return Array.from({ length: length + 1 }, (_, i) => [start[0] + sr * i, start[1] + sc * i]);
}

/**
 * The term a chosen line spells, read either way, if it is one still to find.
 */
export function termOnLine(
  rows: readonly string[],
  start: Point,
  end: Point,
  toFind: readonly string[],
): string | null {
  const line = lineBetween(start, end);
  if (!line || line.length < 2) return null;
  const read = line.map(([row, col]) => rows[row]?.[col] ?? '').join('');
  const backwards = [...read].reverse().join('');
  return toFind.find((term) => term === read || term === backwards) ?? null;
}
