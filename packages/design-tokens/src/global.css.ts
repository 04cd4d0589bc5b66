import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { builtInPalettes, defaultThemeName } from './palettes';
import { standInFont, standInSans, staticTokens } from './tokens';
import { paletteVariables, themeColours } from './variables';

createGlobalTheme(':root', vars, {
  ...themeColours(builtInPalettes[defaultThemeName]),
  ...staticTokens,
});
// Only colours differ between themes (themes change values, never behaviour). These are the very
// variables applyPalette() sets, so a built-in theme and a server palette cover the same names.
for (const name of ['dark', 'high-contrast'] as const) {
  globalStyle(`[data-theme="${name}"]`, { vars: paletteVariables(builtInPalettes[name]) });
}

// A page can render in Inter's stand-ins only, without fetching Inter: the web app's first visit
// with an empty cache (decision 0048).
globalStyle(`:root[data-font="${standInFont}"]`, {
  vars: { [vars.font.family.body]: standInSans, [vars.font.family.heading]: standInSans },
});

// Native controls and scrollbars follow the canvas.
globalStyle(':root', { colorScheme: 'light' });
globalStyle('[data-theme="dark"], [data-theme="high-contrast"]', { colorScheme: 'dark' });

globalStyle(':root', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: {
        [vars.motion.duration.fast]: '0ms',
        [vars.motion.duration.normal]: '0ms',
        [vars.motion.duration.slow]: '0ms',
      },
    },
  },
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('body', {
  margin: 0,
  backgroundColor: vars.surface.base,
  color: vars.text.body,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
});

// :where() keeps element defaults at zero specificity, so any component class overrides them.
for (const level of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const) {
  globalStyle(`:where(${level})`, {
    color: vars.text.heading[level],
    fontFamily: vars.font.family.heading,
    lineHeight: vars.font.lineHeight.tight,
  });
}

globalStyle(':where(a)', { color: vars.text.link.base });
globalStyle(':where(a:hover)', { color: vars.text.link.hover });

globalStyle(':focus-visible', {
  outline: `${vars.focus.width} solid ${vars.border.focus}`,
  outlineOffset: vars.focus.offset,
});
