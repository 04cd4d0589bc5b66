import { defineConfig } from 'vitest/config';
import { sourcePlugins } from '../../scripts/source-plugins.mjs';
import { unitAndDomProjects } from '../../scripts/vitest-unit-and-dom.mjs';

export default defineConfig({
  // Models that use another feature's public entry load its styles too, so tests compile them.
  plugins: [...sourcePlugins()],
  test: { projects: unitAndDomProjects },
});
