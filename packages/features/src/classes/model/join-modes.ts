import type { JoinMode } from '@sparked/contracts';

/** How each join setting reads to a teacher choosing it. */
export const joinModeOptions: readonly { value: JoinMode; label: string }[] = [
  { value: 'approval', label: 'Code joins at once; without it, I approve' },
  { value: 'open', label: 'Anyone signed in may join' },
  { value: 'closed', label: 'Closed: nobody joins' },
];

export const joinModeLabel = (mode: JoinMode) =>
  joinModeOptions.find((option) => option.value === mode)?.label ?? mode;
