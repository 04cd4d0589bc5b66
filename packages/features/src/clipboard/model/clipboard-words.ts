import { select } from '@lingui/core/macro';
import type { ClipboardKind } from '@sparked/contracts';

// The clipboard's words that only the web says; what the server tells after a copy or a clear
// (its notifications, the question before replacing a pinned item) is in the contracts.

/** Asked before clearing a list (spec §5), in the language active when it is asked. */
export const clearQuestion = (kind: ClipboardKind) =>
  select(kind, {
    activity: 'Are you sure you want to clear your activity clipboard?',
    unit: 'Are you sure you want to clear your unit clipboard?',
    section: 'Are you sure you want to clear your section clipboard?',
    widget: 'Are you sure you want to clear your widget clipboard?',
    other: 'Are you sure you want to clear this clipboard?',
  });
