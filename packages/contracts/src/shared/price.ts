import { z } from 'zod';

/**
 * Prices of modules and classes, apart from orders and checkout: the class and module
 * schemas need them on pages (sign-up among them) that never see an order.
 */
export const currencies = ['usd', 'eur', 'gbp', 'php'] as const;
export const currencySchema = z.enum(currencies, {
  message: `currency must be one of ${currencies.join(', ')}.`,
});
export type Currency = (typeof currencies)[number];

/** A price in the currency's smallest unit (cents); null is free. */
export const priceSchema = z
  .object({ amount: z.number().int().min(50).max(1_000_000), currency: currencySchema })
  .nullable();
export type Price = z.infer<typeof priceSchema>;
/** A list filter: free things only, or paid ones only. */
export const priceFilterSchema = z.enum(['free', 'paid'], {
  message: 'price must be free or paid.',
});
