/**
 * The shape of a district (issue 39): how many of each thing, and the arithmetic that places
 * every row. Everything is a function of a row's number and the seed, so the same seed makes the
 * same district, row for row, and a smaller `scale` makes the same shape smaller (for tests).
 */
export interface DistrictPlan {
  seed: string;
  students: number;
  teachers: number;
  classes: number;
  modules: number;
  /** The last `academyModules` modules are listed in the academy (and are every class's second). */
  academyModules: number;
  /** Students per class before the remainder is spread (the first classes end up with 40). */
  classSize: number;
  /** Completed activities per student in their class's first module: two statements each. */
  completedPerStudent: number;
  certificates: number;
  /** Monday 00:00 UTC of the current week: every timestamp counts back from it. */
  anchor: Date;
}

/** Every district account signs in with this password (documented in the README for benches). */
export const districtPassword = 'sparked-district';

export function districtPlan(seed: string, scale: number, anchor: Date): DistrictPlan {
  if (!/^[\w-]{1,40}$/.test(seed))
    throw new Error('The seed is letters, digits, - and _ (at most 40).');
  if (!(scale > 0 && scale <= 1)) throw new Error('The scale is a number in (0, 1].');
  const of = (count: number) => Math.max(1, Math.round(count * scale));
  const plan = {
    seed,
    students: of(100_000),
    teachers: of(4_000),
    classes: of(3_000),
    modules: of(5_000),
    academyModules: of(2_000),
    classSize: 33,
    completedPerStudent: 10,
    certificates: of(50_000),
    anchor,
  };
  if (plan.students < plan.classes * plan.classSize)
    throw new Error('Too few students for the classes at this scale.');
  return plan;
}

/** Statements: two per completed activity (progressed, then completed). */
export const statementCount = (plan: DistrictPlan) => plan.students * plan.completedPerStudent * 2;
