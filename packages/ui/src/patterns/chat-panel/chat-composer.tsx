import { Trans, useLingui } from '@lingui/react/macro';
import type { KeyboardEvent, RefObject } from 'react';
import { useState } from 'react';
import { Button } from '../../button';
import { SendIcon } from '../../icon';
import * as styles from './chat-panel.css';
import { enterAction, messageToSend } from './composer-input';

type ChatComposerProps = {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  /** Names the input, e.g. "Message Janus". */
  inputLabel: string;
  pending: boolean;
  onSend: (text: string) => void;
};

/** The message input and Send button; sending waits while a reply is pending (spec §2, §5). */
export function ChatComposer({ inputRef, inputLabel, pending, onSend }: ChatComposerProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState('');

  const send = () => {
    const text = messageToSend(draft);
    if (pending || text === null) return;
    onSend(text);
    setDraft('');
    // The Send button is about to be disabled; the next message starts in the input.
    inputRef.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = enterAction(event.nativeEvent);
    if (action === 'default') return;
    event.preventDefault();
    if (action === 'send') {
      send();
      return;
    }
    const input = event.currentTarget;
    input.setRangeText('\n', input.selectionStart, input.selectionEnd, 'end');
    setDraft(input.value);
  };

  return (
    <form
      data-part="composer"
      className={styles.footer}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <textarea
        ref={inputRef}
        rows={2}
        aria-label={inputLabel}
        // Sic: the platform's wording (spec §2).
        placeholder={t({
          message: 'Enter you query here',
          comment: 'Sic: the spec\'s English wording. Translate as "Type your question here".',
        })}
        value={draft}
        className={styles.input}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={handleKeyDown}
      />
      <Button type="submit" disabled={pending}>
        <SendIcon size={16} />
        <Trans>Send</Trans>
      </Button>
    </form>
  );
}
