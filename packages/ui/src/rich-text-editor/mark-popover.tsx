import { useLingui } from '@lingui/react/macro';
import type { Editor } from '@tiptap/react';
import { Popover } from 'radix-ui';
import { type ComponentProps, type FormEvent, useRef, useState } from 'react';
import { Button } from '../button';
import type { IconComponent } from '../icon';
import { TextField } from '../text-field';
import * as styles from './rich-text-editor.css';
import { ToolButton } from './tool-button';

export type MarkPopoverProps = {
  editor: Editor;
  /** The mark the tool sets, extended over the whole marked run when the caret is inside it. */
  mark: string;
  /** Whether the selection carries the mark. */
  active: boolean;
  icon: IconComponent;
  /** The tool's and the popover's name: "Link". */
  label: string;
  /** The popover's one field. */
  field: Pick<
    ComponentProps<typeof TextField>,
    'label' | 'placeholder' | 'inputMode' | 'spellCheck' | 'maxLength' | 'description'
  >;
  /** The field's value when the popover opens (the mark's attribute at the selection). */
  read: () => string;
  /** Sets the mark from the field's value; answers an error to show instead, or null. */
  apply: (value: string) => string | null;
  applyLabel?: string;
  removeLabel: string;
};

/**
 * A toolbar tool that sets a mark with one value (a link's address, a glossary term's
 * definition): a popover with the field, refusing what `apply` refuses, and a way to remove it.
 */
export function MarkPopover({
  editor,
  mark,
  active,
  icon,
  label,
  field,
  read,
  apply,
  applyLabel: givenApplyLabel,
  removeLabel,
}: MarkPopoverProps) {
  const { t } = useLingui();
  const applyLabel = givenApplyLabel ?? t`Apply`;
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  // After a change the caret belongs back in the text; after Escape, on the tool.
  const backToText = useRef(false);

  const handleOpenChange = (nextOpen: boolean) => {
    if (nextOpen) {
      setValue(read());
      setError(null);
    }
    setOpen(nextOpen);
  };

  const finish = () => {
    backToText.current = true;
    setOpen(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refusal = apply(value);
    if (refusal) setError(refusal);
    else finish();
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange(mark).unsetMark(mark).run();
    finish();
  };

  return (
    <Popover.Root open={open} onOpenChange={handleOpenChange}>
      <Popover.Trigger asChild>
        <ToolButton icon={icon} label={label} pressed={active} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          data-part="mark-popover"
          aria-label={label}
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
          <form noValidate className={styles.popoverForm} onSubmit={submit}>
            <TextField
              autoComplete="off"
              {...field}
              value={value}
              error={error}
              onChange={(event) => {
                setValue(event.currentTarget.value);
                setError(null);
              }}
            />
            <div className={styles.popoverActions}>
              {active ? (
                <Button variant="ghost" size="sm" onClick={remove}>
                  {removeLabel}
                </Button>
              ) : null}
              <Button type="submit" size="sm">
                {applyLabel}
              </Button>
            </div>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
