import { tokenOf } from './api';
import { createTestApp, type TestApp } from './test-app';

/**
 * A clock a test moves: `now()` is the set time, or the real one while none is set (the ledger
 * stamps experience with the database's own clock, so weeks and windows start from the real now).
 */
export function movableClock() {
  let at: Date | null = null;
  return {
    now: () => at ?? new Date(),
    set: (time: Date | null) => {
      at = time;
    },
  };
}

/** A test app on `now`, with the demo admin's and facilitator's tokens. */
export async function appWithStaff(now: () => Date): Promise<{
  t: TestApp;
  admin: string;
  teacher: string;
}> {
  const t = await createTestApp({}, now);
  return { t, admin: await tokenOf(t, 'admin'), teacher: await tokenOf(t, 'facilitator') };
}
