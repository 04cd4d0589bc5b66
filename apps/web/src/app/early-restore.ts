import type { EarlyAnswer } from '@sparked/features/session';

/** Where the document's inline restore leaves its answers for the session (decision 0043). */
export const earlyRestoreGlobal = '__sparkedEarlyRestore';

/**
 * The restore the document started before this code arrived, taken once: the session adopts it
 * instead of asking again. Undefined when the document started none (a signed-out visitor, a tab
 * holding its tokens, a policy that blocked the inline script, the dev server).
 */
export function takeEarlyAnswers(): readonly EarlyAnswer[] | undefined {
  const scope = window as unknown as Record<string, readonly EarlyAnswer[] | undefined>;
  const answers = scope[earlyRestoreGlobal];
  delete scope[earlyRestoreGlobal];
  return answers;
}
