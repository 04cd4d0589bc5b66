/** A typed number as a whole number within `min`…`max`; anything unreadable is 0 (then clamped). */
export const wholeNumber = (value: string, min: number, max: number) =>
  Math.min(max, Math.max(min, Math.trunc(Number(value) || 0)));
