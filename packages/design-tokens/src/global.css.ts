import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { builtInPalettes, defaultThemeName } from './palettes';
import { staticTokens } from './tokens';
import { themeColours } from './variables';

createGlobalTheme(':root', vars, {
  color: themeColours(builtInPalettes[defaultThemeName]),
  ...staticTokens,
});
// Only colours differ between themes (themes change values, never behaviour).
createGlobalTheme('[data-theme="dark"]', vars.color, themeColours(builtInPalettes.dark));
createGlobalTheme(
  '[data-theme="high-contrast"]',
  vars.color,
  themeColours(builtInPalettes['high-contrast']),
);

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
  backgroundColor: vars.color.background.base,
  color: vars.color.typography.paragraph,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
});

// :where() keeps element defaults at zero specificity, so any component class overrides them.
for (const level of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const) {
  globalStyle(`:where(${level})`, {
    color: vars.color.typography[level],
    fontFamily: vars.font.family.heading,
    lineHeight: vars.font.lineHeight.tight,
  });
}

globalStyle(':where(a)', { color: vars.color.typography.link.base });
globalStyle(':where(a:hover)', { color: vars.color.typography.link.hover });

globalStyle(':focus-visible', {
  outline: `${vars.focus.width} solid ${vars.color.focus}`,
  outlineOffset: vars.focus.offset,
});
