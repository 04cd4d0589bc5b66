import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumExecutable } from './scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// A fresh object per project: sharing one fails with "Cannot define a nested project for a
// chromium browser" from Vitest.
const chromium = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
    // Motion tokens drop to 0ms, so axe never measures contrast mid-animation.
    contextOptions: { reducedMotion: 'reduce' },
  }),
  instances: [{ browser: 'chromium' as const }],
});

export default defineConfig({
  test: {
    projects: [
      {
        // Every story is a test: it renders, runs its play function and passes axe.
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // Pre-bundled up front, or a cold run fails with "Failed to fetch dynamically imported module".
        optimizeDeps: {
          include: [
            'radix-ui',
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-dev-runtime',
            'react/jsx-runtime',
            'vitest-browser-react',
            '@vanilla-extract/recipes/createRuntimeFn',
            '@tiptap/react',
            '@tiptap/starter-kit',
            '@tiptap/extension-image',
            '@tiptap/extension-subscript',
            '@tiptap/extension-superscript',
            '@tiptap/extension-text-align',
          ],
        },
        test: {
          name: 'storybook',
          browser: chromium(),
        },
      },
    ],
  },
});
