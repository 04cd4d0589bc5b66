// What every bundler of the front-end sources needs (the web app, the ui library, Storybook, the
// Vitest projects): Lingui's macros expanded (decision 0045) and vanilla-extract's `*.css.ts` compiled.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { linguiMacros } from './lingui-macros.mjs';

export const sourcePlugins = () => [linguiMacros(), vanillaExtractPlugin()];
