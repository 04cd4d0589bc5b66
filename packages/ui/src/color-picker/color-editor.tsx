import { useId } from 'react';
import { HistoryIcon } from '../icon';
import { ChannelSlider } from './channel-slider';
import {
  alphaFromPercent,
  alphaToPercent,
  type Color,
  colorFromHex,
  colorFromHsv,
  colorFromRgba,
  formatHex,
  formatRgba,
  parseHex,
  type Rgba,
} from './color';
import * as styles from './color-picker.css';
import { alphaTrackBackground, hueTrackBackground } from './control-backgrounds';
import { DraftField } from './draft-field';
import type { ColorPickerMessages } from './messages';
import { SaturationArea } from './saturation-area';
import { Swatch } from './swatch';
import { numberText, warnUnparsed } from './typed-values';

type ColorEditorProps = {
  color: Color;
  onChange: (color: Color) => void;
  /** Recent colours as hex, most recent first. */
  history: readonly string[];
  messages: ColorPickerMessages;
};

const channels = ['red', 'green', 'blue'] as const;

/** Every way to set one colour: the area, hue and alpha sliders, hex, channels and history. */
export function ColorEditor({ color, onChange, history, messages }: ColorEditorProps) {
  const historyLabel = useId();
  const recent = history.flatMap((hex) => {
    const picked = colorFromHex(hex);
    return picked ? [{ hex, picked }] : [];
  });
  const withHsv = (change: Partial<Color>) =>
    onChange(colorFromHsv({ ...color, ...change }, change.alpha ?? color.alpha));
  const withRgba = (change: Partial<Rgba>) =>
    onChange(colorFromRgba({ ...color, ...change }, color));

  const applyHex = (text: string, committed: boolean) => {
    const rgba = parseHex(text);
    if (!rgba) {
      if (committed) warnUnparsed('hex colour', text);
      return;
    }
    // The 3- and 4-digit forms are prefixes of the longer ones: applying them mid-typing would
    // flash unrelated colours, so they wait for Enter or blur.
    if (committed || text.replace('#', '').trim().length >= 6) withRgba(rgba);
  };

  return (
    <div data-part="color-editor" className={styles.editor}>
      <SaturationArea hsv={color} onChange={withHsv} messages={messages} />
      <ChannelSlider
        label={messages.hue}
        value={color.hue}
        max={359}
        onChange={(hue) => withHsv({ hue })}
        valueText={messages.degrees(color.hue)}
        trackBackground={hueTrackBackground}
      />
      <ChannelSlider
        label={messages.alpha}
        value={alphaToPercent(color.alpha)}
        max={100}
        onChange={(percent) => withHsv({ alpha: alphaFromPercent(percent) })}
        valueText={messages.percent(alphaToPercent(color.alpha))}
        trackBackground={alphaTrackBackground(color)}
      />
      <div className={styles.fields}>
        <DraftField
          label={messages.hex}
          value={formatHex(color)}
          onText={applyHex}
          spellCheck={false}
          autoComplete="off"
          className={styles.hexField}
        />
        {channels.map((channel) => (
          <DraftField
            key={channel}
            label={messages[channel]}
            type="number"
            inputMode="numeric"
            min={0}
            max={255}
            value={String(color[channel])}
            onText={numberText(channel, (value) => withRgba({ [channel]: value }))}
          />
        ))}
        <DraftField
          label={messages.alphaPercent}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          value={String(alphaToPercent(color.alpha))}
          onText={numberText('alpha', (percent) => withRgba({ alpha: alphaFromPercent(percent) }))}
        />
      </div>
      {recent.length > 0 ? (
        <div className={styles.history}>
          <p id={historyLabel} className={styles.historyLabel}>
            <HistoryIcon size={16} />
            {messages.recentColors}
          </p>
          <ul aria-labelledby={historyLabel} className={styles.historyList}>
            {recent.map(({ hex, picked }) => (
              <li key={hex}>
                <button
                  type="button"
                  aria-label={messages.recentColor(hex)}
                  className={styles.historySwatch}
                  onClick={() => onChange(picked)}
                >
                  <Swatch background={formatRgba(picked)} />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
