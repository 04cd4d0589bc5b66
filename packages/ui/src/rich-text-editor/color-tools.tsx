import { useLingui } from '@lingui/react/macro';
import type { Editor } from '@tiptap/react';
import { Toolbar } from 'radix-ui';
import { colorFromHex, formatHex } from '../color-picker/color';
import { ColorPicker } from '../color-picker/color-picker';
import { isGradient } from '../color-picker/picker-value';
import { EraserIcon, HighlighterIcon, type IconComponent, TextColorIcon } from '../icon';
import * as styles from './rich-text-editor.css';
import { ToolButton } from './tool-button';
import type { ToolbarState } from './toolbar-state';

/** What the pickers show where the text has no colour of its own: black (spec §9), a pale yellow. */
const uncolored = { text: '#000000', highlight: '#fff59d' };

type ColorToolProps = {
  label: string;
  icon: IconComponent;
  /** The colour at the selection, or what the picker starts from when it has none. */
  color: string;
  onPick: (hex: string) => void;
};

/**
 * A colour picker as one of the toolbar's items, reached with the arrow keys. The pick applies to
 * the selection the editor keeps while the popup has focus.
 */
function ColorTool({ label, icon, color, onPick }: ColorToolProps) {
  return (
    <Toolbar.Button asChild>
      <ColorPicker
        label={label}
        icon={icon}
        modes={['solid']}
        value={colorFromHex(color) ?? undefined}
        onChange={(value) => {
          if (!isGradient(value)) onPick(formatHex(value));
        }}
        className={styles.colorTool}
      />
    </Toolbar.Button>
  );
}

/** Text colour, highlight, and a tool that takes both off the selection. */
export function ColorTools({ editor, state }: { editor: Editor; state: ToolbarState }) {
  const { t } = useLingui();
  return (
    <>
      <ColorTool
        label={t`Text colour`}
        icon={TextColorIcon}
        color={state.textColor ?? uncolored.text}
        onPick={(hex) => editor.chain().setColor(hex).run()}
      />
      <ColorTool
        label={t`Highlight`}
        icon={HighlighterIcon}
        color={state.highlight ?? uncolored.highlight}
        onPick={(hex) => editor.chain().setBackgroundColor(hex).run()}
      />
      <ToolButton
        icon={EraserIcon}
        label={t`Remove colours`}
        disabled={!state.textColor && !state.highlight}
        onClick={() => editor.chain().focus().unsetColor().unsetBackgroundColor().run()}
      />
    </>
  );
}
