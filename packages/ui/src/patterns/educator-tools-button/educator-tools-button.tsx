import { Trans, useLingui } from '@lingui/react/macro';
import { DropdownMenu } from 'radix-ui';
import { type Ref, useRef } from 'react';
import { ClipboardIcon, ToolsIcon } from '../../icon';
import { cx } from '../../internal/class-names';
import * as styles from './educator-tools-button.css';

export type EducatorToolsButtonProps = {
  /** The menu's Clipboard entry was chosen. Move focus into what it opens. */
  onOpenClipboard(): void;
  /** Controlled menu visibility; pair with `onOpenChange`. */
  open?: boolean;
  /** Initial menu visibility when uncontrolled. */
  defaultOpen?: boolean;
  onOpenChange?(open: boolean): void;
  /** The round button, e.g. to return focus to it when a tool closes. */
  ref?: Ref<HTMLButtonElement>;
  className?: string;
};

/**
 * The educators' floating tools button (spec §2): a round button in the page corner that opens a
 * menu of tools. Escape or a click outside closes the menu and returns focus to the button.
 */
export function EducatorToolsButton({
  onOpenClipboard,
  open,
  defaultOpen,
  onOpenChange,
  ref,
  className,
}: EducatorToolsButtonProps) {
  const { t } = useLingui();
  const chosen = useRef(false);

  return (
    // Not modal: a modal menu hides the page, button included, from assistive technology while
    // open, and the button in the corner is no reason to block the page under it.
    <DropdownMenu.Root
      modal={false}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      <DropdownMenu.Trigger
        ref={ref}
        data-component="educator-tools-button"
        aria-label={t`Educator tools`}
        className={cx(styles.button, className)}
      >
        <ToolsIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side="top"
          align="start"
          sideOffset={8}
          className={styles.menu}
          onCloseAutoFocus={(event) => {
            // After a choice, the tool it opened takes the focus; Radix would pull it back here.
            if (chosen.current) event.preventDefault();
            chosen.current = false;
          }}
        >
          <DropdownMenu.Item
            className={styles.menuItem}
            onSelect={() => {
              chosen.current = true;
              onOpenClipboard();
            }}
          >
            <ClipboardIcon />
            <Trans>Clipboard</Trans>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
EducatorToolsButton.displayName = 'EducatorToolsButton';
