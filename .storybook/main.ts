import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { sourcePlugins } from '../scripts/source-plugins.mjs';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/ui/src/**/*.stories.tsx', '../packages/features/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  // Prop tables come from the TypeScript types, including the `as const` option unions.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      include: ['packages/*/src/**/*.tsx'],
      exclude: ['**/*.stories.tsx'],
    },
  },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [...sourcePlugins()],
      build: {
        rolldownOptions: {
          onwarn(warning, warn) {
            // Radix marks its modules "use client" for server components; a static build can
            // drop it, and the 40-odd warnings would bury real ones.
            if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
          },
        },
      },
    }),
};

export default config;
