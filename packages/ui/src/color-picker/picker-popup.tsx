import { Popover, Tabs } from 'radix-ui';
import { type RefObject, useState } from 'react';
import { ColorEditor } from './color-editor';
import { browserStorage, readColorHistory } from './color-history';
import * as styles from './color-picker.css';
import { GradientEditor } from './gradient-editor';
import type { ColorPickerMessages } from './messages';
import { type ColorPickerMode, type ColorPickerValue, isGradient } from './picker-value';

export type PickerPopupProps = PickerPanelProps & {
  /** The popup's id, which the trigger's `aria-controls` names. */
  id: string;
  /** The picker's button: the popup sits by it, ignores presses on it and gives focus back. */
  trigger: RefObject<HTMLButtonElement | null>;
  /** Called with false when the popup asks to close (Escape, a press or focus outside). */
  onOpenChange: (open: boolean) => void;
  /** Names the popup. */
  name: string;
  zIndex?: number;
};

/**
 * The picker's popup, shown while the picker is open: Radix's popover anchored to the picker's
 * own button, and the colour and gradient editors. A module of its own so that pages showing only
 * the trigger (a profile's avatar colours) load all of it when someone reaches for one.
 */
export function PickerPopup({
  id,
  trigger,
  onOpenChange,
  name,
  zIndex,
  ...panel
}: PickerPopupProps) {
  // A press or focus on the trigger is the trigger's to handle: it closes the popup itself.
  const onTrigger = (event: { target: EventTarget | null; preventDefault: () => void }) => {
    if (event.target instanceof Node && trigger.current?.contains(event.target))
      event.preventDefault();
  };
  return (
    <Popover.Root open onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={trigger as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          data-part="popup"
          aria-label={name}
          align="start"
          sideOffset={4}
          collisionPadding={8}
          className={styles.popup}
          style={zIndex === undefined ? undefined : { zIndex }}
          onPointerDownOutside={onTrigger}
          onFocusOutside={onTrigger}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <PickerPanel {...panel} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

type PickerPanelProps = {
  value: ColorPickerValue;
  onChange: (value: ColorPickerValue) => void;
  mode: ColorPickerMode;
  modes: readonly ColorPickerMode[];
  onModeChange: (mode: string) => void;
  messages: ColorPickerMessages;
};

/** Mounted while the popup is open, so each opening reads the latest stored history. */
function PickerPanel({ value, onChange, mode, modes, onModeChange, messages }: PickerPanelProps) {
  const [history] = useState(() => readColorHistory(browserStorage()));
  const editor = isGradient(value) ? (
    <GradientEditor gradient={value} onChange={onChange} history={history} messages={messages} />
  ) : (
    <ColorEditor color={value} onChange={onChange} history={history} messages={messages} />
  );

  if (modes.length < 2) return editor;
  return (
    <Tabs.Root value={mode} onValueChange={onModeChange} className={styles.tabs}>
      <Tabs.List className={styles.tabList}>
        {modes.map((option) => (
          <Tabs.Trigger key={option} value={option} className={styles.tab}>
            {messages[option]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {modes.map((option) => (
        // Not a tab stop of its own: the panel always holds focusable controls.
        <Tabs.Content key={option} value={option} tabIndex={-1}>
          {option === mode ? editor : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
