import { useState } from 'react';
import { ColorEditor } from './color-editor';
import * as styles from './color-picker.css';
import { DraftField } from './draft-field';
import {
  clampPosition,
  type Gradient,
  gradientToCss,
  gradientTypes,
  normaliseAngle,
} from './gradient';
import type { ColorPickerMessages } from './messages';
import { SegmentedControl } from './segmented-control';
import { Swatch } from './swatch';
import { numberText } from './typed-values';

const stops = ['start', 'end'] as const;
type Stop = (typeof stops)[number];

type GradientEditorProps = {
  gradient: Gradient;
  onChange: (gradient: Gradient) => void;
  history: readonly string[];
  messages: ColorPickerMessages;
};

/** Type, angle, and the position and colour of one stop at a time. */
export function GradientEditor({ gradient, onChange, history, messages }: GradientEditorProps) {
  const [stop, setStop] = useState<Stop>('start');
  const selected = gradient[stop];

  return (
    <div data-part="gradient-editor" className={styles.editor}>
      <Swatch background={gradientToCss(gradient)} className={styles.gradientPreview} />
      <SegmentedControl
        label={messages.gradientType}
        options={gradientTypes}
        optionLabels={messages.gradientTypes}
        value={gradient.type}
        onChange={(type) => onChange({ ...gradient, type })}
      />
      <SegmentedControl
        label={messages.stop}
        options={stops}
        optionLabels={{ start: messages.startColor, end: messages.endColor }}
        value={stop}
        onChange={setStop}
      />
      <div className={styles.gradientFields}>
        {gradient.type === 'linear' ? (
          <DraftField
            label={messages.angle}
            type="number"
            inputMode="numeric"
            value={String(normaliseAngle(gradient.angle))}
            onText={numberText('angle', (angle) =>
              onChange({ ...gradient, angle: normaliseAngle(angle) }),
            )}
          />
        ) : null}
        <DraftField
          label={messages.position}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          value={String(selected.position)}
          onText={numberText('position', (position) =>
            onChange({ ...gradient, [stop]: { ...selected, position: clampPosition(position) } }),
          )}
        />
      </div>
      <ColorEditor
        color={selected.color}
        onChange={(color) => onChange({ ...gradient, [stop]: { ...selected, color } })}
        history={history}
        messages={messages}
      />
    </div>
  );
}
