import { Slider } from 'radix-ui';
import type { CSSProperties } from 'react';
import * as styles from './color-picker.css';

type ChannelSliderProps = {
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
  /** How the value is read out, e.g. "120°" or "50%". */
  valueText: string;
  /** The colour data the track shows. */
  trackBackground: CSSProperties;
};

/** A horizontal colour channel slider (hue, alpha) over a track that previews the channel. */
export function ChannelSlider({
  label,
  value,
  max,
  onChange,
  valueText,
  trackBackground,
}: ChannelSliderProps) {
  return (
    <Slider.Root
      className={styles.channel}
      min={0}
      max={max}
      step={1}
      value={[Math.round(value)]}
      onValueChange={([next]) => {
        if (next !== undefined) onChange(next);
      }}
    >
      <Slider.Track className={styles.checkerboard}>
        <span className={styles.swatchFill} style={trackBackground} />
      </Slider.Track>
      <Slider.Thumb aria-label={label} aria-valuetext={valueText} className={styles.thumb} />
    </Slider.Root>
  );
}
