import { z } from 'zod';

/** A `limit` or `offset` query value: a whole number in range. */
export const pagePosition = (name: string, min: number, max: number) =>
  z.coerce
    .number({ message: `${name} must be a number.` })
    .int(`${name} must be a whole number.`)
    .min(min, `${name} must be at least ${min}.`)
    .max(max, `${name} must be at most ${max}.`);

/** A `limit` or `offset` query value, its default when absent. */
export const pageNumber = (name: string, min: number, max: number, fallback: number) =>
  pagePosition(name, min, max).default(fallback);

/** The paging pair every list call takes: at most 100 a page, 20 by default (spec §9). */
export const pagingQueryShape = {
  limit: pageNumber('limit', 1, 100, 20),
  offset: pageNumber('offset', 0, Number.MAX_SAFE_INTEGER, 0),
};
