import type { LrsConnectionSource, LrsCredentialKind, LrsState } from '@sparked/contracts';

export const lrsConnectionSourceLabels: Record<LrsConnectionSource, string> = {
  settings: 'Set on this page',
  environment: 'Set in the server’s environment',
  none: 'Not configured',
};

export const lrsCredentialKindLabels: Record<LrsCredentialKind, string> = {
  basic: 'Key and secret (Basic)',
  header: 'Authorization header',
  none: 'No sign-in',
};

/** One line for how delivery is going, as the admin page leads with it. */
export function deliverySummary(state: LrsState): {
  tone: 'good' | 'warning' | 'idle';
  text: string;
} {
  if (state.connection.source === 'none')
    return {
      tone: 'idle',
      text:
        state.backlog > 0
          ? `No store is set. ${state.backlog} statements are kept and will be sent once one is.`
          : 'No store is set. Statements are kept and will be sent once one is.',
    };
  const failing =
    state.lastFailureAt !== null &&
    (state.lastSuccessAt === null || state.lastFailureAt > state.lastSuccessAt);
  if (failing)
    return {
      tone: 'warning',
      text: `Sending is failing and will be tried again by itself. ${state.lastError ?? ''}`.trim(),
    };
  if (state.backlog > 0)
    return { tone: 'good', text: `${state.backlog} statements are on their way.` };
  return { tone: 'good', text: 'Every statement has reached the store.' };
}
