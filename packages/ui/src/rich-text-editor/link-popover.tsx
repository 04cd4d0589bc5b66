import type { Editor } from '@tiptap/react';
import { Popover } from 'radix-ui';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../button';
import { TextField } from '../text-field';
import { checkLinkAddress } from './link-address';
import * as styles from './rich-text-editor.css';
import { ToolButton } from './tool-button';

type LinkPopoverProps = { editor: Editor; active: boolean };

/** The link tool: a field for the address, refusing unsafe ones, and a way to remove a link. */
export function LinkPopover({ editor, active }: LinkPopoverProps) {
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  // After a change the caret belongs back in the text; after Escape, on the tool.
  const backToText = useRef(false);

  const handleOpenChange = (nextOpen: boolean) => {
    if (nextOpen) {
      setAddress(editor.getAttributes('link').href ?? '');
      setError(null);
    }
    setOpen(nextOpen);
  };

  const finish = () => {
    backToText.current = true;
    setOpen(false);
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const check = checkLinkAddress(address);
    if (!check.ok) {
      setError(check.error);
      return;
    }
    const { href } = check;
    const chain = editor.chain().focus().extendMarkRange('link');
    // With nothing selected, the address itself becomes the linked text.
    if (editor.state.selection.empty && !active) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] });
    } else {
      chain.setLink({ href });
    }
    chain.run();
    finish();
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    finish();
  };

  return (
    <Popover.Root open={open} onOpenChange={handleOpenChange}>
      <Popover.Trigger asChild>
        <ToolButton icon="link" label="Link" pressed={active} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          data-part="link-popover"
          aria-label="Link"
          align="start"
          sideOffset={4}
          className={styles.popover}
          // tiptap hands focus back to the text a frame after a command; that late focus must not
          // close a popover the user has just opened. Pointer presses outside still close it.
          onFocusOutside={(event) => {
            if (editor.view.dom.contains(event.target as Node)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            if (!backToText.current) return;
            backToText.current = false;
            event.preventDefault();
            editor.commands.focus();
          }}
        >
          <form noValidate className={styles.popoverForm} onSubmit={apply}>
            <TextField
              label="Link address"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://"
              value={address}
              error={error}
              onChange={(event) => {
                setAddress(event.currentTarget.value);
                setError(null);
              }}
            />
            <div className={styles.popoverActions}>
              {active ? (
                <Button variant="ghost" size="sm" onClick={remove}>
                  Remove link
                </Button>
              ) : null}
              <Button type="submit" size="sm">
                Apply
              </Button>
            </div>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
