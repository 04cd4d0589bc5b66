import { t } from '@lingui/core/macro';
import type { ClipboardKind } from '@sparked/contracts';

// The clipboard's words that only the web says; what the server tells after a copy or a clear
// (its notifications, the question before replacing a pinned item) is in the contracts.

/** Asked before clearing a list (spec §5). */
export function clearQuestion(kind: ClipboardKind): string {
  if (kind === 'activity') return t`Are you sure you want to clear your activity clipboard?`;
  if (kind === 'unit') return t`Are you sure you want to clear your unit clipboard?`;
  if (kind === 'section') return t`Are you sure you want to clear your section clipboard?`;
  return t`Are you sure you want to clear your widget clipboard?`;
}
