/** The quantity typed into the picker, or null unless it is a whole number from 1 to `max`. */
export function parseQuantity(text: string, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const quantity = Number(text);
  return quantity >= 1 && quantity <= max ? quantity : null;
}
