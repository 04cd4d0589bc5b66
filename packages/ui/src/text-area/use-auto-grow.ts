import { type Ref, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { autoGrowHeight } from './auto-grow';

const pixels = (value: string) => Number.parseFloat(value) || 0;

type AutoGrowOptions = {
  enabled: boolean;
  minRows: number;
  maxRows: number | undefined;
  /** The controlled value: it can change without an input event, e.g. cleared after sending. */
  value: unknown;
  /** The caller's ref, kept working alongside the one this hook needs. */
  ref: Ref<HTMLTextAreaElement> | undefined;
};

/** Fits a textarea's height to its text; returns the ref to attach and a function to refit. */
export function useAutoGrow({ enabled, minRows, maxRows, value, ref }: AutoGrowOptions) {
  const element = useRef<HTMLTextAreaElement | null>(null);

  const fit = useCallback(() => {
    const textarea = element.current;
    if (!enabled || !textarea) return;
    const style = getComputedStyle(textarea);
    const padding = pixels(style.paddingTop) + pixels(style.paddingBottom);
    const border = pixels(style.borderTopWidth) + pixels(style.borderBottomWidth);
    // Collapse first, or scrollHeight never reports less than the current height.
    textarea.style.height = 'auto';
    const { height, overflowY } = autoGrowHeight({
      contentHeight: textarea.scrollHeight - padding,
      lineHeight: pixels(style.lineHeight),
      chrome: padding + border,
      minRows,
      maxRows,
    });
    textarea.style.height = `${height}px`;
    textarea.style.overflowY = overflowY;
  }, [enabled, minRows, maxRows]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: refit whenever the controlled value changes.
  useLayoutEffect(fit, [fit, value]);

  // The text rewraps when the field's width changes: a resized window, or a field first measured
  // while hidden (it measured nothing then). Its own height changes are not refitted.
  useEffect(() => {
    const textarea = element.current;
    if (!enabled || !textarea || typeof ResizeObserver === 'undefined') return;
    // Not the width now: the first fit may have run while the field was hidden, and it may be
    // shown before this effect runs. The observer's first report (on observe) then refits.
    let width = -1;
    const observer = new ResizeObserver(() => {
      if (textarea.clientWidth === width) return;
      width = textarea.clientWidth;
      fit();
    });
    observer.observe(textarea);
    return () => observer.disconnect();
  }, [enabled, fit]);

  const attach = useCallback(
    (node: HTMLTextAreaElement | null) => {
      element.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  return { attach, fit };
}
