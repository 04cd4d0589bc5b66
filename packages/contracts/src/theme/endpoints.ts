import type { Endpoint } from '../shared/endpoint';
import { themesResponseSchema } from './schemas';

/** The website themes (spec §7). */
export const themeEndpoints = {
  themes: {
    api: 'main',
    method: 'GET',
    path: '/website/themes',
    auth: 'public',
    retry: false,
    response: themesResponseSchema,
    summary: 'Colour palettes keyed by theme name',
    tags: ['Site'],
  },
} as const satisfies Record<string, Endpoint>;
