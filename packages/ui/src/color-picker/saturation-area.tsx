import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import type { Hsv } from './color';
import * as styles from './color-picker.css';
import { saturationAreaBackground } from './control-backgrounds';
import type { ColorPickerMessages } from './messages';

type Axis = 'saturation' | 'brightness';
const axes = ['saturation', 'brightness'] as const;

type SaturationAreaProps = {
  hsv: Hsv;
  onChange: (change: Pick<Hsv, 'saturation' | 'brightness'>) => void;
  messages: ColorPickerMessages;
};

const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/**
 * The 2-D saturation (x) and brightness (y) field. Assistive technology sees a pair of sliders;
 * one tab stop enters the pair, Left/Right move saturation and Up/Down brightness, and focus
 * follows the axis being moved so the value read out is the one that changed.
 */
export function SaturationArea({ hsv, onChange, messages }: SaturationAreaProps) {
  const area = useRef<HTMLDivElement>(null);
  const sliders = useRef<Record<Axis, HTMLDivElement | null>>({
    saturation: null,
    brightness: null,
  });
  const [activeAxis, setActiveAxis] = useState<Axis>('saturation');

  const values: Record<Axis, number> = { saturation: hsv.saturation, brightness: hsv.brightness };

  const set = (axis: Axis, value: number) => {
    setActiveAxis(axis);
    sliders.current[axis]?.focus();
    onChange({ ...values, [axis]: clampPercent(value) });
  };

  const handleKeyDown = (axis: Axis) => (event: KeyboardEvent) => {
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, [Axis, number]> = {
      ArrowRight: ['saturation', values.saturation + step],
      ArrowLeft: ['saturation', values.saturation - step],
      ArrowUp: ['brightness', values.brightness + step],
      ArrowDown: ['brightness', values.brightness - step],
      PageUp: ['brightness', values.brightness + 10],
      PageDown: ['brightness', values.brightness - 10],
      Home: [axis, 0],
      End: [axis, 100],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    set(...move);
  };

  const moveTo = (event: PointerEvent) => {
    const rect = area.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return;
    onChange({
      saturation: clampPercent(((event.clientX - rect.left) / rect.width) * 100),
      brightness: clampPercent(100 - ((event.clientY - rect.top) / rect.height) * 100),
    });
  };

  return (
    <div
      ref={area}
      data-part="saturation-area"
      className={styles.area}
      style={saturationAreaBackground(hsv.hue)}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        // Keeps focus on the slider rather than letting the browser blur it.
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        sliders.current[activeAxis]?.focus();
        moveTo(event);
      }}
      onPointerMove={(event) => {
        if (event.currentTarget.hasPointerCapture(event.pointerId)) moveTo(event);
      }}
    >
      <span
        className={styles.areaThumb}
        style={{ left: `${values.saturation}%`, top: `${100 - values.brightness}%` }}
      />
      {axes.map((axis) => (
        <div
          key={axis}
          ref={(element) => {
            sliders.current[axis] = element;
          }}
          role="slider"
          tabIndex={axis === activeAxis ? 0 : -1}
          aria-label={messages[axis]}
          aria-orientation={axis === 'saturation' ? 'horizontal' : 'vertical'}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(values[axis])}
          aria-valuetext={messages.percent(values[axis])}
          className={styles.areaSlider}
          onKeyDown={handleKeyDown(axis)}
          onFocus={() => setActiveAxis(axis)}
        />
      ))}
    </div>
  );
}
