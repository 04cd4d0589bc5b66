import { Collapsible } from 'radix-ui';
import { type KeyboardEvent, useRef, useState } from 'react';
import { cx } from '../../internal/class-names';
import { ChatConversation, type ChatConversationProps } from './chat-conversation';
import { ChatLauncher } from './chat-launcher';
import * as launcherStyles from './chat-launcher.css';
import * as styles from './chat-panel.css';
import { useControllableState } from './use-controllable-state';

export type ChatPanelProps = Omit<
  ChatConversationProps,
  'autoFocus' | 'onKeyDown' | 'className'
> & {
  /** Controlled visibility; pair with `onOpenChange`. */
  open?: boolean;
  /** Initial visibility when uncontrolled. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * Take the focus when mounted, as if the user had just reached it: the message input if it mounts
   * open, else the round button. For a panel that replaces a stand-in someone pressed or focused.
   */
  autoFocus?: boolean;
  className?: string;
};

/**
 * The help-desk chat (spec §2 Help-desk widget, §4 Chat): a round button that toggles a floating
 * panel with the conversation, the screenshot drop box and the message input. Presentational: the
 * caller runs the conversation.
 */
export function ChatPanel({
  open,
  defaultOpen = false,
  onOpenChange,
  autoFocus = false,
  className,
  ...conversation
}: ChatPanelProps) {
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const launcher = useRef<HTMLButtonElement>(null);
  // Opening with the button puts the caret where the user will type; an initially open panel
  // leaves focus where the page put it.
  const [openedByUser, setOpenedByUser] = useState(autoFocus && isOpen);

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
      className={cx(launcherStyles.root, className)}
    >
      <Collapsible.Trigger asChild>
        <ChatLauncher
          ref={launcher}
          open={isOpen}
          autoFocus={autoFocus && !isOpen}
          onClick={() => setOpenedByUser(!isOpen)}
        />
      </Collapsible.Trigger>
      <Collapsible.Content asChild>
        <div data-part="panel" className={styles.panel}>
          <ChatConversation {...conversation} autoFocus={openedByUser} onKeyDown={handleKeyDown} />
        </div>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
ChatPanel.displayName = 'ChatPanel';
