/** Joins class names, skipping the empty ones that conditional styles produce. */
export function cx(...classNames: Array<string | false | null | undefined>): string {
  return classNames.filter(Boolean).join(' ');
}
