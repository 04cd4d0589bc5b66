import { msg } from '@lingui/core/macro';
import type { JoinMode } from '@sparked/contracts';
import { translatedRecord } from '@sparked/i18n';

/** How each join setting reads to a teacher choosing it. */
const joinModeLabels = translatedRecord<JoinMode>({
  approval: msg`Code joins at once; without it, I approve`,
  open: msg`Anyone signed in may join`,
  closed: msg`Closed: nobody joins`,
});

/** Each label is read when shown, so it follows the active language. */
export const joinModeOptions: readonly { value: JoinMode; readonly label: string }[] = (
  ['approval', 'open', 'closed'] as const
).map((value) => ({
  value,
  get label() {
    return joinModeLabels[value];
  },
}));

export const joinModeLabel = (mode: JoinMode) =>
  joinModeOptions.find((option) => option.value === mode)?.label ?? mode;
