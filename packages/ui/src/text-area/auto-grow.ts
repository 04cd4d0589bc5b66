export type AutoGrowInput = {
  /** The content's own height: `scrollHeight` minus vertical padding, measured at `height: auto`. */
  contentHeight: number;
  lineHeight: number;
  /** Vertical padding plus borders, which `box-sizing: border-box` counts in the height. */
  chrome: number;
  minRows: number;
  /** No cap when undefined. */
  maxRows: number | undefined;
};

export type AutoGrowResult = {
  height: number;
  /** Scrolling only once the text is taller than `maxRows`. */
  overflowY: 'hidden' | 'auto';
};

/** The height that fits the text, between `minRows` and `maxRows` lines. */
export function autoGrowHeight({
  contentHeight,
  lineHeight,
  chrome,
  minRows,
  maxRows,
}: AutoGrowInput): AutoGrowResult {
  const min = minRows * lineHeight;
  const max =
    maxRows === undefined ? Number.POSITIVE_INFINITY : Math.max(maxRows, minRows) * lineHeight;
  const fitted = Math.min(Math.max(contentHeight, min), max);
  return { height: fitted + chrome, overflowY: contentHeight > max ? 'auto' : 'hidden' };
}
