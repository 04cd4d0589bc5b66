import '@sparked/design-tokens/fonts';
import '@sparked/design-tokens/global.css';
import { builtInThemeNames, defaultThemeName } from '@sparked/design-tokens';
import { DialogProvider } from '@sparked/ui/dialog-provider';
import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { withTheme } from './theme-decorator';

// findBy… queries and waitFor give up after 3 s rather than 1 s: story tests run two browsers on
// two cores, where a busy moment can outlast a second.
configure({ asyncUtilTimeout: 3000 });

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: builtInThemeNames.map((name) => ({ value: name, title: name })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: defaultThemeName },
  decorators: [
    // Stories of components that call useDialogs() render as they would in the app.
    (Story) => (
      <DialogProvider>
        <Story />
      </DialogProvider>
    ),
    withTheme,
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
  },
};

export default preview;
