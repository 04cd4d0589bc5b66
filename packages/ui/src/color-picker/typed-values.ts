/**
 * Parse errors in the picker's fields are only logged, never shown (spec §8): the field goes back
 * to the last valid value when the user leaves it.
 */
export function warnUnparsed(field: string, text: string): void {
  console.warn(`Colour picker: "${text}" is not a valid ${field}; the last valid value is kept.`);
}

/** Handles a number field's text: numbers apply as typed, anything else is logged on commit. */
export function numberText(field: string, apply: (value: number) => void) {
  return (text: string, committed: boolean) => {
    const value = Number.parseFloat(text);
    if (Number.isFinite(value)) apply(value);
    else if (committed) warnUnparsed(field, text);
  };
}
