import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { unitAndDomProjects } from '../../scripts/vitest-unit-and-dom.mjs';

// Route and layout modules import `*.css.ts`, which need the plugin even in node.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: { projects: unitAndDomProjects },
});
