import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { unitAndDomProjects } from '../../scripts/vitest-unit-and-dom.mjs';

export default defineConfig({
  // Models that use another feature's public entry load its styles too, so tests compile them.
  plugins: [vanillaExtractPlugin()],
  test: { projects: unitAndDomProjects },
});
