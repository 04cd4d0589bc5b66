/**
 * Tokens that do not change between themes. Values are strings because they become CSS custom
 * properties; components read them through `vars` in contract.css.ts.
 */
const systemSans =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";

/** The web font the package ships (./fonts). */
export const webFontFamily = 'Inter Variable';

/** `data-font` on the root element that turns the font tokens into the stand-ins only. */
export const standInFont = 'stand-in';

/**
 * Local fonts sized to Inter's metrics (fonts/stand-ins.ts), then the system's: text takes Inter's
 * room while Inter loads, and on a page that renders without it (`data-font="stand-in"` on the
 * root element, global.css.ts; decision 0048).
 */
export const standInSans = `"${webFontFamily} Fallback: Arial", "${webFontFamily} Fallback: Liberation Sans", "${webFontFamily} Fallback: Roboto", ${systemSans}`;

export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.5rem',
  6: '2rem',
  7: '2.5rem',
  8: '3rem',
};
export type SpaceStep = keyof typeof space;

export const staticTokens = {
  space,
  radius: { sm: '0.25rem', md: '0.5rem', lg: '0.875rem', pill: '999px' },
  font: {
    family: {
      // Inter is shipped with the package (./fonts); its stand-ins cover the time it loads.
      body: `"${webFontFamily}", ${standInSans}`,
      heading: `"${webFontFamily}", ${standInSans}`,
      mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
    },
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.25rem',
      '2xl': '1.5rem',
      '3xl': '1.875rem',
    },
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
    lineHeight: { tight: '1.25', normal: '1.5', relaxed: '1.7' },
  },
  shadow: {
    sm: '0 1px 2px rgb(16 12 40 / 0.08)',
    md: '0 4px 12px rgb(16 12 40 / 0.12)',
    lg: '0 12px 32px rgb(16 12 40 / 0.2)',
  },
  // Dims the page behind modals; dark in every theme because its job is to push content back.
  scrim: 'rgb(10 8 24 / 0.6)',
  // popover is 9999: the colour picker's default layer (spec §9) must sit above modals.
  zIndex: { dropdown: '1000', overlay: '1100', modal: '1200', toast: '1300', popover: '9999' },
  focus: { width: '2px', offset: '2px' },
  motion: {
    duration: { fast: '120ms', normal: '200ms', slow: '320ms' },
    easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)' },
  },
};
export type StaticTokens = typeof staticTokens;
