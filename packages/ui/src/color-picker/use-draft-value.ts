import { useCallback, useState } from 'react';
import { defaultColor } from './color';
import { type ColorPickerValue, colorPickerValueToCss } from './picker-value';
import { useDebouncedCallback } from './use-debounced-callback';

/** Spec §9: onChange waits for 100 ms of calm while the user drags or types. */
export const changeDelay = 100;

type DraftOptions = {
  value: ColorPickerValue | undefined;
  defaultValue: ColorPickerValue | undefined;
  onChange: ((value: ColorPickerValue) => void) | undefined;
};

/**
 * The colour on screen follows every drag and keystroke at once, while `onChange` is debounced.
 * A new `value` from the parent replaces the draft, unless it only echoes the draft back: a parent
 * that stores hex would otherwise reset the hue of a grey mid-drag.
 */
export function useDraftValue({ value, defaultValue, onChange }: DraftOptions) {
  const [draft, setDraft] = useState<ColorPickerValue>(value ?? defaultValue ?? defaultColor);
  const incoming = value === undefined ? undefined : colorPickerValueToCss(value);
  const [seen, setSeen] = useState(incoming);

  if (value !== undefined && incoming !== seen) {
    setSeen(incoming);
    if (incoming !== colorPickerValueToCss(draft)) setDraft(value);
  }

  const { call, flush } = useDebouncedCallback(onChange, changeDelay);
  const change = useCallback(
    (next: ColorPickerValue) => {
      setDraft(next);
      call(next);
    },
    [call],
  );

  return { draft, change, flush };
}
