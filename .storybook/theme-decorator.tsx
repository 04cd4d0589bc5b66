import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';

/** Mirrors the app: the theme is a `data-theme` attribute on the document element. */
export const withTheme: Decorator = (Story, context) => {
  const theme = String(context.globals.theme ?? 'light');

  useLayoutEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  return <Story />;
};
