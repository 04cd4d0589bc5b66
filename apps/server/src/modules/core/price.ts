import type { Price } from '@sparked/contracts';

type PriceColumns = {
  priceAmount: number | null;
  priceCurrency: NonNullable<Price>['currency'] | null;
};

/** A module's or class's price from its two columns; null is free. */
export const priceOf = (row: PriceColumns): Price =>
  row.priceAmount !== null && row.priceCurrency !== null
    ? { amount: row.priceAmount, currency: row.priceCurrency }
    : null;

/** Details as columns: the price is two of them, and an absent price changes neither. */
export function withPriceColumns<Details extends { price?: Price }>({
  price,
  ...details
}: Details): Omit<Details, 'price'> & Partial<PriceColumns> {
  return {
    ...details,
    ...(price === undefined
      ? {}
      : { priceAmount: price?.amount ?? null, priceCurrency: price?.currency ?? null }),
  };
}
