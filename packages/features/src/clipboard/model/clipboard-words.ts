import type { ClipboardKind } from '@sparked/contracts';

// The clipboard's words that only the web says; what the server tells after a copy or a clear
// (its notifications, the question before replacing a pinned item) is in the contracts.

/** Asked before clearing a list (spec §5). */
export const clearQuestion = (kind: ClipboardKind) =>
  `Are you sure you want to clear your ${kind} clipboard?`;
