/** What Enter does in the chat input (spec §2: "Enter without Ctrl also sends"). */
export type EnterAction = 'send' | 'newline' | 'default';

type EnterKey = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'isComposing'>;

export function enterAction(event: EnterKey): EnterAction {
  // Enter also confirms an input-method composition (Chinese, Japanese…); that is not a send.
  if (event.key !== 'Enter' || event.isComposing) return 'default';
  // Shift+Enter is the textarea's own new line; Ctrl+Enter is given one too.
  if (event.shiftKey) return 'default';
  if (event.ctrlKey || event.metaKey) return 'newline';
  return 'send';
}

/** The text to send, trimmed, or null when there is nothing to send (spec §5). */
export function messageToSend(draft: string): string | null {
  const text = draft.trim();
  return text === '' ? null : text;
}
