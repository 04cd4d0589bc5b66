import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { Button } from '../../button';
import { RestartIcon } from '../../icon';
import { Markdown } from '../../markdown';
import { VisuallyHidden } from '../../visually-hidden';
import * as styles from './chat-panel.css';
import { TypingDots } from './typing-dots';
import { useKeepEndInView } from './use-keep-end-in-view';

export const chatRoles = ['assistant', 'user'] as const;
export type ChatRole = (typeof chatRoles)[number];

export type ChatMessage = { id: string; role: ChatRole; text: string };

/**
 * A filed ticket; `key` is absent until the ticket service answers. `reward` says what filing
 * earned, when it earned something.
 */
export type ChatTicket = { key?: string; reward?: string };

/**
 * What went wrong, in words the user can act on; `onRetry` adds a Retry button, `action` what to
 * do instead where sending again cannot help (such as a link to where to get more).
 */
export type ChatNotice = { message: string; onRetry?: () => void; action?: ReactNode };

type ChatThreadProps = {
  title: string;
  messages: ChatMessage[];
  pending: boolean;
  ticket: ChatTicket | undefined;
  notice: ChatNotice | undefined;
};

/**
 * The conversation, oldest first. A polite log, so that replies are read out as they arrive; it
 * shows each new message as it is added and keeps the newest in view while sizes change.
 */
export function ChatThread({ title, messages, pending, ticket, notice }: ChatThreadProps) {
  const thread = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const { t } = useLingui();
  const ticketKey = ticket?.key;

  const scrollToEnd = useKeepEndInView(thread, content);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each of these adds to the end of the thread.
  useLayoutEffect(scrollToEnd, [messages, pending, ticket, ticketKey, notice]);

  return (
    <div
      ref={thread}
      role="log"
      aria-live="polite"
      aria-label={t`Conversation with ${title}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll the conversation.
      tabIndex={0}
      data-part="thread"
      className={styles.thread}
    >
      <div ref={content} className={styles.threadContent}>
        {messages.map((message) => (
          <div
            key={message.id}
            data-part="message"
            data-role={message.role}
            className={styles.message({ role: message.role })}
          >
            <VisuallyHidden>{message.role === 'assistant' ? `${title}:` : t`You:`}</VisuallyHidden>
            {message.role === 'assistant' ? (
              <Markdown>{message.text}</Markdown>
            ) : (
              <p className={styles.userText}>{message.text}</p>
            )}
          </div>
        ))}
        {ticket ? (
          <div data-part="ticket" className={styles.ticket}>
            <p className={styles.ticketLine}>
              <Trans>For reference, please take note of this ticket ID</Trans>
            </p>
            <p className={styles.ticketLine}>
              <Trans>Ticket:</Trans>{' '}
              {ticketKey ? (
                <span className={styles.ticketKey}>{ticketKey}</span>
              ) : (
                <TypingDots label={t`waiting for the ticket ID`} />
              )}
            </p>
            {ticket.reward ? <p className={styles.ticketLine}>{ticket.reward}</p> : null}
          </div>
        ) : null}
        {notice ? (
          <div role="alert" data-part="notice" className={styles.notice}>
            <p className={styles.noticeText}>{notice.message}</p>
            {notice.onRetry ? (
              <Button variant="secondary" size="sm" onClick={notice.onRetry}>
                <RestartIcon size={16} />
                <Trans>Retry</Trans>
              </Button>
            ) : null}
            {notice.action}
          </div>
        ) : null}
        {pending ? (
          <p role="status" data-part="typing" className={styles.typing}>
            <TypingDots label={t`${title} is typing`} className={styles.typingDots} />
          </p>
        ) : null}
      </div>
    </div>
  );
}
