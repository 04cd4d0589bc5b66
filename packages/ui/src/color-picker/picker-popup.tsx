import { Popover, Tabs } from 'radix-ui';
import { useState } from 'react';
import { ColorEditor } from './color-editor';
import { browserStorage, readColorHistory } from './color-history';
import * as styles from './color-picker.css';
import { GradientEditor } from './gradient-editor';
import type { ColorPickerMessages } from './messages';
import { type ColorPickerMode, type ColorPickerValue, isGradient } from './picker-value';

export type PickerPopupProps = PickerPanelProps & {
  /** Names the popup. */
  name: string;
  zIndex?: number;
};

/**
 * The picker's popup: the colour and gradient editors. A module of its own so that pages showing
 * only the trigger (a profile's avatar colours) load the editors when someone opens one.
 */
export function PickerPopup({ name, zIndex, ...panel }: PickerPopupProps) {
  return (
    <Popover.Content
      data-part="popup"
      aria-label={name}
      align="start"
      sideOffset={4}
      collisionPadding={8}
      className={styles.popup}
      style={zIndex === undefined ? undefined : { zIndex }}
    >
      <PickerPanel {...panel} />
    </Popover.Content>
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
