import '@sparked/design-tokens/fonts';
import '@sparked/design-tokens/global.css';
import { builtInThemeNames, defaultThemeName } from '@sparked/design-tokens';
import { DialogProvider } from '@sparked/ui/dialog-provider';
import type { Preview } from '@storybook/react-vite';
import { withTheme } from './theme-decorator';

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
