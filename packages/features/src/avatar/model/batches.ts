/** `values` cut into consecutive batches of at most `size`. */
export function batchesOf<T>(values: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < values.length; start += size) {
    batches.push(values.slice(start, start + size));
  }
  return batches;
}
