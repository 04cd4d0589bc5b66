import { z } from 'zod';
import { issueText } from '../shared/issue-text';

const colour = z
  .string()
  .trim()
  .regex(
    /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i,
    issueText(
      /*i18n*/ { id: 'theme.use-a-hex-colour', message: 'Use a hex colour such as #1a2b3c.' },
    ),
  );

/** Five shades per colour group (spec §3 Theme). */
const colourScale = z.object({
  125: colour,
  100: colour,
  75: colour,
  50: colour,
  25: colour,
});

export const paletteSchema = z.object({
  background: z.object({ base: colour, mute: colour }),
  typography: z.object({
    complimentary: colour,
    h1: colour,
    h2: colour,
    h3: colour,
    h4: colour,
    h5: colour,
    h6: colour,
    paragraph: colour,
    label: colour,
    link: z.object({ base: colour, hover: colour }),
  }),
  mute: colourScale,
  primary: colourScale,
  secondary: colourScale,
  accent: colourScale,
  success: colourScale,
  error: colourScale,
});
export type PaletteShape = z.infer<typeof paletteSchema>;

export const themeNameSchema = z.string().regex(
  /^[a-z][a-z0-9-]{0,39}$/,
  issueText(
    /*i18n*/ {
      id: 'theme.names-are-lower-case-words',
      message: 'Theme names are lower-case words joined by hyphens.',
    },
  ),
);

/** GET /api/website/themes: palettes keyed by theme name. */
export const themesResponseSchema = z.object({
  data: z.record(themeNameSchema, paletteSchema),
});
export type ThemesResponse = z.infer<typeof themesResponseSchema>;
