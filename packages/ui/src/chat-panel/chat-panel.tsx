import { Collapsible } from 'radix-ui';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { Button } from '../button';
import { Icon } from '../icon';
import { type DroppedImage, ImageDropzone } from '../image-dropzone';
import { cx } from '../internal/class-names';
import { ChatComposer } from './chat-composer';
import * as styles from './chat-panel.css';
import { type ChatMessage, ChatThread, type ChatTicket } from './chat-thread';
import { useControllableState } from './use-controllable-state';

export type ChatPanelProps = {
  /** The conversation, oldest first; the caller supplies the greeting. */
  messages: ChatMessage[];
  /** A reply is on its way: the dots show and Send waits. */
  pending?: boolean;
  /** The conversation has ended: a Restart button replaces the input. */
  closed?: boolean;
  /** Shows the ticket reference; dots stand in for `key` until it arrives. */
  ticket?: ChatTicket;
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
  /** Controlled visibility; pair with `onOpenChange`. */
  open?: boolean;
  /** Initial visibility when uncontrolled. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
};

/**
 * The help-desk chat (spec §2 Help-desk widget, §4 Chat): a round button that toggles a floating
 * panel with the conversation, the screenshot drop box and the message input. Presentational: the
 * caller runs the conversation.
 */
export function ChatPanel({
  messages,
  pending = false,
  closed = false,
  ticket,
  screenshotRequested = false,
  images = [],
  onImagesAdded,
  onRemoveImage,
  onAttachImages,
  onSend,
  onRestart,
  title = 'Janus',
  open,
  defaultOpen = false,
  onOpenChange,
  className,
}: ChatPanelProps) {
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const titleId = useId();
  const launcher = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const restart = useRef<HTMLButtonElement>(null);
  const openedByUser = useRef(false);
  const wasClosed = useRef(closed);

  // Opening the panel puts the caret where the user will type.
  useEffect(() => {
    if (!isOpen || !openedByUser.current) return;
    openedByUser.current = false;
    (closed ? restart : input).current?.focus();
  }, [isOpen, closed]);

  // Restart and the input replace each other; focus moves along unless the user has gone elsewhere.
  useEffect(() => {
    if (wasClosed.current === closed) return;
    wasClosed.current = closed;
    const active = document.activeElement;
    if (active === null || active === document.body) (closed ? restart : input).current?.focus();
  }, [closed]);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    setOpen(false);
    launcher.current?.focus();
  };

  return (
    <Collapsible.Root
      open={isOpen}
      onOpenChange={setOpen}
      data-component="chat-panel"
      className={cx(styles.root, className)}
    >
      <Collapsible.Trigger asChild>
        <button
          ref={launcher}
          type="button"
          aria-label={isOpen ? 'Close help desk' : 'Open help desk'}
          className={styles.launcher}
          onClick={() => {
            openedByUser.current = !isOpen;
          }}
        >
          <Icon name={isOpen ? 'close' : 'chat'} />
        </button>
      </Collapsible.Trigger>
      <Collapsible.Content asChild>
        <section
          aria-labelledby={titleId}
          data-part="panel"
          className={styles.panel}
          onKeyDown={handleKeyDown}
        >
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          </header>
          <ChatThread title={title} messages={messages} pending={pending} ticket={ticket} />
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
                <Icon name="paperclip" size={16} />
                Attach Images
              </Button>
            </div>
          ) : null}
          {closed ? (
            <div className={styles.footer}>
              <Button ref={restart} variant="secondary" fullWidth onClick={() => onRestart?.()}>
                <Icon name="restart" size={16} />
                Restart
              </Button>
            </div>
          ) : (
            <ChatComposer
              inputRef={input}
              inputLabel={`Message ${title}`}
              pending={pending}
              onSend={(text) => onSend?.(text)}
            />
          )}
        </section>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
ChatPanel.displayName = 'ChatPanel';
