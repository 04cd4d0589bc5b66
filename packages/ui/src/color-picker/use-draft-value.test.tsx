import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { colorFromHsv, colorFromRgba, defaultColor } from './color';
import type { ColorPickerValue } from './picker-value';
import { changeDelay, useDraftValue } from './use-draft-value';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const red = colorFromRgba({ red: 255, green: 0, blue: 0, alpha: 1 });
const blue = colorFromRgba({ red: 0, green: 0, blue: 255, alpha: 1 });

function setup(value?: ColorPickerValue) {
  const onChange = vi.fn();
  const hook = renderHook(
    (props: { value?: ColorPickerValue }) =>
      useDraftValue({ value: props.value, defaultValue: undefined, onChange }),
    { initialProps: { value } },
  );
  return { onChange, hook };
}

describe('useDraftValue', () => {
  it('starts on black when given nothing', () => {
    expect(setup().hook.result.current.draft).toBe(defaultColor);
  });

  it('shows each change at once and reports only the last, 100 ms after the changes stop', () => {
    const { onChange, hook } = setup();
    act(() => hook.result.current.change(red));
    act(() => vi.advanceTimersByTime(changeDelay - 10));
    act(() => hook.result.current.change(blue));
    expect(hook.result.current.draft).toBe(blue);
    act(() => vi.advanceTimersByTime(changeDelay - 10));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(10));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(blue);
  });

  it('delivers a pending change at once on flush and on unmount', () => {
    const { onChange, hook } = setup();
    act(() => hook.result.current.change(red));
    act(() => hook.result.current.flush());
    expect(onChange).toHaveBeenLastCalledWith(red);
    act(() => hook.result.current.change(blue));
    hook.unmount();
    expect(onChange).toHaveBeenLastCalledWith(blue);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('follows a new value from the parent', () => {
    const { hook } = setup(red);
    hook.rerender({ value: blue });
    expect(hook.result.current.draft).toBe(blue);
  });

  it('keeps its own draft when the parent only echoes it back', () => {
    // A grey with a hue: a parent storing hex would hand back the same grey with hue 0.
    const grey = colorFromHsv({ hue: 200, saturation: 0, brightness: 50 });
    const { hook } = setup(red);
    act(() => hook.result.current.change(grey));
    hook.rerender({ value: colorFromRgba(grey) });
    expect(hook.result.current.draft).toBe(grey);
  });
});
