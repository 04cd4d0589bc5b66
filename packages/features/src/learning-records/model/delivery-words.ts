import { msg, plural, t } from '@lingui/core/macro';
import type { LrsConnectionSource, LrsCredentialKind, LrsState } from '@sparked/contracts';
import { translatedRecord } from '@sparked/i18n';

export const lrsConnectionSourceLabels = translatedRecord<LrsConnectionSource>({
  settings: msg`Set on this page`,
  environment: msg`Set in the server’s environment`,
  none: msg`Not configured`,
});

export const lrsCredentialKindLabels = translatedRecord<LrsCredentialKind>({
  basic: msg`Key and secret (Basic)`,
  header: msg`Authorization header`,
  none: msg`No sign-in`,
});

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
          ? plural(state.backlog, {
              one: 'No store is set. # statement is kept and will be sent once one is.',
              other: 'No store is set. # statements are kept and will be sent once one is.',
            })
          : t`No store is set. Statements are kept and will be sent once one is.`,
    };
  const failing =
    state.lastFailureAt !== null &&
    (state.lastSuccessAt === null || state.lastFailureAt > state.lastSuccessAt);
  if (failing)
    return {
      tone: 'warning',
      text: `${t`Sending is failing and will be tried again by itself.`} ${state.lastError ?? ''}`.trim(),
    };
  if (state.backlog > 0)
    return {
      tone: 'good',
      text: plural(state.backlog, {
        one: '# statement is on its way.',
        other: '# statements are on their way.',
      }),
    };
  return { tone: 'good', text: t`Every statement has reached the store.` };
}
