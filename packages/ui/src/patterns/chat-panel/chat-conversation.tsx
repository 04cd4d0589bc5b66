import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { Button } from '../../button';
import { PaperclipIcon, RestartIcon } from '../../icon';
import { type DroppedImage, ImageDropzone } from '../../image-dropzone';
import { cx } from '../../internal/class-names';
import { ChatComposer } from './chat-composer';
import * as styles from './chat-panel.css';
import { type ChatMessage, type ChatNotice, ChatThread, type ChatTicket } from './chat-thread';

export type ChatConversationProps = {
  /** The conversation, oldest first; the caller supplies the greeting. */
  messages: ChatMessage[];
  /** A reply is on its way: the dots show and Send waits. */
  pending?: boolean;
  /** The conversation has ended: a Restart button replaces the input. */
  closed?: boolean;
  /** Shows the ticket reference; dots stand in for `key` until it arrives. */
  ticket?: ChatTicket;
  /** Something went wrong: shown at the end of the thread, with a Retry button when it can be. */
  notice?: ChatNotice;
  /** The assistant asked for a screenshot: shows the image drop box. */
  screenshotRequested?: boolean;
  images?: DroppedImage[];
  onImagesAdded?: (images: DroppedImage[]) => void;
  onRemoveImage?: (id: string) => void;
  /** The Attach Images button; the caller sends the images. */
  onAttachImages?: () => void;
  /** A trimmed, non-empty message. */
  onSend?: (text: string) => void;
  onRestart?: () => void;
  /** The assistant's name, shown in the header and read out with its messages. */
  title?: string;
  /** Puts the caret in the input (or on Restart) when the conversation is first shown. */
  autoFocus?: boolean;
  /** Keys pressed anywhere in the conversation, e.g. Escape to close a floating panel. */
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  className?: string;
};

/**
 * The conversation itself (spec §4 Chat): header, thread, screenshot drop box and the input or
 * Restart. ChatPanel floats it over the page; a full page can show it as it is.
 */
export function ChatConversation({
  messages,
  pending = false,
  closed = false,
  ticket,
  notice,
  screenshotRequested = false,
  images = [],
  onImagesAdded,
  onRemoveImage,
  onAttachImages,
  onSend,
  onRestart,
  title = 'Janus',
  autoFocus = false,
  onKeyDown,
  className,
}: ChatConversationProps) {
  const { t } = useLingui();
  const titleId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const restart = useRef<HTMLButtonElement>(null);
  const wasClosed = useRef(closed);
  const wasPending = useRef(pending);
  const focusTarget = () => (closed ? restart : input).current;

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when first shown.
  useEffect(() => {
    if (autoFocus) focusTarget()?.focus();
  }, []);

  // Restart and the input replace each other, and a button that sent something (Attach Images)
  // is disabled until the reply: focus moves on to where the user continues, unless they have
  // gone elsewhere.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focusTarget reads `closed`.
  useEffect(() => {
    const replied = wasPending.current && !pending;
    const swapped = wasClosed.current !== closed;
    wasPending.current = pending;
    wasClosed.current = closed;
    if (!replied && !swapped) return;
    const active = document.activeElement;
    if (active === null || active === document.body) focusTarget()?.focus();
  }, [closed, pending]);

  return (
    <section
      aria-labelledby={titleId}
      data-component="chat-conversation"
      className={cx(styles.conversation, className)}
      onKeyDown={onKeyDown}
    >
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      </header>
      <ChatThread
        title={title}
        messages={messages}
        pending={pending}
        ticket={ticket}
        notice={notice}
      />
      {screenshotRequested ? (
        <div data-part="screenshots" className={styles.screenshots}>
          <ImageDropzone
            images={images}
            onImagesAdded={(added) => onImagesAdded?.(added)}
            onRemove={(id) => onRemoveImage?.(id)}
            disabled={closed}
          />
          <Button
            variant="secondary"
            size="sm"
            // Attaching sends a message, so it waits for a pending reply like Send does.
            disabled={closed || pending || images.length === 0}
            onClick={() => onAttachImages?.()}
          >
            <PaperclipIcon size={16} />
            <Trans>Attach Images</Trans>
          </Button>
        </div>
      ) : null}
      {closed ? (
        <div className={styles.footer}>
          <Button ref={restart} variant="secondary" fullWidth onClick={() => onRestart?.()}>
            <RestartIcon size={16} />
            <Trans>Restart</Trans>
          </Button>
        </div>
      ) : (
        <ChatComposer
          inputRef={input}
          inputLabel={t`Message ${title}`}
          pending={pending}
          onSend={(text) => onSend?.(text)}
        />
      )}
    </section>
  );
}
ChatConversation.displayName = 'ChatConversation';
